// cfs bookings (contracts/bookings.ts): an order item's sessions, the free times a session can move
// to, rescheduling and cancelling. The customer guard is cfs-aftercare.ts's.
import { Hono } from 'hono';
import { type BookingList, FREE_SLOT_DAYS, type FreeSlotList } from '../../contracts/bookings.ts';
import type { CustomerEnv } from '../auth/bearer.ts';
import { cancelBooking, listBookings, listFreeSlots, reschedule } from '../bookings/bookings.ts';
import { requireId } from '../checkout/checkout-request.ts';
import type { Db } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest } from '../http/http-error.ts';
import { readJsonObject } from '../http/json-object.ts';
import { parsePathId } from '../http/path-id.ts';
import { optionalIntegerInRange, QueryParams } from '../http/query.ts';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function cfsBookingRoutes(db: Db, now: () => number): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  const ids = (c: { req: { param: (name: string) => string | undefined } }) => ({
    itemId: parsePathId(c.req.param('itemId'), 'orderItemId'),
    bookingId: parsePathId(c.req.param('bookingId'), 'bookingId'),
  });

  app.get('/order-items/:itemId/bookings', async (c) => {
    const itemId = parsePathId(c.req.param('itemId'), 'orderItemId');
    const body: BookingList = await listBookings(db, c.var.customer.id, itemId, new Date(now()));
    return sendOk(c, body);
  });

  app.get('/order-items/:itemId/bookings/:bookingId/free-slots', async (c) => {
    const { itemId, bookingId } = ids(c);
    const params = QueryParams.of(c);
    const from = parseDate(params.get('from'));
    const days = optionalIntegerInRange(params, 'days', {
      min: 1,
      max: FREE_SLOT_DAYS,
      fallback: FREE_SLOT_DAYS,
    });
    const body: FreeSlotList = await listFreeSlots(
      db,
      c.var.customer.id,
      itemId,
      bookingId,
      { from, days },
      new Date(now()),
    );
    return sendOk(c, body);
  });

  app.put('/order-items/:itemId/bookings/:bookingId', async (c) => {
    const { itemId, bookingId } = ids(c);
    const body = await readJsonObject(c);
    const target = { slotId: requireId(body, 'slot_id'), startsAt: parseInstant(body.starts_at) };
    const customerId = c.var.customer.id;
    const result = await db.transaction((tx) =>
      reschedule(tx, customerId, itemId, bookingId, target, new Date(now())),
    );
    return sendOk(
      c,
      result.booking,
      result.changed ? 'Session rescheduled' : 'The session is already at that time',
    );
  });

  app.post('/order-items/:itemId/bookings/:bookingId/cancel', async (c) => {
    const { itemId, bookingId } = ids(c);
    const customerId = c.var.customer.id;
    const booking = await db.transaction((tx) =>
      cancelBooking(tx, customerId, itemId, bookingId, new Date(now())),
    );
    return sendOk(c, booking, 'Session cancelled');
  });

  return app;
}

function parseInstant(raw: unknown): Date {
  if (raw === undefined || raw === null || raw === '') throw badRequest('starts_at is required');
  const at = typeof raw === 'string' && ISO_INSTANT.test(raw) ? new Date(raw) : null;
  if (!at || Number.isNaN(at.getTime())) {
    throw badRequest('starts_at must be a date and time such as 2026-03-04T10:00:00.000Z');
  }
  return at;
}

/** YYYY-MM-DD, a real date, as the start of that day (UTC); null when absent. */
function parseDate(raw: string | undefined): Date | null {
  if (raw === undefined) return null;
  const at = ISO_DATE.test(raw) ? new Date(`${raw}T00:00:00.000Z`) : null;
  if (!at || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== raw) {
    throw badRequest('from must be a date such as 2026-03-04');
  }
  return at;
}
