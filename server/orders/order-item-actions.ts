// The customer's actions on an order item (contracts/orderItems.ts): cancel, return, replace. The
// shared machine decides (machines/orders/orderItem.machine.ts); a refusal is a 409 that says why (already
// done, too late, not allowed), so a replayed cancel is refused and never refunds twice. The item's
// row is locked for the transaction: two requests on one item take turns.
import {
  ITEM_REQUEST_KINDS,
  type ItemRequestKind,
  MAX_COMMENT_LENGTH,
  MAX_REASON_LENGTH,
  type OrderItemActions,
  type OrderItemRequestResult,
} from '../../contracts/orderItems.ts';
import {
  allowedActions,
  cancellationChargeMinor,
  customerEventOf,
  itemStateOf,
  type OrderItemSnapshot,
} from '../../machines/orders/orderItem.machine.ts';
import { toMajor } from '../catalogue/money.ts';
import { releaseCouponUseIfCancelledUnpaid } from '../checkout/coupon-uses.ts';
import { lockCustomerLists } from '../customers/customer-lock.ts';
import type { Queryable } from '../db/db.ts';
import { refuseControlCharacters } from '../http/control-characters.ts';
import { badRequest, conflict } from '../http/http-error.ts';
import { isJsonId } from '../http/json-object.ts';
import { fieldLabel } from '../i18n/field-labels.ts';
import { msg, type ServerMessage } from '../i18n/server-message.ts';
import {
  applyItemEvent,
  contextOf,
  findItem,
  type ItemRecord,
  isoTime,
  itemStatusView,
  requireCustomerItem,
  snapshotOf,
  syncPayment,
} from './order-item-lifecycle.ts';

export interface ItemActionRequest {
  orderItemId: number;
  reason: string;
  comment: string | null;
}

/** Whitespace collapsed and trimmed (SPEC section 5), bounded, no control characters. */
function text(value: unknown, name: string, max: number, required: boolean): string | null {
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest('“{field}” is required.', { field: fieldLabel(name) });
    return null;
  }
  if (typeof value !== 'string') throw badRequest('“{field}” must be text.', { field: fieldLabel(name) });
  if (value.length > max * 4)
    throw badRequest('“{field}” can be at most {max} characters.', { field: fieldLabel(name), max });
  const collapsed = refuseControlCharacters(value.replace(/[ \t\r\n]+/g, ' '), name).trim();
  if (collapsed === '') {
    if (required) throw badRequest('“{field}” is required.', { field: fieldLabel(name) });
    return null;
  }
  if ([...collapsed].length > max)
    throw badRequest('“{field}” can be at most {max} characters.', { field: fieldLabel(name), max });
  return collapsed;
}

export function parseItemActionRequest(body: Record<string, unknown>): ItemActionRequest {
  const id = body.order_item_id;
  if (id === undefined || id === null) throw badRequest('order_item_id is required');
  if (!isJsonId(id)) throw badRequest('order_item_id must be a positive integer');
  const reason = text(body.reason, 'reason', MAX_REASON_LENGTH, true);
  if (reason === null) throw badRequest('Please give a reason.');
  return { orderItemId: id, reason, comment: text(body.comment, 'comment', MAX_COMMENT_LENGTH, false) };
}

export function isItemRequestKind(value: string): value is ItemRequestKind {
  return (ITEM_REQUEST_KINDS as readonly string[]).includes(value);
}

/** Why an item of an order whose online payment is awaited is not cancelled on its own. */
export const ORDER_AWAITS_PAYMENT = msg(
  'This order waits for its payment: pay for it or cancel the whole order.',
);

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Why the item refuses the action now: the 409's response_message. */
export function refusalOf(kind: ItemRequestKind, snapshot: OrderItemSnapshot, now: number): ServerMessage {
  const state = itemStateOf(snapshot);
  const { context } = snapshot;
  const { rules, request } = context;
  if (state === 'cancelled' || state === 'request.cancelled') return msg('This item is already cancelled.');
  // The provider holds a session for the whole order: its items are not cancelled one by one.
  if (state === 'awaitingPayment' && kind === 'cancel') return ORDER_AWAITS_PAYMENT;
  if (state === 'paymentFailed') return msg('The payment for this item failed; there is nothing to change.');
  if (state === 'rejected' || state === 'request.rejected')
    return msg('This item was rejected by the seller.');
  if (request !== null && (request.status === 'open' || request.status === 'pending')) {
    if (request.kind === 'cancel') return msg('A cancellation is already under way for this item.');
    return request.kind === 'return'
      ? msg('A return is already under way for this item.')
      : msg('A replacement is already under way for this item.');
  }
  if (state === 'returned' || state === 'request.returned') return msg('This item was returned.');
  const delivered = context.deliveredAt !== null;
  switch (kind) {
    case 'cancel': {
      if (!delivered) {
        if (!rules.cancellationAllowed) return msg('This item cannot be cancelled.');
        return msg('This item has been dispatched and can no longer be cancelled.');
      }
      const last = allowedActions(snapshot, now).refundCancellationDeadline;
      if (last === null) return msg('This item has been delivered and can no longer be cancelled.');
      return msg('The cancellation window for this item closed on {date}.', { date: day(last) });
    }
    case 'return': {
      if (!rules.returnAllowed) return msg('This item cannot be returned.');
      if (!delivered) return msg('This item can be returned once it is delivered.');
      const last = allowedActions(snapshot, now).returnDeadline;
      return last === null
        ? msg('This item cannot be returned.')
        : msg('The return window for this item closed on {date}.', { date: day(last) });
    }
    case 'replace': {
      if (!rules.replacementAllowed) return msg('This item cannot be replaced.');
      if (context.replaced) return msg('This item was replaced already.');
      if (!delivered) return msg('This item can be replaced once it is delivered.');
      const last = allowedActions(snapshot, now).replacementDeadline;
      return last === null
        ? msg('This item cannot be replaced.')
        : msg('The replacement window for this item closed on {date}.', { date: day(last) });
    }
  }
}

