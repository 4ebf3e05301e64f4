// An order's money as the store owner's accountant reads it (docs/decisions/0050-order-money-and-
// credit-notes.md). The amount as ordered never changes; every cancelled, returned or refused item is
// credited once by a numbered credit note ("ORD-000042-CN1"), and the delivery charge too when no
// item of the order is left to deliver. What the order costs now (total_minor), what the customer has
// paid, what is owed back to them and what they still owe are stored on the order and written only
// here, under the order's row lock, in the transaction that changed the item: every reader (the
// history, the details, the invoice, Ask AI) reads the stored columns and follows.
import type { PaymentMode, PaymentStatus } from '../../contracts/checkout.ts';
import type { Queryable } from '../db/db.ts';
import { orderNumber } from './orders.ts';

export type AdjustmentKind = 'cancel' | 'return' | 'reject' | 'delivery';

/** Item states whose price no longer stands: the item is credited, by kind. */
const CREDITED_STATES: Readonly<Record<string, Exclude<AdjustmentKind, 'delivery'>>> = {
  cancelled: 'cancel',
  returned: 'return',
  rejected: 'reject',
};

/** Item states that no longer stand in the order (credited, or never paid for): not listed as bought. */
export const ITEM_STATES_NOT_STANDING: readonly string[] = [...Object.keys(CREDITED_STATES), 'paymentFailed'];

/** States of an item that never went out: when every item is in one, the delivery is credited too. */
const NEVER_DELIVERED = new Set(['cancelled', 'rejected', 'paymentFailed']);

/** The reason a credit note gives when the customer gave none (the seller refused the item). */
export const REFUSED_BY_SELLER = 'Refused by the seller';
export const NOTHING_TO_DELIVER = 'Nothing left to deliver';

/** "ORD-000042-CN1": the order's number, then the credit note's place among the order's. */
export function creditNoteNumber(orderId: number, seq: number): string {
  return `${orderNumber(orderId)}-CN${seq}`;
}

interface OrderMoneyRow {
  id: number;
  order_kind: 'order' | 'request';
  payment_mode: PaymentMode | null;
  payment_status: PaymentStatus | null;
  ordered_total_minor: number;
  delivery_charge_minor: number;
}

interface ItemMoneyRow {
  id: number;
  lifecycle_state: string;
  paid_minor: number;
  payment_status: PaymentStatus | null;
  refund_minor: number | null;
  delivered: boolean;
  reason: string | null;
  charge_minor: number | null;
  credited: boolean;
}

