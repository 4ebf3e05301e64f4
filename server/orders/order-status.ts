// PUT check-order-status/{orderId} (SPEC sections 4 and 8): the storefront's post-payment return
// asks whether the order was paid, passing the provider's answer it was sent back with when it has
// one. Only that answer, verified (payments/settle-payment.ts), settles the order; without it the
// order's status is read and nothing changes. A paid order (Completed) answers ORDER_PAID_MESSAGE;
// so does a free order, which owes nothing.
import {
  ORDER_PAID_MESSAGE,
  ORDER_PAYMENT_FAILED_MESSAGE,
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
 * The order's status, after settling it with the answer when one is given. `unsettled`: the answer
 * settled nothing (the order no longer awaited it); the caller commits what it recorded, then
 * refuses it (refuseUnsettled).
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
  if (answer !== null) {
    if (order.payment_mode !== 'online_payment' || order.provider === null) throw badRequest(NOT_PAID_ONLINE);
    const settlement = await settleProviderAnswer(tx, order.provider, answer, 'return', at, order.id);
    if (!settlement.settled) unsettled = settlement;
    order = settlement.order;
  }
  const check = {
    message: messageOf(order.order_kind, order.payment_mode, order.payment_status),
    order_id: order.id,
    order_status: order.order_status,
    payment_status: order.payment_status,
  };
  return { check, unsettled };
}

function messageOf(kind: string, mode: string | null, status: string | null): string {
  if (kind === 'request') return REQUEST_MESSAGE;
  if (mode === null || status === 'Completed') return ORDER_PAID_MESSAGE;
  if (mode === 'pay_on_delivery') return PAY_ON_DELIVERY_MESSAGE;
  if (status === 'Failed') return ORDER_PAYMENT_FAILED_MESSAGE;
  return ORDER_PAYMENT_PENDING_MESSAGE;
}
