// Types of the cart machine (machines/cart/cart.machine.ts).
import type { ProductTypeName } from '../../contracts/pbs.ts';
import type { SignedInVia } from '../auth/session.types.ts';
import type { FlowError } from '../shared/flowError.ts';
import type { Route } from '../storefront/pages.ts';

/** A service product's chosen slot (SPEC section 3: slot_selected, keyed by product and slot id). */
export interface CartSlot {
  slotId: number;
  /** What the shopper chose, in words the cart shows ("Mon & Wed, 10:00 AM"). */
  label: string;
}

/** What the cart needs to know of a product to hold it. */
export interface CartProduct {
  productId: number;
  name: string;
  /** The original price, in major units. */
  price: number;
  /** The selling price, in major units. */
  sellingPrice: number;
  discountDetails: string | null;
  /** The main image's media path. */
  image: string;
  productType: ProductTypeName;
  /** The most one order may hold (stock and the product's own limit); null when not counted. */
  maxQuantity: number | null;
  /**
   * false: "Price on request" (the store hides the price: the product still carries it, the cart
   * never shows it or counts it in the totals); the server cart's item_type is request_item then.
   */
  priceVisible: boolean;
  slot: CartSlot | null;
}

/** One product in the cart, as the screens show it (a guest line or a server cart item). */
export interface CartLine extends CartProduct {
  /** The server's cart item id; null for a guest's line. */
  cartItemId: number | null;
  /** How many are in the cart (at least 1). */
  quantity: number;
}

/** A change to the server cart, sent one at a time; the screens show it before the server answers. */
export type CartChange =
  /** Add a product that is not in the cart; `quiet` for the pending add after sign-in (no toast). */
  | { kind: 'add'; product: CartProduct; quantity: number; quiet: boolean }
  | { kind: 'setQuantity'; productId: number; quantity: number }
  | { kind: 'remove'; productId: number }
  | { kind: 'clear' }
  /** The guest cart merged into the server cart; `key` makes a repeat of it a no-op on the server. */
  | { kind: 'merge'; key: string; lines: CartLine[] };

/** A merge begun but not confirmed (kept in storage, so a reload repeats it with the same key). */
export interface PendingMerge {
  key: string;
  lines: CartLine[];
}

export interface CartInput {
  /** Local storage `cart`. */
  guestLines: CartLine[];
  /** A product a guest asked to add where signing in is required (added after sign-in). */
  pendingAdd: CartProduct | null;
  /** A merge that a closed tab or a lost answer left unconfirmed. */
  pendingMerge: PendingMerge | null;
  /** The server refused a merge for good earlier in this session (kept, so a reload does not repeat it). */
  mergeRefused: boolean;
  route: Route;
  /**
   * The customer's cart as the server read it for the page it drew (the page is hydrated showing
   * it); absent or null when the page was not drawn for a customer with their cart.
   */
  served?: CartLine[] | null;
}

export interface CartContext {
  guestLines: CartLine[];
  /** The server cart as last confirmed. */
  serverLines: CartLine[];
  /** Changes sent or waiting, first one in flight; shown on top of serverLines. */
  queue: CartChange[];
  pendingAdd: CartProduct | null;
  pendingMerge: PendingMerge | null;
  /** A merge failed: it is tried again on the next page, not in a loop. */
  mergePaused: boolean;
  /**
   * The server refused a merge for good (a 4xx a repeat would get again): its lines went back to the
   * guest cart, and no merge is sent again until the customer signs out.
   */
  mergeRefused: boolean;
  page: string;
  /** Why the last change or load failed; null when nothing failed. */
  error: FlowError | null;
  /** The served customer's cart, until the cart has started from it (then null). */
  served: CartLine[] | null;
}

export type CartEvent =
  | { type: 'ADD'; product: CartProduct; quantity?: number }
  | { type: 'SET_QUANTITY'; productId: number; quantity: number }
  | { type: 'REMOVE'; productId: number }
  | { type: 'CLEAR' }
  /** Buy one product now: it goes straight towards checkout (buyNowItem). */
  | { type: 'BUY_NOW'; product: CartProduct }
  /** A guest pressed Add to cart where signing in is required: added after sign-in. */
  | { type: 'ADD_AFTER_SIGN_IN'; product: CartProduct }
  /** Load the server cart again after it failed to load. */
  | { type: 'RETRY' }
  /**
   * The shopper goes to the checkout with this cart: the guest cart merges now (wherever the
   * shopper is), a failed merge or load is tried again, and the checkout waits for it.
   */
  | { type: 'CHECKOUT' }
  /** Another tab changed the cart: a guest's new lines, or (signed in) reload the server's. */
  | { type: 'CHANGED_ELSEWHERE'; guestLines: CartLine[] | null }
  | { type: 'ROUTE_CHANGED'; path: string; search: Record<string, string> }
  | { type: 'SESSION.GUEST' }
  /** `via: 'elsewhere'`: another tab signed in, and that tab merges the guest cart. */
  | { type: 'SESSION.SIGNED_IN'; via: SignedInVia }
  | { type: 'SESSION.SIGNED_OUT' };

/** Input of the `applyChange` actor: the change, and the server lines it refers to (item ids). */
export interface ApplyChangeInput {
  change: CartChange;
  serverLines: CartLine[];
}

/** What the cart screen shows. */
export type CartStatus = 'starting' | 'loading' | 'failed' | 'ready';

/** Whether a checkout may be made from the cart now (selectCheckoutStart). */
export type CheckoutStart =
  | { status: 'waiting' }
  | { status: 'ready' }
  | { status: 'failed'; error: FlowError | null };
