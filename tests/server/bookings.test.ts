// Bookings of service order items against a real database: the sessions an order makes (the first
// free occurrences of the chosen slot a day after ordering), the free times a session can move to,
// rescheduling and cancelling within the rules (24 hours' notice, 60 days ahead, 3 reschedules, a
// full time refused), replays, another customer's ids, bad input and the test clock at the edges.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BOOKING_HORIZON_DAYS,
  type Booking,
  type BookingList,
  type FreeSlotList,
  MAX_RESCHEDULES,
} from '../../contracts/bookings.ts';
import {
  ALREADY_CANCELLED,
  ALREADY_HELD,
  BOOKING_NOT_FOUND,
  ITEM_HOLDS_TIME,
  NOT_A_TIME_OF_SLOT,
  notASlotOf,
  ORDER_NOT_LIVE,
  SLOT_FULL,
  TARGET_TOO_FAR,
  TARGET_TOO_SOON,
  TOO_LATE,
  TOO_MANY_RESCHEDULES,
} from '../../server/bookings/bookings.ts';
import { renderMessage } from '../../server/i18n/render-message.ts';
import { ORDER_ITEM_NOT_FOUND } from '../../server/orders/customer-item.ts';
import { AftercareKit } from './aftercare-kit.ts';
import type { Harness } from './auth-harness.ts';
import { CFS, expectFailure, PLEASE_SIGN_IN, type Shelf, type Shopper } from './cart-kit.ts';

let kit: AftercareKit;
let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;

beforeAll(async () => {
  kit = await AftercareKit.open('bookings.second@example.com');
  ({ h, shelf, a, b } = kit.w);
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await kit.reset();
});

// The test clock starts on Monday 2 March 2026, 09:00 UTC.
const WED_4 = '2026-03-04T10:00:00.000Z';
const SAT_7 = '2026-03-07T07:30:00.000Z';
const MON_9 = '2026-03-09T10:00:00.000Z';
const WED_11 = '2026-03-11T10:00:00.000Z';
const SAT_14 = '2026-03-14T07:30:00.000Z';

const bookingsPath = (itemId: number | string) => `${CFS}/order-items/${itemId}/bookings`;

async function yogaItem(who: Shopper, quantity = 2, slot = shelf.slots.weekdays) {
  const order = await kit.order(who, [[shelf.yoga, quantity, slot]]);
  return { order, itemId: kit.item(order, shelf.yoga) };
}

async function list(who: Shopper, itemId: number): Promise<BookingList> {
  const answer = await h.call<BookingList>('GET', bookingsPath(itemId), { headers: who.headers });
  expect(answer.status).toBe(200);
  return answer.body.response_body;
}

function move(who: Shopper, itemId: number, bookingId: number, body: unknown) {
  return h.call<Booking>('PUT', `${bookingsPath(itemId)}/${bookingId}`, { headers: who.headers, body });
}

function cancel(who: Shopper, itemId: number, bookingId: number) {
  return h.call<Booking>('POST', `${bookingsPath(itemId)}/${bookingId}/cancel`, { headers: who.headers });
}

function freeSlots(who: Shopper, itemId: number, bookingId: number, query = '') {
  return h.call<FreeSlotList>('GET', `${bookingsPath(itemId)}/${bookingId}/free-slots${query}`, {
    headers: who.headers,
  });
}

function sessionIds(bookings: BookingList): number[] {
  return bookings.sessions.map((session) => session.booking_id);
}

