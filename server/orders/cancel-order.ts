// The customer cancels a whole order whose online payment is still awaited (docs/decisions/0056-
// cancel-an-unpaid-online-order.md): every item still cancellable is cancelled through the item
// lifecycle (machines/orders/orderItem.machine.ts), as the item cancel does, in one transaction under the
// customer's lock, then the items' locks, then the order's. The payment is then no longer awaited
// (Failed): the stock and the coupon's use are given back. An order no longer
// awaiting its payment (paid, failed, expired, already cancelled) is refused with a 409; another
// customer's or an unknown order is a 404. A replay finds the order cancelled and changes nothing.
import type { CancelOrderResult } from '../../contracts/orders.ts';
import { orderCancelEventOf } from '../../machines/orders/orderItem.machine.ts';
import { lockCustomerLists } from '../customers/customer-lock.ts';
import type { Queryable } from '../db/db.ts';
import { conflict } from '../http/http-error.ts';
import { msg } from '../i18n/server-message.ts';
import { failOnlinePayment } from '../payments/online-payment-outcome.ts';
import { applyItemEvent, findItem, orderItemRecords, syncPayment } from './order-item-lifecycle.ts';
import { settleOrderMoney } from './order-money.ts';
import { orderNumber, requireCustomerOrder } from './orders.ts';

/** The reason each item's cancellation records (the customer cancelled the order, not one item). */
export const ORDER_CANCEL_REASON = 'Order cancelled before payment';

/** POST cancel-order/{orderId}. */
export async function cancelUnpaidOrder(
  tx: Queryable,
  customerId: string,
  orderId: number,
  now: number,
): Promise<CancelOrderResult> {
  // The customer's lock first, as placing, paying and the item cancel take it: a cancel and the
  // provider's answer arriving together take turns.
  await lockCustomerLists(tx, customerId);
  await requireCustomerOrder(tx, customerId, orderId); // 404 before anything is locked further
  // Every item's row, in id order, before the order's (item then order, as every item change locks).
  await tx.query('SELECT id FROM order_items WHERE order_id = $1 ORDER BY id FOR UPDATE', [orderId]);
  const order = await requireCustomerOrder(tx, customerId, orderId, true);
  if (order.order_kind !== 'order' || order.payment_mode !== 'online_payment') {
    throw conflict(msg('Only an order awaiting its online payment can be cancelled as a whole.'));
  }
  if (order.order_status === 'Cancelled') throw conflict(msg('This order is already cancelled.'));
  if (order.payment_status !== 'Created') {
    throw conflict(
      msg('This order is no longer awaiting its payment, so it cannot be cancelled as a whole.'),
    );
  }
  const at = new Date(now).toISOString();
  let cancelled = 0;
  for (const found of await orderItemRecords(tx, orderId)) {
    const record = await syncPayment(tx, found, now);
    const next = await applyItemEvent(tx, record, orderCancelEventOf(now), async (after) => {
      const { context } = after;
      await tx.query(
        `INSERT INTO order_item_requests (order_item_id, kind, reason, comment, request_status,
           cancellation_charge_minor, refund_status, refund_minor, created_at, updated_at)
         VALUES ($1, 'cancel', $2, NULL, $3, 0, $4, $5, $6, $6)`,
        [
          record.id,
          ORDER_CANCEL_REASON,
          context.request?.status ?? 'Fulfilled',
          context.refund?.status ?? null,
          context.refund?.amountMinor ?? null,
          at,
        ],
      );
      const reread = await findItem(tx, record.id);
      if (!reread) throw new Error(`Order item ${record.id} vanished`);
      return reread;
    });
    if (next !== null) cancelled += 1;
  }
  // What the machine keeps (an item its rules do not let be cancelled) is never paid for either: the
  // payment is no longer awaited (Failed), as when it fails at the provider or expires, so those
  // items end as paymentFailed, the stock and the coupon's use come back, and the money follows.
  await failOnlinePayment(tx, order, now);
  await settleOrderMoney(tx, orderId, now);
  return {
    order_id: orderId,
    order_number: orderNumber(orderId),
    order_status: 'Cancelled',
    payment_status: 'Failed',
    cancelled_items: cancelled,
  };
}
