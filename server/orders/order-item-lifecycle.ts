// Each order item's lifecycle, stored (migration 035) and moved with the shared machine
// (machines/orders/orderItem.machine.ts): the server restores an item's snapshot from its row, asks the
// machine whether the event is accepted (a refusal is the caller's 409), and stores the next
// snapshot, its statuses, a line of the tracking timeline and the state of the customer's request.
// An online payment is decided outside the item (the payments sandbox writes the order): an item
// still awaiting it takes the order's outcome when it is next read.
import type { OrderStatus, PaymentMode, PaymentStatus, RequestStatus } from '../../contracts/checkout.ts';
import type {
  ItemRequestKind,
  OrderItemContext,
  OrderItemInput,
  OrderItemStatus,
  RefundStatus,
} from '../../contracts/orderItems.ts';
import {
  type ItemState,
  isItemState,
  itemStateOf,
  itemStatusesOf,
  newItem,
  nextItemSnapshot,
  type OrderItemSnapshot,
  restoreItem,
} from '../../machines/orders/orderItem.machine.ts';
import type { OrderItemEvent } from '../../machines/orders/orderItem.types.ts';
import { type BusinessRule, itemRulesOf } from '../../machines/orders/orderItemRules.ts';
import { MINOR_PER_MAJOR, toMajor } from '../catalogue/money.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';
import { lockOrderMoney, settleOrderMoney } from './order-money.ts';
import { releaseItemStock } from './orders.ts';

export const ORDER_ITEM_NOT_FOUND = 'Order item not found';

export interface ItemRecord {
  id: number;
  order_id: number;
  product_id: number;
  product_name: string;
  order_flow: OrderItemInput['flow'];
  lifecycle_state: string;
  payment_status: PaymentStatus | null;
  delivered_ms: number | null;
  business_rules: BusinessRule[];
  paid_minor: number;
  replaced: boolean;
  refund_status: RefundStatus | null;
  refund_minor: number | null;
  request_id: number | null;
  request_kind: ItemRequestKind | null;
  request_status: RequestStatus | null;
  order_payment_mode: PaymentMode | null;
  order_payment_status: PaymentStatus | null;
  currency: string;
}

const ITEM_SELECT = `SELECT i.id, i.order_id, i.product_id, i.product_name, i.order_flow, i.lifecycle_state,
    i.payment_status, (extract(epoch FROM i.delivered_at) * 1000)::float8 AS delivered_ms, i.business_rules,
    i.paid_minor, i.replaced, i.refund_status, i.refund_minor,
    r.id AS request_id, r.kind AS request_kind, r.request_status,
    o.payment_mode AS order_payment_mode, o.payment_status AS order_payment_status, o.currency
  FROM order_items i JOIN orders o ON o.id = i.order_id
  LEFT JOIN LATERAL (SELECT id, kind, request_status FROM order_item_requests
    WHERE order_item_id = i.id ORDER BY id DESC LIMIT 1) r ON true`;

/** The customer's item (locked for the transaction when asked), or a 404. */
export async function requireCustomerItem(
  db: Queryable,
  customerId: string,
  itemId: number,
  lock = false,
): Promise<ItemRecord> {
  if (lock) {
    // The item's row, so that two requests on one item take turns (a replayed cancel sees the first).
    await db.query(
      `SELECT i.id FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE i.id = $1 AND o.customer_id = $2 FOR UPDATE OF i`,
      [itemId, customerId],
    );
  }
  const [row] = await db.query<ItemRecord>(`${ITEM_SELECT} WHERE i.id = $1 AND o.customer_id = $2`, [
    itemId,
    customerId,
  ]);
  if (!row) throw notFound(ORDER_ITEM_NOT_FOUND);
  return row;
}

/** Any item, by id (the seller's side: the seed, tests). */
export async function findItem(db: Queryable, itemId: number): Promise<ItemRecord | null> {
  const [row] = await db.query<ItemRecord>(`${ITEM_SELECT} WHERE i.id = $1`, [itemId]);
  return row ?? null;
}

