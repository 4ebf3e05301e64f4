// Online payments left waiting longer than the payment window (ONLINE_PAYMENT_WINDOW_MS, from
// ONLINE_PAYMENT_WINDOW_MINUTES: the one constant) fail: the order is Cancelled, its stock and coupon
// use given back, as when the provider declines. Two ways it runs:
//  - on demand, before anything that reads or settles the order (a placement in the store, an
//    order's status check, a hand-off, a provider's answer), so an answer arriving after the window
//    finds the order failed and changes nothing;
//  - on its own, every EXPIRY_SWEEP_INTERVAL_MS in every store (startPaymentExpiry, started with
//    the server), so an order nobody asks about (the shopper pressed Back and left) is cancelled
//    and its stock and coupon are free again, and the orders list shows it as it is.
// Each order is settled in a transaction of its own that skips an order another one holds, and
// stock rows are always locked in product order, so this never deadlocks with a placement or a
// settlement; two servers sweeping at once each take the orders the other does not hold.
import { ONLINE_PAYMENT_WINDOW_MINUTES } from '../../contracts/checkout.ts';
import type { Db } from '../db/db.ts';
import type { OrderRow } from '../orders/orders.ts';
import { failOnlinePayment } from './online-payment-outcome.ts';

/** How long an online payment may be awaited after the order was placed. */
export const ONLINE_PAYMENT_WINDOW_MS = ONLINE_PAYMENT_WINDOW_MINUTES * 60 * 1000;

/** How often the server looks for payments past their window on its own. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60 * 1000;

/** At most this many stale orders are settled per call, so a call stays short. */
const BATCH = 20;

/** At most this many batches per sweep (the next sweep takes the rest). */
const SWEEP_BATCHES = 10;

export function paymentDeadline(now: Date): string {
  return new Date(now.getTime() - ONLINE_PAYMENT_WINDOW_MS).toISOString();
}

/** Whether a payment awaited since `since` is past its window at `now` (the sandbox's check too). */
export function isPastPaymentWindow(since: Date | string, now: number): boolean {
  return now - new Date(since).getTime() > ONLINE_PAYMENT_WINDOW_MS;
}

/** Fails the stale online payments of a store, of one order, or of every store; answers how many. */
export async function expireStalePayments(
  db: Db,
  now: Date,
  where: { storeId: number } | { orderId: number } | 'every store',
): Promise<number> {
  const deadline = paymentDeadline(now);
  const scope =
    where === 'every store'
      ? { clause: 'TRUE', values: [] as number[] }
      : 'storeId' in where
        ? { clause: 'store_id = $2', values: [where.storeId] }
        : { clause: 'id = $2', values: [where.orderId] };
  const stale = await db.query<{ id: number }>(
    `SELECT id FROM orders WHERE ${scope.clause}
       AND payment_mode = 'online_payment' AND payment_status = 'Created' AND created_at < $1
     ORDER BY id LIMIT ${BATCH}`,
    [deadline, ...scope.values],
  );
  let failed = 0;
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      const [order] = await tx.query<OrderRow>(
        `SELECT id, store_id, customer_id, checkout_id, order_kind, order_status, request_status,
                payment_status, payment_mode, payment_type_id, provider, currency, total_minor, stock_reserved
         FROM orders WHERE id = $1 AND payment_mode = 'online_payment' AND payment_status = 'Created'
           AND created_at < $2
         FOR UPDATE SKIP LOCKED`,
        [id, deadline],
      );
      if (!order) return;
      await failOnlinePayment(tx, order, now.getTime());
      failed += 1;
    });
  }
  return failed;
}

/** One sweep over every store: batches until none is left (or the cap; the next sweep goes on). */
export async function sweepStalePayments(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < SWEEP_BATCHES; batch++) {
    const failed = await expireStalePayments(db, now, 'every store');
    total += failed;
    if (failed < BATCH) break;
  }
  return total;
}

export interface PaymentExpiry {
  /** Stops sweeping and waits for a sweep under way (call before the database closes). */
  stop(): Promise<void>;
}

/**
 * Sweeps every `intervalMs` (one sweep at a time; the timer never keeps the process alive). A
 * failed sweep is logged and the next one tries again.
 */
export function startPaymentExpiry(
  db: Db,
  now: () => number = Date.now,
  { intervalMs = EXPIRY_SWEEP_INTERVAL_MS, log = console.error } = {},
): PaymentExpiry {
  let running: Promise<void> | null = null;
  let stopped = false;
  const sweep = () => {
    if (running || stopped) return;
    running = sweepStalePayments(db, new Date(now()))
      .then(
        () => {},
        (error: unknown) => log(`Expiring unpaid online orders failed: ${String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref?.();
  sweep();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