describe('the sessions of an order item', () => {
  it('books one session per unit at the first occurrences of the slot a day after ordering', async () => {
    const { order, itemId } = await yogaItem(a);
    const bookings = await list(a, itemId);
    expect(bookings).toMatchObject({
      order_item_id: itemId,
      order_id: order.orderId,
      product_id: shelf.yoga.id,
      product_name: shelf.yoga.name,
      manageable: true,
      rules: { notice_hours: 24, horizon_days: BOOKING_HORIZON_DAYS, max_reschedules: MAX_RESCHEDULES },
    });
    expect(bookings.sessions).toEqual([
      expect.objectContaining({
        session_number: 1,
        slot_id: shelf.slots.weekdays,
        slot_label: 'Monday & Wednesday, 10:00 AM–11:00 AM',
        starts_at: WED_4,
        ends_at: '2026-03-04T11:00:00.000Z',
        duration: 60,
        status: 'booked',
        reschedule_count: 0,
        can_reschedule: true,
        can_cancel: true,
        locked_reason: null,
      }),
      expect.objectContaining({ session_number: 2, starts_at: MON_9, status: 'booked' }),
    ]);
    // Asking again makes nothing new.
    expect(sessionIds(await list(a, itemId))).toEqual(sessionIds(bookings));
    expect(await h.db.query('SELECT id FROM order_item_bookings')).toHaveLength(2);
  });

  it('answers no sessions for an item that is not a booked service', async () => {
    const order = await kit.order(a, [[shelf.mug, 1]]);
    expect((await list(a, kit.item(order, shelf.mug))).sessions).toEqual([]);
  });

  it('skips a full occurrence when booking, and shows a session as completed once it has ended', async () => {
    await h.db.query('UPDATE service_slots SET capacity = 1 WHERE id = $1', [shelf.slots.saturday]);
    const first = await yogaItem(b, 1, shelf.slots.saturday);
    expect((await list(b, first.itemId)).sessions.map((s) => s.starts_at)).toEqual([SAT_7]);
    const second = await yogaItem(a, 1, shelf.slots.saturday);
    expect((await list(a, second.itemId)).sessions.map((s) => s.starts_at)).toEqual([SAT_14]);
    await kit.clockAt('2026-03-07T08:15:00.000Z');
    expect((await list(b, first.itemId)).sessions[0]).toMatchObject({
      status: 'completed',
      can_cancel: false,
      can_reschedule: false,
      locked_reason: renderMessage(ALREADY_HELD, null),
    });
    const held = (await list(b, first.itemId)).sessions[0]?.booking_id ?? 0;
    expectFailure(await cancel(b, first.itemId, held), 409, ALREADY_HELD);
  });

  it('answers 404 for another customer’s item or booking, 400 for bad ids, 401 for a guest', async () => {
    const { itemId } = await yogaItem(a);
    const [session] = (await list(a, itemId)).sessions;
    const bookingId = session?.booking_id ?? 0;
    expectFailure(
      await h.call('GET', bookingsPath(itemId), { headers: b.headers }),
      404,
      ORDER_ITEM_NOT_FOUND,
    );
    expectFailure(await cancel(b, itemId, bookingId), 404, ORDER_ITEM_NOT_FOUND);
    expectFailure(
      await move(b, itemId, bookingId, { slot_id: shelf.slots.saturday, starts_at: SAT_7 }),
      404,
      ORDER_ITEM_NOT_FOUND,
    );
    expectFailure(await freeSlots(b, itemId, bookingId), 404, ORDER_ITEM_NOT_FOUND);
    // b's own item with a's booking id.
    const other = await yogaItem(b, 1);
    expectFailure(await cancel(b, other.itemId, bookingId), 404, BOOKING_NOT_FOUND);
    expectFailure(
      await h.call('GET', bookingsPath(999_999), { headers: a.headers }),
      404,
      ORDER_ITEM_NOT_FOUND,
    );
    expectFailure(
      await h.call('GET', bookingsPath('abc'), { headers: a.headers }),
      400,
      '“orderItemId” must be a positive whole number.',
    );
    expectFailure(await cancel(a, itemId, 0), 400, '“bookingId” must be a positive whole number.');
    expectFailure(await h.call('GET', bookingsPath(itemId)), 401, PLEASE_SIGN_IN);
    // Nothing changed.
    expect((await list(a, itemId)).sessions.map((s) => s.status)).toEqual(['booked', 'booked']);
  });
});

describe('free times', () => {
  it('lists free occurrences of every slot of the product, a day ahead at least, not those the item holds', async () => {
    const { itemId } = await yogaItem(a);
    const [session] = (await list(a, itemId)).sessions;
    const answer = await freeSlots(a, itemId, session?.booking_id ?? 0, '?from=2026-03-02&days=14');
    expect(answer.status).toBe(200);
    expect(answer.body.response_body).toMatchObject({ from: '2026-03-02', days: 14 });
    expect(answer.body.response_body.slots).toEqual([
      {
        slot_id: shelf.slots.saturday,
        slot_label: 'Saturday, 7:30 AM–8:30 AM',
        starts_at: SAT_7,
        ends_at: '2026-03-07T08:15:00.000Z',
        duration: 45,
        seats_left: 8,
      },
      expect.objectContaining({ slot_id: shelf.slots.weekdays, starts_at: WED_11, seats_left: 8 }),
      expect.objectContaining({ slot_id: shelf.slots.saturday, starts_at: SAT_14 }),
    ]);
  });

  it('refuses a bad window', async () => {
    const { itemId } = await yogaItem(a);
    const bookingId = (await list(a, itemId)).sessions[0]?.booking_id ?? 0;
    expectFailure(
      await freeSlots(a, itemId, bookingId, '?from=2026-02-30'),
      400,
      'from must be a date such as 2026-03-04',
    );
    expectFailure(
      await freeSlots(a, itemId, bookingId, '?days=15'),
      400,
      '“days” must be a whole number from 1 to 14.',
    );
    expectFailure(
      await freeSlots(a, itemId, bookingId, '?days=0'),
      400,
      '“days” must be a whole number from 1 to 14.',
    );
  });
});