/** The items of an order, in order. */
export async function orderItemRecords(db: Queryable, orderId: number): Promise<ItemRecord[]> {
  return db.query<ItemRecord>(`${ITEM_SELECT} WHERE i.order_id = $1 ORDER BY i.id`, [orderId]);
}

/** Cash on delivery is the item's own; an online payment is the order's. */
function paymentStatusOf(record: ItemRecord): PaymentStatus | null {
  return record.order_payment_mode === 'pay_on_delivery'
    ? record.payment_status
    : record.order_payment_status;
}

export function contextOf(record: ItemRecord): OrderItemContext {
  return {
    flow: record.order_flow,
    paymentMode: record.order_payment_mode,
    paymentStatus: paymentStatusOf(record),
    amountMinor: record.paid_minor,
    rules: itemRulesOf(record.business_rules, MINOR_PER_MAJOR),
    deliveredAt: record.delivered_ms === null ? null : Math.round(record.delivered_ms),
    request:
      record.request_kind === null || record.request_status === null
        ? null
        : { kind: record.request_kind, status: record.request_status },
    refund:
      record.refund_status === null
        ? null
        : { status: record.refund_status, amountMinor: record.refund_minor ?? 0 },
    replaced: record.replaced,
  };
}

export function snapshotOf(record: ItemRecord): OrderItemSnapshot {
  const state = record.lifecycle_state;
  if (!isItemState(state)) throw new Error(`Order item ${record.id} is in an unknown state ${state}`);
  return restoreItem(state as ItemState, contextOf(record));
}

/** The columns a new item starts with, and the snapshot they come from. */
export function newItemColumns(input: OrderItemInput) {
  const snapshot = newItem(input);
  const statuses = itemStatusesOf(snapshot);
  return {
    snapshot,
    lifecycleState: itemStateOf(snapshot),
    orderStatus: statuses.orderStatus,
    requestStatus: statuses.requestStatus,
    paymentStatus: statuses.paymentStatus,
  };
}

