// One paid order per cart (docs/decisions/0021-one-order-per-cart.md). An order
// paid online keeps its lines in the cart until it is paid, so a second checkout of the same cart
// (another tab) could be ordered and paid as well. When an order is placed from the cart, every
// other unpaid online order of the customer's cart holding any of the same products is either
//  - superseded, when its payment form was never handed out: it is cancelled (payment Failed), its
//    stock and coupon use are given back, and it names the order that replaced it; or
//  - in the way, once its form was handed to the shopper (order-checkout) or the provider has an
//    attempt of it: the provider may be taking the money, so the new order is refused (409) with
//    the waiting order's number, until that payment is approved, declined or expires.
// Both run under the customer's lock (placements take turns); the hand-off claims the order with a
// conditional UPDATE of its row, so a hand-off and a supersession of one order never both win.
import type { Queryable } from '../db/db.ts';
import { conflict } from '../http/http-error.ts';
import { msg } from '../i18n/server-message.ts';
import { type OrderRow, orderNumber } from '../orders/orders.ts';
import { failOnlinePayment } from '../payments/online-payment-outcome.ts';
import type { CheckoutState } from './checkout-state.ts';

export const orderAwaitingPayment = (orderId: number) =>
  msg(
    'Your order {number} of these items is waiting for its online payment. Complete that payment, or cancel that order in your orders and order again.',
    { number: orderNumber(orderId) },
  );

export const orderSuperseded = (orderId: number) =>
  msg('This order was replaced by your newer order {number} of the same cart; pay for that one instead.', {
    number: orderNumber(orderId),
  });

/**
 * Supersedes the other unpaid online orders of this cart's products, or refuses (409) when one of
 * them was handed to the provider; answers the superseded orders' ids. Call under the customer's
 * lock, before the new order is checked and inserted (what they held is available to it).
 */
export async function supersedeCartOrders(tx: Queryable, state: CheckoutState, now: Date): Promise<number[]> {
  const productIds = state.lines.map((line) => line.productId);
  const rows = await tx.query<OrderRow & { handed_off: boolean }>(
    `SELECT o.id, o.store_id, o.customer_id, o.checkout_id, o.order_kind, o.order_status, o.request_status,
            o.payment_status, o.payment_mode, o.payment_type_id, o.provider, o.currency, o.total_minor,
            o.stock_reserved,
            (o.handed_off_at IS NOT NULL OR EXISTS (SELECT 1 FROM payment_attempts a WHERE a.order_id = o.id))
              AS handed_off
     FROM orders o JOIN checkouts k ON k.id = o.checkout_id
     WHERE o.customer_id = $1 AND o.store_id = $2 AND o.checkout_id <> $3 AND k.source = 'cart'
       AND o.payment_mode = 'online_payment' AND o.payment_status = 'Created'
       AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.product_id = ANY($4::int[]))
     ORDER BY o.id FOR UPDATE OF o`,
    [state.customerId, state.storeId, state.id, productIds],
  );
  const waiting = rows.find((row) => row.handed_off);
  if (waiting) throw conflict(orderAwaitingPayment(waiting.id));
  if (rows.length === 0) return [];
  // The stock rows of both the released orders and the new one, in product order, before any is
  // changed: released here, reserved later in this transaction, never waiting on another in a cycle.
  await tx.query(
    `SELECT id FROM products WHERE id = ANY($1::int[]) OR id IN (
       SELECT product_id FROM order_items WHERE order_id = ANY($2::int[]) AND stock_counted)
     ORDER BY id FOR UPDATE`,
    [productIds, rows.map((row) => row.id)],
  );
  // Superseded before its provider saw it: failed, as a declined payment is (one place for it).
  for (const { handed_off: _, ...order } of rows) await failOnlinePayment(tx, order, now.getTime());
  return rows.map((row) => row.id);
}

/**
 * The customer's order that a new checkout of the cart would be refused for at its placement: an
 * unpaid online order of the cart, handed to the provider, holding any product the cart holds now
 * (the newest, when there are several). Null when there is none. Asked when the cart's checkout is
 * created, so that the shopper hears of it at once rather than after filling every step.
 */
export async function cartOrderAwaitingPayment(
  db: Queryable,
  customerId: string,
  storeId: number,
): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT o.id FROM orders o JOIN checkouts k ON k.id = o.checkout_id
     WHERE o.customer_id = $1 AND o.store_id = $2 AND k.source = 'cart'
       AND o.payment_mode = 'online_payment' AND o.payment_status = 'Created'
       AND (o.handed_off_at IS NOT NULL OR EXISTS (SELECT 1 FROM payment_attempts a WHERE a.order_id = o.id))
       AND EXISTS (SELECT 1 FROM order_items i JOIN cart_items l ON l.product_id = i.product_id
                   WHERE i.order_id = o.id AND l.customer_id = $1)
     ORDER BY o.id DESC LIMIT 1`,
    [customerId, storeId],
  );
  return row?.id ?? null;
}

/** Names the order that replaced the superseded ones (their hand-off then says which to pay). */
export async function markSuperseded(tx: Queryable, orderIds: readonly number[], newOrderId: number) {
  if (orderIds.length === 0) return;
  await tx.query('UPDATE orders SET superseded_by = $2 WHERE id = ANY($1::int[])', [orderIds, newOrderId]);
}

/**
 * POST order-checkout's gate, before the form is built: the order is marked as handed to the
 * provider, only while its payment is still awaited (from then on it is never superseded). An
 * order a newer order of its cart superseded is a 409 naming that order; an order that is not
 * awaiting an online payment is left to the hand-off's own refusals.
 */
export async function claimHandOff(db: Queryable, customerId: string, orderId: number): Promise<void> {
  const [claimed] = await db.query<{ id: number }>(
    `UPDATE orders SET handed_off_at = coalesce(handed_off_at, now())
     WHERE id = $1 AND customer_id = $2 AND payment_mode = 'online_payment' AND payment_status = 'Created'
     RETURNING id`,
    [orderId, customerId],
  );
  if (claimed) return;
  const [gone] = await db.query<{ superseded_by: number }>(
    'SELECT superseded_by FROM orders WHERE id = $1 AND customer_id = $2 AND superseded_by IS NOT NULL',
    [orderId, customerId],
  );
  if (gone) throw conflict(orderSuperseded(gone.superseded_by));
}
