import { createFileRoute, redirect } from '@tanstack/react-router';
import { readPaymentFlags, readPaymentSource, writePaymentAnswer } from '../../app/storage/paymentStorage.ts';
import { pageAfterPaymentReturn, paymentAnswerOf } from '../../features/checkout/paymentReturn.ts';

/**
 * /order-status: where the provider sends the shopper back (the hand-off's return_url) with its
 * signed answer. The page keeps the answer and passes the shopper on at once: to the order's
 * confirmation page, where the post-payment return checks the order with the answer (SPEC section
 * 4) and the page sums it up; after a declined payment to the cart (a cart order) or home.
 */
export const Route = createFileRoute('/_authenticated/order-status')({
  beforeLoad: ({ location }) => {
    const answer = paymentAnswerOf(location.searchStr);
    if (answer !== null) writePaymentAnswer(answer);
    const next = pageAfterPaymentReturn(answer, readPaymentFlags().orderId, readPaymentSource());
    throw redirect({ ...next, replace: true });
  },
});
