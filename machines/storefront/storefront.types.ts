// Types of the storefront machine (machines/storefront/storefront.machine.ts), the root of the actor system.

import type { CreateCheckoutRequest } from '../../contracts/checkout.ts';
import type { SessionAnnouncement, SessionTokens, SignedInVia } from '../auth/session.types.ts';
import type { CartInput } from '../cart/cart.types.ts';
import type { LanguageInput } from '../store/language.types.ts';
import type { StoreBootstrapInput } from '../store/storeBootstrap.types.ts';
import type { Route } from './pages.ts';

export interface StorefrontInput {
  store: StoreBootstrapInput;
  language: LanguageInput;
  session: { tokens: SessionTokens; realmName: string };
  /** What the browser keeps of the cart: the guest's lines, a pending add, an unconfirmed merge. */
  cart: Omit<CartInput, 'route'>;
  /** The page open when the app starts. */
  route: Route;
}

export interface StorefrontContext {
  /** The open page, as the router last announced it. */
  route: Route;
}

export type StorefrontEvent =
  /** Sent by the router whenever the page (path or query) changed. */
  | { type: 'ROUTE_CHANGED'; path: string; search: Record<string, string> }
  /** The checkout route's visit to /checkout/cart or /checkout/buy-now: the checkout machine makes a new checkout. */
  | { type: 'CHECKOUT.START'; request: CreateCheckoutRequest }
  /** Announced by the session child. */
  | SessionAnnouncement
  /** An order item's enquiry dialog opened: its enquiry flow starts (afresh). */
  | { type: 'ENQUIRY_OPENED'; orderItemId: number }
  /** The enquiry dialog closed: its flow stops. */
  | { type: 'ENQUIRY_CLOSED' }
  /** The Ask AI panel or page opened: the conversation starts unless it runs already. */
  | { type: 'ASK_AI_OPENED' }
  /** Raised by the storefront itself when the customer signs out: the conversation is forgotten. */
  | { type: 'ASK_AI_ENDED' };

/** What the storefront tells the cart of the session. */
export type CartSessionEvent =
  | { type: 'SESSION.GUEST' }
  | { type: 'SESSION.SIGNED_IN'; via: SignedInVia }
  | { type: 'SESSION.SIGNED_OUT' };
