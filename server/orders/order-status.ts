// PUT check-order-status/{orderId} (SPEC sections 4 and 8): the storefront's post-payment return
// asks whether the order was paid, passing the provider's answer it was sent back with when it has
// one. Only that answer, verified (payments/settle-payment.ts), settles the order; without it the
// order's status is read and nothing changes. A paid order (Completed) answers ORDER_PAID_MESSAGE;
// so does a free order, which owes nothing. A paid answer that could not pay the order (it was
// cancelled, expired or paid already) is recorded to be refunded and answers
// ORDER_PAYMENT_OWED_BACK_MESSAGE, as does a later check of a failed order whose late payment is not
// yet refunded: the shopper is told the money comes back, not that the payment failed (decision 0057).
import {
  ORDER_CANCELLED_UNPAID_MESSAGE,
  ORDER_PAID_MESSAGE,
  ORDER_PAYMENT_FAILED_MESSAGE,
  ORDER_PAYMENT_OWED_BACK_MESSAGE,
  ORDER_PAYMENT_PENDING_MESSAGE,
  type OrderStatusCheck,
  type PaymentAnswerFields,
} from '../../contracts/checkout.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest } from '../http/http-error.ts';
import { type Settlement, settleProviderAnswer } from '../payments/settle-payment.ts';
import { NOT_PAID_ONLINE } from './hand-off.ts';
import type { OrderRow } from './orders.ts';
import { requireCustomerOrder } from './orders.ts';

export const PAY_ON_DELIVERY_MESSAGE = 'Payment due on delivery for that order';
export const REQUEST_MESSAGE = 'No payment is due for a request';

/**
 * The order's status, after settling it with the answer when one is given. `unsettled`: a declined
 * answer settled nothing (the order no longer awaited it); the caller refuses it (refuseUnsettled).
 * A paid one that settled nothing was recorded to be refunded: that is the answer, committed.
 */
export async function checkOrderStatus(
  tx: Queryable,
  customerId: string,
  orderId: number,
  answer: PaymentAnswerFields | null,
  at: number,
): Promise<{ check: OrderStatusCheck; unsettled: Settlement | null }> {
  let order: OrderRow = await requireCustomerOrder(tx, customerId, orderId);
  let unsettled: Settlement | null = null;
  let owedBack = false;
  if (answer !== null) {
    if (order.payment_mode !== 'online_payment' || order.provider === null) throw badRequest(NOT_PAID_ONLINE);
    const settlement = await settleProviderAnswer(tx, order.provider, answer, 'return', at, order.id);
    if (!settlement.settled) {
      if (settlement.outcome === 'paid') owedBack = true;
      else unsettled = settlement;
    }
    order = settlement.order;
  }
  let message = messageOf(order.order_kind, order.payment_mode, order.payment_status);
  if (message === ORDER_PAYMENT_FAILED_MESSAGE && (await isOwedBack(tx, order.id))) owedBack = true;
  // No answer came back, and the order was cancelled meanwhile (Cancel order, or its payment window
  // ran out): nothing went through and nothing was charged; no failure to tell.
  if (message === ORDER_PAYMENT_FAILED_MESSAGE && answer === null && order.order_status === 'Cancelled') {
    message = ORDER_CANCELLED_UNPAID_MESSAGE;
  }
  const check = {
    message: owedBack ? ORDER_PAYMENT_OWED_BACK_MESSAGE : message,
    order_id: order.id,
    order_status: order.order_status,
    payment_status: order.payment_status,
  };
  return { check, unsettled };
}

/** A payment the provider took for the order that could not pay it, and is not yet refunded. */
async function isOwedBack(tx: Queryable, orderId: number): Promise<boolean> {
  const rows = await tx.query(
    'SELECT 1 FROM payments_owed_back WHERE order_id = $1 AND refunded_at IS NULL LIMIT 1',
    [orderId],
  );
  return rows.length > 0;
}

function messageOf(kind: string, mode: string | null, status: string | null): string {
  if (kind === 'request') return REQUEST_MESSAGE;
  if (mode === null || status === 'Completed') return ORDER_PAID_MESSAGE;
  if (mode === 'pay_on_delivery') return PAY_ON_DELIVERY_MESSAGE;
  if (status === 'Failed') return ORDER_PAYMENT_FAILED_MESSAGE;
  return ORDER_PAYMENT_PENDING_MESSAGE;
}