describe('rescheduling', () => {
  it('moves a session to a free time of another slot of the product; a replay changes nothing', async () => {
    const { itemId } = await yogaItem(a);
    const [first] = (await list(a, itemId)).sessions;
    const bookingId = first?.booking_id ?? 0;
    const moved = await move(a, itemId, bookingId, { slot_id: shelf.slots.saturday, starts_at: SAT_7 });
    expect(moved.status).toBe(200);
    expect(moved.body.response_message).toBe('Session rescheduled');
    expect(moved.body.response_body).toMatchObject({
      booking_id: bookingId,
      slot_id: shelf.slots.saturday,
      starts_at: SAT_7,
      ends_at: '2026-03-07T08:15:00.000Z',
      duration: 45,
      reschedule_count: 1,
    });
    const again = await move(a, itemId, bookingId, {
      slot_id: shelf.slots.saturday,
      starts_at: '2026-03-07T09:30:00+02:00',
    });
    expect(again.status).toBe(200);
    expect(again.body.response_message).toBe('The session is already at that time');
    expect(again.body.response_body.reschedule_count).toBe(1);
    // The old time is free again: it is offered to the other session.
    const second = (await list(a, itemId)).sessions[1]?.booking_id ?? 0;
    const offered = (await freeSlots(a, itemId, second, '?from=2026-03-02&days=3')).body.response_body.slots;
    expect(offered.map((slot) => slot.starts_at)).toEqual([WED_4]);
  });

  it('refuses a slot of another product, a time that is not the slot’s, and malformed input', async () => {
    const { itemId } = await yogaItem(a);
    const bookingId = (await list(a, itemId)).sessions[0]?.booking_id ?? 0;
    expectFailure(
      await move(a, itemId, bookingId, { slot_id: shelf.otherSlot, starts_at: SAT_7 }),
      400,
      notASlotOf(shelf.yoga.name, shelf.otherSlot),
    );
    expectFailure(
      await move(a, itemId, bookingId, { slot_id: shelf.slots.saturday, starts_at: '2026-03-07T08:00:00Z' }),
      400,
      NOT_A_TIME_OF_SLOT,
    );
    expectFailure(
      await move(a, itemId, bookingId, { slot_id: shelf.slots.saturday, starts_at: WED_11 }),
      400,
      NOT_A_TIME_OF_SLOT,
    );
    const malformed = 'starts_at must be a date and time such as 2026-03-04T10:00:00.000Z';
    expectFailure(
      await move(a, itemId, bookingId, { slot_id: shelf.slots.saturday, starts_at: 'Saturday' }),
      400,
      malformed,
    );
    expectFailure(
      await move(a, itemId, bookingId, { slot_id: shelf.slots.saturday, starts_at: 7 }),
      400,
      malformed,
    );
    expectFailure(
      await move(a, itemId, bookingId, { slot_id: shelf.slots.saturday }),
      400,
      'starts_at is required',
    );
    expectFailure(
      await move(a, itemId, bookingId, { slot_id: '1', starts_at: SAT_7 }),
      400,
      '“slot_id” must be a positive whole number.',
    );
    expectFailure(
      await h.call('PUT', `${bookingsPath(itemId)}/${bookingId}`, { headers: a.headers, raw: '{"slot_id":' }),
      400,
      'The request body is not valid JSON',
    );
    expect((await list(a, itemId)).sessions[0]?.reschedule_count).toBe(0);
  });

  it('keeps the rules: a day’s notice, 60 days ahead, a time the item holds, a full time, 3 reschedules', async () => {
    const { itemId } = await yogaItem(a);
    const [first, second] = (await list(a, itemId)).sessions;
    const bookingId = first?.booking_id ?? 0;
    // Monday 2 March 10:00 is an hour away.
    expectFailure(
      await move(a, itemId, bookingId, { slot_id: shelf.slots.weekdays, starts_at: '2026-03-02T10:00:00Z' }),
      409,
      TARGET_TOO_SOON,
    );
    // 60 days from Monday 2 March 09:00 is Friday 1 May 09:00; Wednesday 29 April is within, 6 May is not.
    expectFailure(
      await move(a, itemId, bookingId, { slot_id: shelf.slots.weekdays, starts_at: '2026-05-06T10:00:00Z' }),
      409,
      TARGET_TOO_FAR,
    );
    expect(
      (await move(a, itemId, bookingId, { slot_id: shelf.slots.weekdays, starts_at: '2026-04-29T10:00:00Z' }))
        .status,
    ).toBe(200);
    expectFailure(
      await move(a, itemId, bookingId, { slot_id: shelf.slots.weekdays, starts_at: second?.starts_at }),
      409,
      ITEM_HOLDS_TIME,
    );
    // Saturday 7 March with one seat, taken by b.
    await h.db.query('UPDATE service_slots SET capacity = 1 WHERE id = $1', [shelf.slots.saturday]);
    const other = await yogaItem(b, 1, shelf.slots.saturday);
    expect((await list(b, other.itemId)).sessions[0]?.starts_at).toBe(SAT_7);
    expectFailure(
      await move(a, itemId, bookingId, { slot_id: shelf.slots.saturday, starts_at: SAT_7 }),
      409,
      SLOT_FULL,
    );
    // Two more moves reach the most allowed.
    expect(
      (await move(a, itemId, bookingId, { slot_id: shelf.slots.saturday, starts_at: SAT_14 })).status,
    ).toBe(200);
    expect(
      (await move(a, itemId, bookingId, { slot_id: shelf.slots.weekdays, starts_at: WED_11 })).status,
    ).toBe(200);
    expectFailure(
      await move(a, itemId, bookingId, { slot_id: shelf.slots.weekdays, starts_at: WED_4 }),
      409,
      TOO_MANY_RESCHEDULES,
    );
    expect((await list(a, itemId)).sessions[0]).toMatchObject({
      reschedule_count: 3,
      can_reschedule: false,
      can_cancel: true,
      locked_reason: renderMessage(TOO_MANY_RESCHEDULES, null),
    });
  });

  it('lets only one of two customers take the last seat at once', async () => {
    await h.db.query('UPDATE service_slots SET capacity = 1 WHERE id = $1', [shelf.slots.saturday]);
    const mine = await yogaItem(a, 1);
    const theirs = await yogaItem(b, 1);
    const myBooking = (await list(a, mine.itemId)).sessions[0]?.booking_id ?? 0;
    const theirBooking = (await list(b, theirs.itemId)).sessions[0]?.booking_id ?? 0;
    const target = { slot_id: shelf.slots.saturday, starts_at: SAT_7 };
    const answers = await Promise.all([
      move(a, mine.itemId, myBooking, target),
      move(b, theirs.itemId, theirBooking, target),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe('cancelling', () => {
  it('cancels a session once; a cancelled session cannot be moved and frees its seat', async () => {
    await h.db.query('UPDATE service_slots SET capacity = 1 WHERE id = $1', [shelf.slots.weekdays]);
    const { itemId } = await yogaItem(a, 1);
    const bookingId = (await list(a, itemId)).sessions[0]?.booking_id ?? 0;
    const answer = await cancel(a, itemId, bookingId);
    expect(answer.status).toBe(200);
    expect(answer.body.response_message).toBe('Session cancelled');
    expect(answer.body.response_body).toMatchObject({
      status: 'cancelled',
      can_cancel: false,
      can_reschedule: false,
      locked_reason: renderMessage(ALREADY_CANCELLED, null),
    });
    expectFailure(await cancel(a, itemId, bookingId), 409, ALREADY_CANCELLED);
    expectFailure(
      await move(a, itemId, bookingId, { slot_id: shelf.slots.saturday, starts_at: SAT_7 }),
      409,
      ALREADY_CANCELLED,
    );
    // Its seat goes to the next customer.
    const other = await yogaItem(b, 1);
    expect((await list(b, other.itemId)).sessions[0]?.starts_at).toBe(WED_4);
  });

  it('refuses changes within 24 hours of the start, to the millisecond', async () => {
    const { itemId } = await yogaItem(a);
    const bookingId = (await list(a, itemId)).sessions[0]?.booking_id ?? 0;
    await kit.clockAt('2026-03-03T10:00:00.000Z');
    expectFailure(await cancel(a, itemId, bookingId), 409, TOO_LATE);
    expectFailure(
      await move(a, itemId, bookingId, { slot_id: shelf.slots.saturday, starts_at: SAT_7 }),
      409,
      TOO_LATE,
    );
    expect((await list(a, itemId)).sessions[0]).toMatchObject({
      can_cancel: false,
      locked_reason: renderMessage(TOO_LATE, null),
    });
    await kit.clockAt('2026-03-03T09:59:59.999Z');
    expect((await cancel(a, itemId, bookingId)).status).toBe(200);
  });

  it('refuses changes once the order is no longer active', async () => {
    const { order, itemId } = await yogaItem(a);
    const bookingId = (await list(a, itemId)).sessions[0]?.booking_id ?? 0;
    await kit.setOrderStatus(order.orderId, 'Cancelled');
    expectFailure(await cancel(a, itemId, bookingId), 409, ORDER_NOT_LIVE);
    const bookings = await list(a, itemId);
    expect(bookings.manageable).toBe(false);
    expect(bookings.sessions[0]).toMatchObject({
      status: 'booked',
      can_cancel: false,
      locked_reason: renderMessage(ORDER_NOT_LIVE, null),
    });
  });
});
