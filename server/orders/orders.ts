// Orders as the API answers them (OrderPlacement), read by id within the customer, and what the
// payment's outcome does to them: an approved payment places the order (its cart lines go), a
// declined one fails it (its stock comes back, the cart stays).
import type {
  OrderKind,
  OrderPlacement,
  OrderStatus,
  PaymentMode,
  PaymentProvider,
  PaymentStatus,
  RequestStatus,
} from '../../contracts/checkout.ts';
import { toMajor } from '../catalogue/money.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';
import { catalogChanged } from '../page/first-screen-cache.ts';

export const ORDER_NOT_FOUND = 'Order not found';

export interface OrderRow {
  id: number;
  store_id: number;
  customer_id: string;
  checkout_id: string;
  order_kind: OrderKind;
  order_status: OrderStatus | null;
  request_status: RequestStatus | null;
  payment_status: PaymentStatus | null;
  payment_mode: PaymentMode | null;
  payment_type_id: number | null;
  provider: PaymentProvider | null;
  currency: string;
  /** What the order costs now: ordered_total_minor less its credit notes (order-money.ts). */
  total_minor: number;
  /** What it cost as ordered: the amount an online payment is handed off and settled for. */
  ordered_total_minor: number;
  /** What the customer still owes. */
  amount_due_minor: number;
  stock_reserved: boolean;
}

const ORDER_COLUMNS = `o.id, o.store_id, o.customer_id, o.checkout_id, o.order_kind, o.order_status,
  o.request_status, o.payment_status, o.payment_mode, o.payment_type_id, o.provider, o.currency,
  o.total_minor, o.ordered_total_minor, o.amount_due_minor, o.stock_reserved`;

/** "ORD-000042": the number shown to the customer and the merchant reference at the provider. */
export function orderNumber(orderId: number): string {
  return `ORD-${String(orderId).padStart(6, '0')}`;
}

/** The order id of an order number, or null. */
export function parseOrderNumber(value: string): number | null {
  const match = /^ORD-(\d{6,10})$/.exec(value);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export async function findOrder(
  db: Queryable,
  where: { id: number; customerId?: string },
  lock = false,
): Promise<OrderRow | null> {
  const params: unknown[] = [where.id];
  if (where.customerId !== undefined) params.push(where.customerId);
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1
     ${where.customerId === undefined ? '' : 'AND o.customer_id = $2'} ${lock ? 'FOR UPDATE' : ''}`,
    params,
  );
  return row ?? null;
}

export async function requireCustomerOrder(
  db: Queryable,
  customerId: string,
  orderId: number,
  lock = false,
): Promise<OrderRow> {
  const order = await findOrder(db, { id: orderId, customerId }, lock);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export function toPlacement(order: OrderRow): OrderPlacement {
  const free = order.order_kind === 'order' && order.payment_mode === null;
  return {
    order_id: order.id,
    order_number: orderNumber(order.id),
    order_kind: order.order_kind,
    checkout_id: order.checkout_id,
    order_status: order.order_status,
    payment_status: order.payment_status,
    request_status: order.request_status,
    payment_mode: order.payment_mode,
    payment_provider: order.provider,
    is_free: free,
    total_amount: toMajor(order.total_minor),
    currency: order.currency,
    payment_required: order.payment_mode === 'online_payment' && order.payment_status === 'Created',
  };
}

/** Removes from the cart the products the order holds (a checkout from the cart only). */
export async function removeOrderedCartLines(tx: Queryable, order: OrderRow): Promise<void> {
  await tx.query(
    `DELETE FROM cart_items l USING checkouts k
     WHERE k.id = $2 AND k.source = 'cart' AND l.customer_id = $1
       AND l.product_id IN (SELECT i.product_id FROM order_items i WHERE i.order_id = $3)`,
    [order.customer_id, order.checkout_id, order.id],
  );
}

/** Gives back the stock the order holds, once. */
/**
 * A cancelled or refused item gives its quantity back, once: its `stock_counted` is cleared, so the
 * order's own release (a failed or expired payment) no longer counts it. Nothing when the order's
 * stock was already given back. Runs in the item's transaction, under the item's and order's locks.
 */
export async function releaseItemStock(tx: Queryable, itemId: number): Promise<void> {
  const [item] = await tx.query<{ product_id: number; quantity: number }>(
    `UPDATE order_items i SET stock_counted = false
     FROM orders o
     WHERE i.id = $1 AND i.stock_counted AND o.id = i.order_id AND o.stock_reserved
     RETURNING i.product_id, i.quantity`,
    [itemId],
  );
  if (!item) return;
  await tx.query('UPDATE products SET stock = stock + $2 WHERE id = $1 AND stock IS NOT NULL', [
    item.product_id,
    item.quantity,
  ]);
  await catalogChanged(tx);
}

export async function releaseStock(tx: Queryable, order: OrderRow): Promise<void> {
  const [released] = await tx.query(
    'UPDATE orders SET stock_reserved = false, updated_at = now() WHERE id = $1 AND stock_reserved RETURNING id',
    [order.id],
  );
  if (!released) return;
  const items = await tx.query<{ product_id: number; quantity: number }>(
    'SELECT product_id, quantity FROM order_items WHERE order_id = $1 AND stock_counted ORDER BY product_id',
    [order.id],
  );
  // One product at a time, in product order, as placements take them: no two can deadlock.
  for (const item of items) {
    await tx.query('UPDATE products SET stock = stock + $2 WHERE id = $1 AND stock IS NOT NULL', [
      item.product_id,
      item.quantity,
    ]);
  }
  await catalogChanged(tx);
}