/** GET order-item/{id}/actions. */
export async function itemActions(
  tx: Queryable,
  customerId: string,
  itemId: number,
  now: number,
): Promise<OrderItemActions> {
  const record = await syncPayment(tx, await requireCustomerItem(tx, customerId, itemId), now);
  return actionsView(record, now);
}

export function actionsView(record: ItemRecord, now: number): OrderItemActions {
  const snapshot = snapshotOf(record);
  const actions = allowedActions(snapshot, now);
  return {
    ...itemStatusView(record, snapshot),
    can_cancel: actions.cancel,
    can_return: actions.return,
    can_replace: actions.replace,
    cancellation_charge: toMajor(actions.cancellationChargeMinor),
    cancellation_refund: toMajor(actions.cancellationRefundMinor),
    return_deadline: isoTime(actions.returnDeadline),
    replacement_deadline: isoTime(actions.replacementDeadline),
    refund_cancellation_deadline: isoTime(actions.refundCancellationDeadline),
    business_rules: record.business_rules.map(({ label, value }) => ({ label, value })),
    server_time: new Date(now).toISOString(),
    lifecycle: { state: itemStateOf(snapshot), context: contextOf(record) },
  };
}

/** POST order-item/cancel|return|replace. */
export async function requestItemAction(
  tx: Queryable,
  customerId: string,
  kind: ItemRequestKind,
  request: ItemActionRequest,
  now: number,
): Promise<OrderItemRequestResult> {
  // The customer's lock first, as placing an order and settling its payment take it: a cancel and a
  // payment answer arriving together then take turns instead of locking the item and the order in
  // opposite orders (a deadlock on PostgreSQL).
  await lockCustomerLists(tx, customerId);
  const locked = await requireCustomerItem(tx, customerId, request.orderItemId, true);
  const record = await syncPayment(tx, locked, now);
  const snapshot = snapshotOf(record);
  const charge = kind === 'cancel' ? cancellationChargeMinor(snapshot.context) : 0;
  let requestId = 0;
  const next = await applyItemEvent(tx, record, customerEventOf(kind, now), async (after) => {
    const { context } = after;
    const at = new Date(now).toISOString();
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO order_item_requests (order_item_id, kind, reason, comment, request_status,
         cancellation_charge_minor, refund_status, refund_minor, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
      [
        record.id,
        kind,
        request.reason,
        request.comment,
        context.request?.status ?? 'Fulfilled',
        charge,
        context.refund?.status ?? null,
        context.refund?.amountMinor ?? null,
        at,
      ],
    );
    if (!row) throw new Error('The request was not recorded');
    requestId = row.id;
    const reread = await findItem(tx, record.id);
    if (!reread) throw new Error(`Order item ${record.id} vanished`);
    return reread;
  });
  if (next === null) throw conflict(refusalOf(kind, snapshot, now));
  // The last item of an unpaid (pay on delivery) order cancelled: its coupon's use is given back.
  // An online order awaiting its payment never gets here: its items wait for the payment, or are
  // cancelled with the whole order (cancel-order.ts).
  if (kind === 'cancel') await releaseCouponUseIfCancelledUnpaid(tx, record.order_id);
  const stored = await findItem(tx, record.id);
  if (!stored) throw new Error(`Order item ${record.id} vanished`);
  return {
    ...itemStatusView(stored),
    request_id: requestId,
    kind,
    reason: request.reason,
    comment: request.comment,
    cancellation_charge: toMajor(charge),
    requested_at: new Date(now).toISOString(),
  };
}
