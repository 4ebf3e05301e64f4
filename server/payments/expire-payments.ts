// Online payments left waiting longer than ONLINE_PAYMENT_WINDOW_MINUTES fail: the order is
// Cancelled and its stock released, as when the provider declines. No sweeper: it runs when orders
// are placed in the store, when an order's status is checked and before a provider's answer is
// taken, so an answer arriving after the window finds the order failed and changes nothing.
// Each order is settled in a transaction of its own that skips an order another one holds, and
// stock rows are always locked in product order, so this never deadlocks with a placement or a
// settlement.
import { ONLINE_PAYMENT_WINDOW_MINUTES } from '../../contracts/checkout.ts';
import type { Db } from '../db/db.ts';
import type { OrderRow } from '../orders/orders.ts';
import { failOnlinePayment } from './online-payment-outcome.ts';

/** At most this many stale orders are settled per call, so a call stays short. */
const BATCH = 20;

export function paymentDeadline(now: Date): string {
  return new Date(now.getTime() - ONLINE_PAYMENT_WINDOW_MINUTES * 60 * 1000).toISOString();
}

export async function expireStalePayments(
  db: Db,
  now: Date,
  where: { storeId: number } | { orderId: number },
) {
  const deadline = paymentDeadline(now);
  const byStore = 'storeId' in where;
  const stale = await db.query<{ id: number }>(
    `SELECT id FROM orders WHERE ${byStore ? 'store_id' : 'id'} = $1
       AND payment_mode = 'online_payment' AND payment_status = 'Created' AND created_at < $2
     ORDER BY id LIMIT ${BATCH}`,
    [byStore ? where.storeId : where.orderId, deadline],
  );
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      const [order] = await tx.query<OrderRow>(
        `SELECT id, store_id, customer_id, checkout_id, order_kind, order_status, request_status,
                payment_status, payment_mode, payment_type_id, provider, currency, total_minor, stock_reserved
         FROM orders WHERE id = $1 AND payment_status = 'Created' AND created_at < $2
         FOR UPDATE SKIP LOCKED`,
        [id, deadline],
      );
      if (!order) return;
      await failOnlinePayment(tx, order, now.getTime());
    });
  }
}
