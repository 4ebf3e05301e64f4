import { createFileRoute, redirect } from '@tanstack/react-router';
import { writePaymentAnswer } from '../../app/paymentStorage.ts';
import { pageAfterPaymentReturn, paymentAnswerOf } from '../../lib/paymentReturn.ts';

/**
 * /order-status: where the provider sends the shopper back (the hand-off's return_url) with its
 * signed answer. The page keeps the answer and passes them on at once, to the cart after a declined
 * payment and home otherwise; there, outside the payment pages, the post-payment return checks the
 * order with the answer and shows the toast (SPEC section 4).
 */
export const Route = createFileRoute('/_authenticated/order-status')({
  beforeLoad: ({ location }) => {
    const answer = paymentAnswerOf(location.searchStr);
    if (answer !== null) writePaymentAnswer(answer);
    throw redirect({ to: pageAfterPaymentReturn(answer), replace: true });
  },
});
