// Types of the post-payment return (machines/checkout/postPaymentReturn.machine.ts).
import type { Route } from '../storefront/pages.ts';

/**
 * What the browser keeps of an online payment under way (SPEC section 3, local storage `payDone`
 * and `orderID`): written when the checkout hands off to the provider, read on the way back.
 */
export interface PaymentFlags {
  /** `payDone`: true once the outcome was taken care of; false while it is still to be checked; null when absent. */
  payDone: boolean | null;
  /** `orderID`: the order the payment is for; null when absent. */
  orderId: string | null;
  /**
   * The order the shopper was already told waits for its payment, kept beside the flags so that a
   * page loaded again (a new machine) does not tell it again; null when none was.
   */
  awaitedToldFor: string | null;
}

/** Input of the `checkOrderStatus` actor (PUT /cfs/rest/v3/check-order-status/{orderId}). */
export interface CheckOrderStatusInput {
  orderId: string;
}

/** What the order-status check answers (response_body.message). */
export interface OrderStatusCheck {
  message: string;
}

/** How the last payment return ended (null until one did). */
export type PaymentReturnOutcome =
  /** payDone was true: the flags (and the saved pending item) were only cleared. */
  | 'settled'
  /** The order is paid: the success toast, and the emptied cart read again. */
  | 'placed'
  /** Not paid (or the check failed): the failure toast; the cart is kept. */
  | 'failed'
  /**
   * The provider took the money when the order no longer awaited it (cancelled, expired, or paid
   * already): the shopper is told it will be refunded; the flags are cleared, the cart is kept.
   */
  | 'owedBack'
  /**
   * Checked without the provider's answer, the order was cancelled meanwhile before it was paid (by
   * the customer, or on expiry): nothing to tell; the flags are cleared.
   */
  | 'cancelled'
  /**
   * The payment is still awaited (the provider has not answered yet: another tab is paying, or the
   * shopper left the provider's page): the flags are kept for the next page to check; the shopper
   * is told once per order that it waits to be paid or cancelled.
   */
  | 'awaited'
  /** payDone false without an order id: nothing to check, the flags were cleared. */
  | 'discarded';

export interface PostPaymentReturnInput {
  route: Route;
}

export interface PostPaymentReturnContext {
  /** The open page, as the router last announced it. */
  page: string;
  /** The order being checked (from `orderID`); null when none is. */
  orderId: string | null;
  outcome: PaymentReturnOutcome | null;
  /** The order the shopper was told waits for its payment (told once, though every page checks). */
  awaitedToldFor: string | null;
}

export type PostPaymentReturnEvent =
  | { type: 'ROUTE_CHANGED'; path: string; search: Record<string, string> }
  | { type: 'SESSION.GUEST' }
  | { type: 'SESSION.SIGNED_IN' }
  | { type: 'SESSION.SIGNED_OUT' };
