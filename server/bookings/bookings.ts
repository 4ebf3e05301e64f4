// The sessions of a service or training order item (contracts/bookings.ts): made when first asked
// for (the first free occurrences of the chosen slot at least BOOKING_NOTICE_HOURS after the
// order), rescheduled to a free occurrence of a slot of the same product, or cancelled, within the
// rules. Every change locks the item, then the slot whose seats it counts, in that order.
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_NOTICE_HOURS,
  type Booking,
  type BookingList,
  type FreeSlot,
  type FreeSlotList,
  MAX_RESCHEDULES,
} from '../../contracts/bookings.ts';
import { hasSessions } from '../../machines/orders/itemAftercare.ts';
import { slotLabel } from '../cart/slot-label.ts';
import type { Db, Queryable } from '../db/db.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { inRequestLanguage } from '../i18n/in-request-language.ts';
import { msg, type ServerMessage } from '../i18n/server-message.ts';
import { type CustomerItem, requireCustomerItem } from '../orders/customer-item.ts';
import { isItemLive } from '../orders/item-delivery.ts';
import { isOccurrence, occurrencesBetween, type SlotPattern } from './slot-occurrences.ts';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const ORDER_NOT_LIVE = msg('This order is no longer active, so its sessions cannot be changed.');
export const ALREADY_CANCELLED = msg('This session is already cancelled.');
export const ALREADY_HELD = msg('This session has already taken place.');
export const TOO_LATE = msg('Sessions cannot be changed within {hours} hours of their start.', {
  hours: BOOKING_NOTICE_HOURS,
});
export const TOO_MANY_RESCHEDULES = msg(
  'This session has already been rescheduled {max} times, the most allowed.',
  {
    max: MAX_RESCHEDULES,
  },
);
export const TARGET_TOO_SOON = msg('Choose a time at least {hours} hours from now.', {
  hours: BOOKING_NOTICE_HOURS,
});
export const TARGET_TOO_FAR = msg('Choose a time within the next {days} days.', {
  days: BOOKING_HORIZON_DAYS,
});
export const SLOT_FULL = 'That time is fully booked; choose another.';
export const ITEM_HOLDS_TIME = 'Another session of this item is already at that time.';
export const NOT_A_TIME_OF_SLOT = 'This time is not one of the times of that slot.';
export const notASlotOf = (name: string, _slotId: number) =>
  msg('This time slot is not offered for {name}.', { name });

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How far ahead the first sessions are looked for. */
const FIRST_SESSIONS_SEARCH_DAYS = 366;

interface BookingRow {
  id: number;
  order_item_id: number;
  session_number: number;
  slot_id: number;
  starts_at: Date;
  ends_at: Date;
  status: 'booked' | 'cancelled';
  reschedule_count: number;
}

const BOOKING_COLUMNS =
  'b.id, b.order_item_id, b.session_number, b.slot_id, b.starts_at, b.ends_at, b.status, b.reschedule_count';

