// The provider's return to /order-status: the provider adds its signed answer to the address
// (contracts/checkout.ts PaymentAnswerFields). The page keeps the answer, as it came, for the
// post-payment return (machines/checkout/postPaymentReturn.machine.ts), which passes it to the server with
// the order-status check on the page the shopper lands on: the server verifies it and is the truth.
import {
  MAX_PAYMENT_ANSWER_FIELDS,
  MAX_PAYMENT_ANSWER_VALUE_LENGTH,
  PAYMENT_ANSWER_STATUS,
  type PaymentAnswerFields,
} from '../../../contracts/checkout.ts';

/**
 * The answer in the return's query, each field as the provider wrote it (never parsed: the
 * signature covers the exact text); null when there is none, or it cannot be one.
 */
export function paymentAnswerOf(searchStr: string): PaymentAnswerFields | null {
  const answer: PaymentAnswerFields = {};
  let count = 0;
  for (const [name, value] of new URLSearchParams(searchStr)) {
    count += 1;
    if (count > MAX_PAYMENT_ANSWER_FIELDS || value.length > MAX_PAYMENT_ANSWER_VALUE_LENGTH) return null;
    if (Object.hasOwn(answer, name)) return null;
    answer[name] = value;
  }
  return count === 0 ? null : answer;
}

/** An order's number as the store shows it (contracts/orders.ts order_number): ORD-000042. */
export function orderNumberOf(orderId: string | number): string {
  return `ORD-${String(orderId).padStart(6, '0')}`;
}

/** Where the provider's return sends the shopper (a hint for the way: the toast follows the server's check). */
export type PageAfterPaymentReturn =
  | { to: '/' }
  | { to: '/cart' }
  | { to: '/order-confirmation/$orderId'; params: { orderId: string } };

/**
 * The order's confirmation page, where the payment is confirmed and the order summed up; after a
 * declined answer, the cart when the order was made from it (its products are kept there), else
 * home; home when no order is known (the flags were cleared by another tab).
 */
export function pageAfterPaymentReturn(
  answer: PaymentAnswerFields | null,
  orderId: string | null,
  source: 'cart' | 'buy_now' | 'order',
): PageAfterPaymentReturn {
  const declined =
    answer !== null &&
    Object.values(PAYMENT_ANSWER_STATUS).some(
      ({ field, paid }) => Object.hasOwn(answer, field) && answer[field] !== paid,
    );
  if (declined) return source === 'cart' ? { to: '/cart' } : { to: '/' };
  return orderId === null ? { to: '/' } : { to: '/order-confirmation/$orderId', params: { orderId } };
}
