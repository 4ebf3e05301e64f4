// PUT check-order-status/{orderId} (SPEC sections 4 and 8): the storefront's post-payment return
// asks whether the order was paid. A payment the shopper approved (Placed) is confirmed here
// (Completed), and both answer ORDER_PAID_MESSAGE; so does a free order, which owes nothing.
import {
  ORDER_PAID_MESSAGE,
  ORDER_PAYMENT_FAILED_MESSAGE,
  ORDER_PAYMENT_PENDING_MESSAGE,
  type OrderStatusCheck,
} from '../../contracts/checkout.ts';
import type { Queryable } from '../db/db.ts';
import { requireCustomerOrder } from './orders.ts';

export const PAY_ON_DELIVERY_MESSAGE = 'Payment due on delivery for that order';
export const REQUEST_MESSAGE = 'No payment is due for a request';

export async function checkOrderStatus(
  tx: Queryable,
  customerId: string,
  orderId: number,
): Promise<OrderStatusCheck> {
  let order = await requireCustomerOrder(tx, customerId, orderId, true);
  if (order.payment_status === 'Placed') {
    await tx.query("UPDATE orders SET payment_status = 'Completed', updated_at = now() WHERE id = $1", [
      order.id,
    ]);
    order = { ...order, payment_status: 'Completed' };
  }
  return {
    message: messageOf(order.order_kind, order.payment_mode, order.payment_status),
    order_id: order.id,
    order_status: order.order_status,
    payment_status: order.payment_status,
  };
}

function messageOf(kind: string, mode: string | null, status: string | null): string {
  if (kind === 'request') return REQUEST_MESSAGE;
  if (mode === null || status === 'Completed') return ORDER_PAID_MESSAGE;
  if (mode === 'pay_on_delivery') return PAY_ON_DELIVERY_MESSAGE;
  if (status === 'Failed') return ORDER_PAYMENT_FAILED_MESSAGE;
  return ORDER_PAYMENT_PENDING_MESSAGE;
}