export async function listBookings(
  db: Db,
  customerId: string,
  itemId: number,
  now: Date,
): Promise<BookingList> {
  let item = await requireCustomerItem(db, customerId, itemId);
  if (isBookable(item) && !(await hasBookings(db, item.id))) {
    item = await db.transaction(async (tx) => {
      const locked = await requireCustomerItem(tx, customerId, itemId, true);
      await makeFirstSessions(tx, locked);
      return locked;
    });
  }
  const slots = await loadSlots(db, item.product_id);
  const rows = await db.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM order_item_bookings b WHERE b.order_item_id = $1 ORDER BY b.session_number`,
    [item.id],
  );
  return {
    order_item_id: item.id,
    order_id: item.order_id,
    product_id: item.product_id,
    product_name: item.product_name,
    manageable: isItemLive(item),
    sessions: rows.map((row) => toBooking(row, item, slots, now)),
    rules: {
      notice_hours: BOOKING_NOTICE_HOURS,
      horizon_days: BOOKING_HORIZON_DAYS,
      max_reschedules: MAX_RESCHEDULES,
    },
  };
}

export async function listFreeSlots(
  db: Queryable,
  customerId: string,
  itemId: number,
  bookingId: number,
  window: { from: Date | null; days: number },
  now: Date,
): Promise<FreeSlotList> {
  const item = await requireCustomerItem(db, customerId, itemId);
  const booking = await requireBooking(db, item.id, bookingId);
  checkChangeable(item, booking, now);
  const slots = await loadSlots(db, item.product_id);
  const from = window.from ?? startOfDay(now);
  const earliest = new Date(Math.max(from.getTime(), now.getTime() + BOOKING_NOTICE_HOURS * HOUR_MS + 1));
  const latest = new Date(Math.min(from.getTime() + window.days * DAY_MS, horizonOf(now).getTime()));
  const candidates = slots.flatMap((slot) => occurrencesBetween(slot, earliest, latest));
  const taken = await seatsTaken(db, slots, earliest, latest);
  const held = await heldByItem(db, item.id);
  const free: FreeSlot[] = [];
  for (const occurrence of candidates) {
    const slot = slots.find((s) => s.id === occurrence.slotId);
    if (!slot) continue;
    const key = occurrenceKey(occurrence.slotId, occurrence.startsAt);
    const seatsLeft = slot.capacity - (taken.get(key) ?? 0);
    if (seatsLeft <= 0 || held.has(key)) continue;
    free.push({
      slot_id: slot.id,
      slot_label: labelOf(slot),
      starts_at: occurrence.startsAt.toISOString(),
      ends_at: occurrence.endsAt.toISOString(),
      duration: slot.duration,
      seats_left: seatsLeft,
    });
  }
  free.sort((x, y) => x.starts_at.localeCompare(y.starts_at) || x.slot_id - y.slot_id);
  return { booking_id: booking.id, from: from.toISOString().slice(0, 10), days: window.days, slots: free };
}

export async function reschedule(
  tx: Queryable,
  customerId: string,
  itemId: number,
  bookingId: number,
  target: { slotId: number; startsAt: Date },
  now: Date,
): Promise<{ booking: Booking; changed: boolean }> {
  const item = await requireCustomerItem(tx, customerId, itemId, true);
  const booking = await requireBooking(tx, item.id, bookingId);
  const slots = await loadSlots(tx, item.product_id);
  const slot = slots.find((s) => s.id === target.slotId);
  if (!slot) throw badRequest(notASlotOf(item.product_name, target.slotId));
  if (!isOccurrence(slot, target.startsAt)) throw badRequest(NOT_A_TIME_OF_SLOT);
  // A replay of the change already made answers the session as it is.
  if (
    booking.status === 'booked' &&
    booking.slot_id === slot.id &&
    booking.starts_at.getTime() === target.startsAt.getTime()
  ) {
    return { booking: toBooking(booking, item, slots, now), changed: false };
  }
  checkChangeable(item, booking, now);
  if (booking.reschedule_count >= MAX_RESCHEDULES) throw conflict(TOO_MANY_RESCHEDULES);
  if (target.startsAt.getTime() <= now.getTime() + BOOKING_NOTICE_HOURS * HOUR_MS)
    throw conflict(TARGET_TOO_SOON);
  if (target.startsAt.getTime() >= horizonOf(now).getTime()) throw conflict(TARGET_TOO_FAR);
  if ((await heldByItem(tx, item.id)).has(occurrenceKey(slot.id, target.startsAt))) {
    throw conflict(ITEM_HOLDS_TIME);
  }
  await lockSlot(tx, slot.id);
  if ((await seatsAt(tx, slot.id, target.startsAt)) >= slot.capacity) throw conflict(SLOT_FULL);
  const [updated] = await tx.query<BookingRow>(
    `UPDATE order_item_bookings b SET slot_id = $2, starts_at = $3, ends_at = $4,
       reschedule_count = reschedule_count + 1, updated_at = $5
     WHERE b.id = $1 RETURNING ${BOOKING_COLUMNS}`,
    [booking.id, slot.id, target.startsAt, new Date(target.startsAt.getTime() + slot.duration * 60_000), now],
  );
  if (!updated) throw new Error(`Booking ${booking.id} vanished`);
  return { booking: toBooking(updated, item, slots, now), changed: true };
}

export async function cancelBooking(
  tx: Queryable,
  customerId: string,
  itemId: number,
  bookingId: number,
  now: Date,
): Promise<Booking> {
  const item = await requireCustomerItem(tx, customerId, itemId, true);
  const booking = await requireBooking(tx, item.id, bookingId);
  checkChangeable(item, booking, now);
  const [updated] = await tx.query<BookingRow>(
    `UPDATE order_item_bookings b SET status = 'cancelled', cancelled_at = $2, updated_at = $2
     WHERE b.id = $1 RETURNING ${BOOKING_COLUMNS}`,
    [booking.id, now],
  );
  if (!updated) throw new Error(`Booking ${booking.id} vanished`);
  return toBooking(updated, item, await loadSlots(tx, item.product_id), now);
}

function isBookable(item: CustomerItem): boolean {
  return hasSessions(item.product_type) && item.slot_id !== null && isItemLive(item);
}

/** Why the session cannot be changed now, or null. */
function lockedReason(item: CustomerItem, booking: BookingRow, now: Date): ServerMessage | null {
  if (!isItemLive(item)) return ORDER_NOT_LIVE;
  if (booking.status === 'cancelled') return ALREADY_CANCELLED;
  if (new Date(booking.ends_at).getTime() <= now.getTime()) return ALREADY_HELD;
  if (new Date(booking.starts_at).getTime() <= now.getTime() + BOOKING_NOTICE_HOURS * HOUR_MS)
    return TOO_LATE;
  return null;
}

function checkChangeable(item: CustomerItem, booking: BookingRow, now: Date): void {
  const reason = lockedReason(item, booking, now);
  if (reason !== null) throw conflict(reason);
}

function toBooking(row: BookingRow, item: CustomerItem, slots: SlotPattern[], now: Date): Booking {
  const startsAt = new Date(row.starts_at);
  const endsAt = new Date(row.ends_at);
  const slot = slots.find((s) => s.id === row.slot_id);
  const reason = lockedReason(item, row, now);
  const status =
    row.status === 'cancelled' ? 'cancelled' : endsAt.getTime() <= now.getTime() ? 'completed' : 'booked';
  return {
    booking_id: row.id,
    order_item_id: row.order_item_id,
    session_number: row.session_number,
    slot_id: row.slot_id,
    slot_label: slot ? labelOf(slot) : '',
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    duration: Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000),
    status,
    reschedule_count: row.reschedule_count,
    can_reschedule: reason === null && row.reschedule_count < MAX_RESCHEDULES,
    can_cancel: reason === null,
    locked_reason: ((locked) => (locked === null ? null : inRequestLanguage(locked)))(
      reason ?? (row.reschedule_count >= MAX_RESCHEDULES ? TOO_MANY_RESCHEDULES : null),
    ),
  };
}

/** The item's sessions, one per unit, at the first occurrences of its slot with a seat left. */
async function makeFirstSessions(tx: Queryable, item: CustomerItem): Promise<void> {
  if (item.slot_id === null || (await hasBookings(tx, item.id))) return;
  const slot = (await loadSlots(tx, item.product_id)).find((s) => s.id === item.slot_id);
  if (!slot) return;
  await lockSlot(tx, slot.id);
  const from = new Date(item.ordered_at.getTime() + BOOKING_NOTICE_HOURS * HOUR_MS);
  const to = new Date(from.getTime() + FIRST_SESSIONS_SEARCH_DAYS * DAY_MS);
  const taken = await seatsTaken(tx, [slot], from, to);
  let session = 0;
  for (const occurrence of occurrencesBetween(slot, from, to)) {
    if (session >= item.quantity) break;
    if ((taken.get(occurrenceKey(slot.id, occurrence.startsAt)) ?? 0) >= slot.capacity) continue;
    session += 1;
    await tx.query(
      `INSERT INTO order_item_bookings (order_item_id, session_number, slot_id, starts_at, ends_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)`,
      [item.id, session, slot.id, occurrence.startsAt, occurrence.endsAt, item.ordered_at],
    );
  }
}

async function hasBookings(db: Queryable, itemId: number): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM order_item_bookings WHERE order_item_id = $1) AS found',
    [itemId],
  );
  return row?.found ?? false;
}

async function requireBooking(db: Queryable, itemId: number, bookingId: number): Promise<BookingRow> {
  const [row] = await db.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM order_item_bookings b WHERE b.id = $1 AND b.order_item_id = $2`,
    [bookingId, itemId],
  );
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return { ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) };
}