/** A line of the tracking timeline: the state the item is in after `event`. */
export async function recordItemEvent(
  tx: Queryable,
  itemId: number,
  snapshot: OrderItemSnapshot,
  event: string,
  at: number,
): Promise<void> {
  const statuses = itemStatusesOf(snapshot);
  await tx.query(
    `INSERT INTO order_item_events (order_item_id, event, lifecycle_state, order_status, request_status,
       payment_status, refund_status, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      itemId,
      event,
      itemStateOf(snapshot),
      statuses.orderStatus,
      statuses.requestStatus,
      statuses.paymentStatus,
      statuses.refundStatus,
      new Date(at).toISOString(),
    ],
  );
}

/** Stores the item's next snapshot, its timeline line, and its latest request's progress. */
async function store(
  tx: Queryable,
  record: ItemRecord,
  next: OrderItemSnapshot,
  event: OrderItemEvent,
): Promise<void> {
  const statuses = itemStatusesOf(next);
  const { context } = next;
  await tx.query(
    `UPDATE order_items SET lifecycle_state = $2, order_status = $3, request_status = $4, payment_status = $5,
       delivered_at = $6, replaced = $7, refund_status = $8, refund_minor = $9, updated_at = $10
     WHERE id = $1`,
    [
      record.id,
      itemStateOf(next),
      statuses.orderStatus,
      statuses.requestStatus,
      statuses.paymentStatus,
      context.deliveredAt === null ? null : new Date(context.deliveredAt).toISOString(),
      context.replaced,
      context.refund?.status ?? null,
      context.refund?.amountMinor ?? null,
      new Date(event.at).toISOString(),
    ],
  );
  if (
    context.request !== null &&
    record.request_id !== null &&
    context.request.kind === record.request_kind
  ) {
    await tx.query(
      `UPDATE order_item_requests SET request_status = $2, refund_status = $3, refund_minor = $4, updated_at = $5
       WHERE id = $1`,
      [
        record.request_id,
        context.request.status,
        context.refund?.status ?? null,
        context.refund?.amountMinor ?? null,
        new Date(event.at).toISOString(),
      ],
    );
  }
  if (ENDED_STATES.has(itemStateOf(next))) await cancelItemBookings(tx, record.id, event.at);
  // Cancelled or refused before it went out: its quantity is for sale again.
  if (GIVES_STOCK_BACK.has(itemStateOf(next))) await releaseItemStock(tx, record.id);
  await recordItemEvent(tx, record.id, next, event.type, event.at);
  await rollUpOrder(tx, record.order_id, event.at);
  await settleOrderMoney(tx, record.order_id, event.at);
}

/** States of an item that never went out (a failed payment gives the order's stock back itself). */
const GIVES_STOCK_BACK: ReadonlySet<string> = new Set(['cancelled', 'rejected']);

/** States in which an item keeps none of its sessions: cancelled or refused. */
const ENDED_STATES: ReadonlySet<string> = new Set([
  'cancelled',
  'rejected',
  'paymentFailed',
  'request.cancelled',
  'request.rejected',
]);

/**
 * A cancelled (or refused) service item frees the sessions it still has to come, in the same
 * transaction as the cancellation; sessions that have begun stay as they were.
 */
async function cancelItemBookings(tx: Queryable, itemId: number, at: number): Promise<void> {
  const when = new Date(at).toISOString();
  await tx.query(
    `UPDATE order_item_bookings SET status = 'cancelled', cancelled_at = $2, updated_at = $2
     WHERE order_item_id = $1 AND status = 'booked' AND starts_at > $2`,
    [itemId, when],
  );
}

/**
 * Moves the item with the machine. Returns the next snapshot, or null when the item does not accept
 * the event (nothing is stored). `beforeStore` runs between the decision and the store (the
 * customer's request row is written there).
 */
export async function applyItemEvent(
  tx: Queryable,
  record: ItemRecord,
  event: OrderItemEvent,
  beforeStore?: (next: OrderItemSnapshot) => Promise<ItemRecord>,
): Promise<OrderItemSnapshot | null> {
  const next = nextItemSnapshot(snapshotOf(record), event);
  if (next === null) return null;
  const stored = beforeStore ? await beforeStore(next) : record;
  await store(tx, stored, next, event);
  return next;
}

/** An item still awaiting the order's online payment takes its outcome; the record as it is now. */
export async function syncPayment(tx: Queryable, record: ItemRecord, now: number): Promise<ItemRecord> {
  if (record.lifecycle_state !== 'awaitingPayment') return record;
  const status = record.order_payment_status;
  const type =
    status === 'Placed' || status === 'Completed'
      ? 'PAYMENT_PLACED'
      : status === 'Failed'
        ? 'PAYMENT_FAILED'
        : null;
  if (type === null) return record;
  await applyItemEvent(tx, record, { type, at: now });
  return (await findItem(tx, record.id)) ?? record;
}

/** How far an item has come, for the order's status when its items differ. */
const PROGRESS: readonly OrderStatus[] = ['Received', 'InProgress', 'Fulfilled', 'Return', 'Refund'];

/**
 * The order's own status follows its items: the status they share, else that of the least advanced
 * item still live (Received < InProgress < Fulfilled < Return < Refund; cancelled and rejected items
 * do not hold it back), else Cancelled. A request follows its items' request status when they agree.
 * Cash on delivery: the order is paid once every live item's cash was collected.
 */
async function rollUpOrder(tx: Queryable, orderId: number, at: number): Promise<void> {
  // The order's lock before its items are read: two items of one order changing at once (a cancel
  // and the seller's dispatch) roll up one after the other, the second seeing the first's change.
  await lockOrderMoney(tx, orderId);
  const rows = await tx.query<{
    order_status: OrderStatus | null;
    request_status: RequestStatus | null;
    payment_status: PaymentStatus | null;
    order_flow: string;
  }>('SELECT order_status, request_status, payment_status, order_flow FROM order_items WHERE order_id = $1', [
    orderId,
  ]);
  const when = new Date(at).toISOString();
  const statuses = rows.flatMap((row) => (row.order_status === null ? [] : [row.order_status]));
  if (statuses.length > 0) {
    const live = statuses.filter((status) => PROGRESS.includes(status));
    const least = live.sort((x, y) => PROGRESS.indexOf(x) - PROGRESS.indexOf(y))[0];
    const status = statuses.every((one) => one === statuses[0]) ? statuses[0] : (least ?? 'Cancelled');
    await tx.query(
      `UPDATE orders SET order_status = $2, updated_at = $3
       WHERE id = $1 AND order_kind = 'order' AND order_status IS DISTINCT FROM $2`,
      [orderId, status, when],
    );
    const collected = rows.filter((row) => row.order_status !== null && PROGRESS.includes(row.order_status));
    if (collected.length > 0 && collected.every((row) => row.payment_status === 'Completed')) {
      await tx.query(
        `UPDATE orders SET payment_status = 'Completed', updated_at = $2
         WHERE id = $1 AND payment_mode = 'pay_on_delivery' AND payment_status = 'Created'`,
        [orderId, when],
      );
    }
  }
  const requests = rows.filter((row) => row.order_flow === 'request_based');
  const [first] = requests;
  if (
    first &&
    requests.length === rows.length &&
    requests.every((row) => row.request_status === first.request_status)
  ) {
    await tx.query(
      `UPDATE orders SET request_status = $2, updated_at = $3
       WHERE id = $1 AND order_kind = 'request' AND request_status IS DISTINCT FROM $2`,
      [orderId, first.request_status, when],
    );
  }
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** What an item shows: its statuses, refund and delivery. */
export function itemStatusView(
  record: ItemRecord,
  snapshot: OrderItemSnapshot = snapshotOf(record),
): OrderItemStatus {
  const statuses = itemStatusesOf(snapshot);
  const { refund, deliveredAt } = snapshot.context;
  return {
    order_item_id: record.id,
    order_id: record.order_id,
    order_status: statuses.orderStatus,
    request_status: statuses.requestStatus,
    payment_status: statuses.paymentStatus,
    refund_status: statuses.refundStatus,
    refund_amount: refund === null ? null : toMajor(refund.amountMinor),
    delivered_at: iso(deliveredAt),
    currency: record.currency,
  };
}

export { iso as isoTime };

/**
 * The seller's, courier's or provider's side (the seed, tests, a future merchant API): moves any
 * item with the machine; throws when the machine refuses.
 */
export async function advanceItem(tx: Queryable, itemId: number, event: OrderItemEvent): Promise<void> {
  const found = await findItem(tx, itemId);
  if (!found) throw new Error(`Order item ${itemId} not found`);
  const record = await syncPayment(tx, found, event.at);
  const next = await applyItemEvent(tx, record, event);
  if (next === null)
    throw new Error(`Order item ${itemId} refuses ${event.type} in ${record.lifecycle_state}`);
}

/** The item takes its order's online payment outcome (see syncPayment), at `at`. */
export async function syncItemPayment(tx: Queryable, itemId: number, at: number): Promise<void> {
  const found = await findItem(tx, itemId);
  if (found) await syncPayment(tx, found, at);
}

/**
 * The order's items take the online payment's outcome now (the payments sandbox and the expiry of
 * unpaid orders call it where they decide): `at` defaults to the database's clock, the one those
 * decisions are dated with.
 */
export async function syncOrderPayment(tx: Queryable, orderId: number, at?: number): Promise<void> {
  let when = at;
  if (when === undefined) {
    const [row] = await tx.query<{ ms: number }>('SELECT (extract(epoch FROM now()) * 1000)::float8 AS ms');
    when = Math.round(row?.ms ?? Date.now());
  }
  for (const record of await orderItemRecords(tx, orderId)) await syncPayment(tx, record, when);
}