/** The order's row lock: changes to the money of one order take turns. */
export async function lockOrderMoney(tx: Queryable, orderId: number): Promise<OrderMoneyRow | null> {
  const [order] = await tx.query<OrderMoneyRow>(
    `SELECT id, order_kind, payment_mode, payment_status, ordered_total_minor, delivery_charge_minor
     FROM orders WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
  return order ?? null;
}

/**
 * Brings the order's money up to date with its items, at `at`: a credit note for each item newly
 * cancelled, returned or refused (and for the delivery charge once nothing is left to deliver), then
 * the stored total, received, owed back and due, and the order's updated_at (`at`, never earlier than
 * it was). Idempotent: a second call at the same time changes nothing. Runs
 * under the order's row lock, which it takes (callers hold the item's lock first, as every change of
 * an item does, so item then order is the one order locks are taken in).
 */
export async function settleOrderMoney(tx: Queryable, orderId: number, at: number): Promise<void> {
  const order = await lockOrderMoney(tx, orderId);
  if (order?.order_kind !== 'order') return;
  // Read after the lock: another transaction's change to another item of this order is committed.
  const items = await tx.query<ItemMoneyRow>(
    `SELECT i.id, i.lifecycle_state, i.paid_minor, i.payment_status, i.refund_minor,
       i.delivered_at IS NOT NULL AS delivered, r.reason, r.cancellation_charge_minor AS charge_minor,
       EXISTS (SELECT 1 FROM order_adjustments a WHERE a.order_item_id = i.id) AS credited
     FROM order_items i
     LEFT JOIN LATERAL (SELECT reason, cancellation_charge_minor FROM order_item_requests
       WHERE order_item_id = i.id AND kind IN ('cancel', 'return') ORDER BY id DESC LIMIT 1) r ON true
     WHERE i.order_id = $1 ORDER BY i.id`,
    [orderId],
  );
  const [last] = await tx.query<{ seq: number; delivery: boolean }>(
    `SELECT COALESCE(max(seq), 0)::int AS seq, bool_or(kind = 'delivery') IS TRUE AS delivery
     FROM order_adjustments WHERE order_id = $1`,
    [orderId],
  );
  // An online payment still awaited is for the amount handed to the provider, which settles only
  // that amount: the credit notes of what was cancelled meanwhile are issued once it is paid (then
  // owed back from it), and none are needed should it fail.
  const awaitingOnline = order.payment_mode === 'online_payment' && order.payment_status === 'Created';
  // An online payment that failed (declined, expired, or the order cancelled before it was paid)
  // paid nothing: the order is void, nothing was invoiced, so nothing is credited.
  const voided = awaitingOnline || order.payment_status === 'Failed';
  let seq = last?.seq ?? 0;
  const when = new Date(at).toISOString();
  const note = async (
    itemId: number | null,
    kind: AdjustmentKind,
    reason: string,
    credit: number,
    charge: number,
    refund: number,
  ) => {
    seq += 1;
    await tx.query(
      `INSERT INTO order_adjustments (order_id, seq, note_number, order_item_id, kind, reason, credit_minor,
         charge_minor, refund_minor, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [orderId, seq, creditNoteNumber(orderId, seq), itemId, kind, reason, credit, charge, refund, when],
    );
  };
  for (const item of items) {
    const kind = CREDITED_STATES[item.lifecycle_state];
    if (voided || kind === undefined || item.credited || item.paid_minor <= 0) continue;
    // A cancellation charge is kept back from what was paid; the rest of the price is credited.
    const charge = kind === 'cancel' ? Math.min(item.charge_minor ?? 0, item.paid_minor) : 0;
    const credit = item.paid_minor - charge;
    const refund = Math.min(item.refund_minor ?? 0, credit);
    const reason = (kind === 'reject' ? null : item.reason) ?? REFUSED_BY_SELLER;
    if (credit > 0 || charge > 0) await note(item.id, kind, reason, credit, charge, refund);
  }
  const nothingGoesOut =
    items.length > 0 && items.every((item) => NEVER_DELIVERED.has(item.lifecycle_state) && !item.delivered);
  const paidOnline = isPaidOnline(order);
  if (nothingGoesOut && !voided && !last?.delivery && order.delivery_charge_minor > 0) {
    const delivery = order.delivery_charge_minor;
    await note(null, 'delivery', NOTHING_TO_DELIVER, delivery, 0, paidOnline ? delivery : 0);
  }

  const [sums] = await tx.query<{ credit: number }>(
    'SELECT COALESCE(sum(credit_minor), 0)::int AS credit FROM order_adjustments WHERE order_id = $1',
    [orderId],
  );
  const credited = Math.min(sums?.credit ?? 0, order.ordered_total_minor);
  const total = order.ordered_total_minor - credited;
  const received = receivedMinor(order, items);
  // What was paid beyond what the order costs now is owed back; what it costs beyond what was paid
  // is still due (nothing is due on an order whose payment failed, or that costs nothing).
  const refunded = Math.max(0, received - total);
  const due =
    order.payment_mode === null || order.payment_status === 'Failed' ? 0 : Math.max(0, total - received);
  // The order was last updated when its item changed (this transaction, at `at`), whether or not its
  // status or money moved: the order's page shows it as "Last updated". Never moved back.
  await tx.query(
    `UPDATE orders SET total_minor = $2, credited_minor = $3, received_minor = $4, refund_minor = $5,
       amount_due_minor = $6, updated_at = GREATEST(updated_at, $7::timestamptz)
     WHERE id = $1 AND ((total_minor, credited_minor, received_minor, refund_minor, amount_due_minor)
       IS DISTINCT FROM ($2, $3, $4, $5, $6) OR updated_at < $7::timestamptz)`,
    [orderId, total, credited, received, refunded, due, when],
  );
}

function isPaidOnline(order: OrderMoneyRow): boolean {
  return (
    order.payment_mode === 'online_payment' &&
    (order.payment_status === 'Placed' || order.payment_status === 'Completed')
  );
}

/**
 * What the customer has paid: an online payment is the whole order as ordered, once placed (a later
 * credit is owed back from it); cash is collected item by item on delivery, the delivery charge with
 * the first item collected.
 */
function receivedMinor(order: OrderMoneyRow, items: ItemMoneyRow[]): number {
  if (order.payment_mode === 'online_payment') return isPaidOnline(order) ? order.ordered_total_minor : 0;
  if (order.payment_mode !== 'pay_on_delivery') return 0;
  const collected = items
    .filter((item) => item.payment_status === 'Completed')
    .reduce((sum, item) => sum + item.paid_minor, 0);
  return collected > 0 ? collected + order.delivery_charge_minor : 0;
}