export async function loadSlots(db: Queryable, productId: number): Promise<SlotPattern[]> {
  return db.query<SlotPattern>(
    `SELECT id, days, to_char(start_time, 'HH24:MI') AS start, to_char(end_time, 'HH24:MI') AS "end",
            duration, capacity
     FROM service_slots WHERE product_id = $1 ORDER BY start_time, id`,
    [productId],
  );
}

async function lockSlot(tx: Queryable, slotId: number): Promise<void> {
  await tx.query('SELECT id FROM service_slots WHERE id = $1 FOR UPDATE', [slotId]);
}

async function seatsAt(db: Queryable, slotId: number, startsAt: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM order_item_bookings
     WHERE slot_id = $1 AND starts_at = $2 AND status = 'booked'`,
    [slotId, startsAt],
  );
  return row?.count ?? 0;
}

async function seatsTaken(
  db: Queryable,
  slots: SlotPattern[],
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  const rows = await db.query<{ slot_id: number; starts_at: Date; count: number }>(
    `SELECT slot_id, starts_at, count(*)::int AS count FROM order_item_bookings
     WHERE slot_id = ANY($1::int[]) AND starts_at >= $2 AND starts_at < $3 AND status = 'booked'
     GROUP BY slot_id, starts_at`,
    [slots.map((slot) => slot.id), from, to],
  );
  return new Map(rows.map((row) => [occurrenceKey(row.slot_id, new Date(row.starts_at)), row.count]));
}

async function heldByItem(db: Queryable, itemId: number): Promise<Set<string>> {
  const rows = await db.query<{ slot_id: number; starts_at: Date }>(
    "SELECT slot_id, starts_at FROM order_item_bookings WHERE order_item_id = $1 AND status = 'booked'",
    [itemId],
  );
  return new Set(rows.map((row) => occurrenceKey(row.slot_id, new Date(row.starts_at))));
}

function occurrenceKey(slotId: number, startsAt: Date): string {
  return `${slotId}@${startsAt.getTime()}`;
}

function labelOf(slot: SlotPattern): string {
  return slotLabel(slot.days, slot.start, slot.end);
}

function startOfDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

function horizonOf(now: Date): Date {
  return new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS);
}
