import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageAfterPaymentReturn } from '../../lib/paymentReturn.ts';

/**
 * /order-status: where the provider sends the shopper back (the hand-off's return_url). The page
 * passes them on at once, to the cart after a declined payment and home otherwise; there, outside
 * the payment pages, the post-payment return checks the order and shows the toast (SPEC section 4).
 */
export const Route = createFileRoute('/_authenticated/order-status')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: pageAfterPaymentReturn(search), replace: true });
  },
});
