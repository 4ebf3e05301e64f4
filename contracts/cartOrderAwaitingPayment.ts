// The cart's order awaiting its online payment (docs/decisions/0068-a-cart-order-awaiting-payment-is-said-at-once.md).
// An online order placed from the cart keeps its lines in the cart until it is paid; once it was
// handed to the provider, a new order of those products is refused (decision 0021). The cart's
// checkout is then refused when it is created (409, the reason translated), and the storefront asks
// which order it is, to offer Pay now and Cancel order at once.
//
//   GET /cfs/rest/v3/cart-order-awaiting-payment → CartOrderAwaitingPayment

import { CFS_BASE_PATH } from './cfs.ts';

export const CART_ORDER_AWAITING_PAYMENT_PATH = `${CFS_BASE_PATH}/cart-order-awaiting-payment`;

export interface CartOrderAwaitingPayment {
  /** The order a new checkout of the cart waits for, or null when there is none. */
  order_id: number | null;
}
