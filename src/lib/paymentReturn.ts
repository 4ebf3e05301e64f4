// The provider's return to /order-status (contracts/checkout.ts PaymentReturnQuery). The page only
// passes the shopper on: the post-payment return (machines/postPaymentReturn.machine.ts) checks the
// order with the server, which is the truth, on the page it lands on, and shows the toast there.

/** Where the shopper goes: back to the cart (kept) after a declined payment, else home. */
export function pageAfterPaymentReturn(search: Record<string, unknown>): '/' | '/cart' {
  return search.payment_status === 'Failed' ? '/cart' : '/';
}
