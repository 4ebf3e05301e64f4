// The seller's and courier's endpoints (contracts/fulfilment.ts): move any order item of the store
// through its fulfilment statuses with the shared order-item machine, so exactly the moves the
// machine allows are taken (others answer 409). Opened by the store-side secret
// (config.fulfilmentSecret), compared in constant time; not a customer's token.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import {
  FULFILMENT_EVENTS,
  FULFILMENT_SECRET_HEADER,
  type FulfilmentEventType,
  type FulfilmentItem,
} from '../../contracts/fulfilment.ts';
import { itemStateOf, itemStatusesOf, type OrderItemSnapshot } from '../../machines/orderItem.machine.ts';
import type { Db, Queryable } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest, conflict, notFound, unauthorized } from '../http/http-error.ts';
import { limitJsonBody } from '../http/json-body.ts';
import { readJsonObject } from '../http/json-object.ts';
import { parsePathId } from '../http/path-id.ts';
import { msg } from '../i18n/server-message.ts';
import {
  applyItemEvent,
  findItem,
  type ItemRecord,
  ORDER_ITEM_NOT_FOUND,
  snapshotOf,
  syncPayment,
} from '../orders/order-item-lifecycle.ts';

export const FULFILMENT_UNAUTHORIZED = msg('The fulfilment endpoints need the store’s secret in {header}.', {
  header: FULFILMENT_SECRET_HEADER,
});
export const refusedEvent = (event: string, state: string) =>
  msg('The order item does not accept {event} now (it is {state}).', { event, state });

const digest = (value: string) => createHash('sha256').update(value).digest();

function view(record: ItemRecord, snapshot: OrderItemSnapshot, now: number): FulfilmentItem {
  const statuses = itemStatusesOf(snapshot);
  return {
    order_item_id: record.id,
    order_id: record.order_id,
    state: itemStateOf(snapshot),
    order_status: statuses.orderStatus,
    request_status: statuses.requestStatus,
    payment_status: statuses.paymentStatus,
    refund_status: statuses.refundStatus,
    accepts: FULFILMENT_EVENTS.filter((type) => snapshot.can({ type, at: now })),
  };
}

function isFulfilmentEvent(value: unknown): value is FulfilmentEventType {
  return typeof value === 'string' && (FULFILMENT_EVENTS as readonly string[]).includes(value);
}

async function lockedItem(tx: Queryable, itemId: number, now: number): Promise<ItemRecord> {
  await tx.query('SELECT id FROM order_items WHERE id = $1 FOR UPDATE', [itemId]);
  const found = await findItem(tx, itemId);
  if (!found) throw notFound(ORDER_ITEM_NOT_FOUND);
  return syncPayment(tx, found, now);
}

export function fulfilmentRoutes(db: Db, secret: string, now: () => number): Hono {
  const app = new Hono();
  const expected = digest(secret);

  app.use('*', async (c, next) => {
    const given = c.req.header(FULFILMENT_SECRET_HEADER);
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      throw unauthorized(FULFILMENT_UNAUTHORIZED);
    }
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/order-items/:itemId', async (c) => {
    const itemId = parsePathId(c.req.param('itemId'), 'orderItemId');
    const at = now();
    const body = await db.transaction(async (tx) => {
      const record = await lockedItem(tx, itemId, at);
      return view(record, snapshotOf(record), at);
    });
    return sendOk(c, body);
  });

  app.post('/order-items/:itemId/events', limitJsonBody(), async (c) => {
    const itemId = parsePathId(c.req.param('itemId'), 'orderItemId');
    const request = await readJsonObject(c);
    const type = request.event;
    if (type === undefined || type === null) throw badRequest('“{field}” is required.', { field: 'event' });
    if (!isFulfilmentEvent(type))
      throw badRequest('“{field}” must be one of {values}.', {
        field: 'event',
        values: FULFILMENT_EVENTS.join(', '),
      });
    const at = now();
    const body = await db.transaction(async (tx) => {
      const record = await lockedItem(tx, itemId, at);
      const next = await applyItemEvent(tx, record, { type, at });
      if (next === null) throw conflict(refusedEvent(type, record.lifecycle_state));
      const stored = await findItem(tx, itemId);
      if (!stored) throw notFound(ORDER_ITEM_NOT_FOUND);
      return view(stored, next, at);
    });
    return sendOk(c, body, `${type} recorded`);
  });

  return app;
}
