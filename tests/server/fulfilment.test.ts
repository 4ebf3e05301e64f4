// The seller's and courier's endpoints (contracts/fulfilment.ts) against a real database: the
// store-side secret, moves that follow the order-item machine (a replay or a move out of order is
// 409), unknown items 404, bad input 400; a delivered item then offers its return to the shopper; a
// request-based item's return stays under way until the seller has it back; cancelling a service
// item cancels its sessions to come in the same transaction.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingList } from '../../contracts/bookings.ts';
import { FULFILMENT_SECRET_HEADER, type FulfilmentItem } from '../../contracts/fulfilment.ts';
import type { OrderItemActions, OrderItemRequestResult } from '../../contracts/orderItems.ts';
import { DEV_FULFILMENT_SECRET, loadConfig } from '../../server/config.ts';
import { FULFILMENT_UNAUTHORIZED, refusedEvent } from '../../server/routes/fulfilment.ts';
import { AftercareKit } from './aftercare-kit.ts';
import type { Answer, Harness } from './auth-harness.ts';
import { CFS, expectFailure, okBody, type Shelf, type Shopper } from './cart-kit.ts';

let kit: AftercareKit;
let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;

beforeAll(async () => {
  kit = await AftercareKit.open('fulfilment.second@example.com');
  ({ h, shelf, a, b } = kit.w);
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await kit.reset();
  await h.db.query('DELETE FROM product_business_rules WHERE product_id = ANY($1::int[])', [
    [shelf.kettle.id, shelf.table.id, shelf.yoga.id],
  ]);
});

const SECRET = { [FULFILMENT_SECRET_HEADER]: DEV_FULFILMENT_SECRET };
const itemPath = (itemId: number | string) => `/fulfilment/order-items/${itemId}`;

function move(itemId: number | string, body: unknown, headers: Record<string, string> = SECRET) {
  return h.call<FulfilmentItem>('POST', `${itemPath(itemId)}/events`, { headers, body });
}

function okMoved(answer: Answer<FulfilmentItem>, event: string): FulfilmentItem {
  expect({ status: answer.status, message: answer.body.response_message }).toEqual({
    status: 200,
    message: `${event} recorded`,
  });
  return answer.body.response_body;
}

async function setRules(productId: number, rules: Array<[string, string]>) {
  for (const [index, [label, value]] of rules.entries()) {
    await h.db.query(
      'INSERT INTO product_business_rules (product_id, label, value, sort_order) VALUES ($1, $2, $3, $4)',
      [productId, label, value, index],
    );
  }
}

function actions(who: Shopper, itemId: number): Promise<Answer<OrderItemActions>> {
  return h.call<OrderItemActions>('GET', `${CFS}/order-item/${itemId}/actions`, { headers: who.headers });
}

function ask(who: Shopper, action: string, itemId: number) {
  return h.call<OrderItemRequestResult>('POST', `${CFS}/order-item/${action}`, {
    headers: who.headers,
    body: { order_item_id: itemId, reason: 'Changed my mind' },
  });
}

describe('the store-side secret', () => {
  it('is needed, and a wrong one is refused', async () => {
    const order = await kit.order(a, [[shelf.kettle, 1]]);
    const itemId = kit.item(order, shelf.kettle);
    expectFailure(await move(itemId, { event: 'ACCEPT' }, {}), 401, FULFILMENT_UNAUTHORIZED);
    expectFailure(
      await move(itemId, { event: 'ACCEPT' }, { [FULFILMENT_SECRET_HEADER]: 'not-the-secret-at-all' }),
      401,
      FULFILMENT_UNAUTHORIZED,
    );
    // A customer's token is not the store's secret.
    expectFailure(
      await move(itemId, { event: 'ACCEPT' }, a.headers as Record<string, string>),
      401,
      FULFILMENT_UNAUTHORIZED,
    );
    const unmoved = await h.call<FulfilmentItem>('GET', itemPath(itemId), { headers: SECRET });
    expect(okBody(unmoved).state).toBe('received');
  });

  it('has a development default that production refuses; production without one serves nothing', async () => {
    expect(loadConfig({}).fulfilmentSecret).toBe(DEV_FULFILMENT_SECRET);
    expect(loadConfig({ NODE_ENV: 'production' }).fulfilmentSecret).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production', FULFILMENT_SECRET: DEV_FULFILMENT_SECRET })).toThrow(
      /cannot be the development default/,
    );
    expect(() => loadConfig({ FULFILMENT_SECRET: 'short' })).toThrow(/16 to 200 printable characters/);
    expect(
      loadConfig({ NODE_ENV: 'production', FULFILMENT_SECRET: 'a-real-store-secret-42' }).fulfilmentSecret,
    ).toBe('a-real-store-secret-42');
    const production = h.makeApp({ NODE_ENV: 'production' });
    const answer = await production.request(itemPath(1), { headers: SECRET });
    expect(answer.status).toBe(404);
  });
});

describe('moving an item', () => {
  it('follows the machine: dispatched, delivered, then the shopper is offered a return', async () => {
    await setRules(shelf.kettle.id, [
      ['Return Allowed', 'Yes'],
      ['Return Days', '7'],
    ]);
    const order = await kit.order(a, [[shelf.kettle, 1]]);
    const itemId = kit.item(order, shelf.kettle);
    expect(okBody(await actions(a, itemId)).can_return).toBe(false);
    const accepted = okMoved(await move(itemId, { event: 'ACCEPT' }), 'ACCEPT');
    expect(accepted).toMatchObject({
      order_item_id: itemId,
      order_id: order.orderId,
      state: 'inProgress.preparing',
      order_status: 'InProgress',
      accepts: ['DISPATCH', 'DELIVER'],
    });
    expect(okMoved(await move(itemId, { event: 'DISPATCH' }), 'DISPATCH').state).toBe('inProgress.shipped');
    // Replayed: the item is past it.
    expectFailure(
      await move(itemId, { event: 'DISPATCH' }),
      409,
      refusedEvent('DISPATCH', 'inProgress.shipped'),
    );
    const delivered = okMoved(await move(itemId, { event: 'DELIVER' }), 'DELIVER');
    expect(delivered).toMatchObject({
      state: 'fulfilled',
      order_status: 'Fulfilled',
      payment_status: 'Completed',
    });
    expect(okBody(await actions(a, itemId))).toMatchObject({ can_return: true, order_status: 'Fulfilled' });

    // The return, through to the item back and the refund paid.
    const asked = await ask(a, 'return', itemId);
    expect([asked.status, asked.body.response_body.request_status]).toEqual([200, 'open']);
    expect(okMoved(await move(itemId, { event: 'APPROVE' }), 'APPROVE').state).toBe('returnApproved');
    expectFailure(await move(itemId, { event: 'APPROVE' }), 409, refusedEvent('APPROVE', 'returnApproved'));
    const received = okMoved(await move(itemId, { event: 'RECEIVE' }), 'RECEIVE');
    expect(received).toMatchObject({ state: 'returned', order_status: 'Refund', refund_status: 'Initiated' });
    expect(okMoved(await move(itemId, { event: 'REFUND_COMPLETED' }), 'REFUND_COMPLETED').refund_status).toBe(
      'Completed',
    );
    expectFailure(
      await move(itemId, { event: 'REFUND_COMPLETED' }),
      409,
      refusedEvent('REFUND_COMPLETED', 'returned'),
    );
    const [request] = await h.db.query<{ request_status: string; refund_status: string }>(
      'SELECT request_status, refund_status FROM order_item_requests WHERE order_item_id = $1',
      [itemId],
    );
    expect(request).toEqual({ request_status: 'Return', refund_status: 'Completed' });
  });

  it('refuses a move out of order and stores nothing', async () => {
    const order = await kit.order(a, [[shelf.kettle, 1]]);
    const itemId = kit.item(order, shelf.kettle);
    expectFailure(await move(itemId, { event: 'DISPATCH' }), 409, refusedEvent('DISPATCH', 'received'));
    expectFailure(await move(itemId, { event: 'RECEIVE' }), 409, refusedEvent('RECEIVE', 'received'));
    const [row] = await h.db.query<{ lifecycle_state: string }>(
      'SELECT lifecycle_state FROM order_items WHERE id = $1',
      [itemId],
    );
    expect(row?.lifecycle_state).toBe('received');
  });

  it('answers 404 for an unknown item and 400 for bad input', async () => {
    expectFailure(await move(2_000_000, { event: 'ACCEPT' }), 404, 'Order item not found');
    expectFailure(await h.call('GET', itemPath(2_000_000), { headers: SECRET }), 404, 'Order item not found');
    expectFailure(
      await move('abc', { event: 'ACCEPT' }),
      400,
      '“orderItemId” must be a positive whole number.',
    );
    const order = await kit.order(a, [[shelf.kettle, 1]]);
    const itemId = kit.item(order, shelf.kettle);
    expectFailure(await move(itemId, {}), 400, '“event” is required.');
    for (const event of ['accept', 'CANCEL', 'PAYMENT_PLACED', 7, 'x'.repeat(5000)]) {
      expectFailure(
        await move(itemId, { event }),
        400,
        '“event” must be one of ACCEPT, REJECT, DISPATCH, DELIVER, APPROVE, DECLINE, RECEIVE, REFUND_COMPLETED.',
      );
    }
  });
});

describe('a request-based item returned', () => {
  it('stays a return under way until the seller has it back; a second return is refused as under way', async () => {
    await setRules(shelf.table.id, [
      ['Return Allowed', 'Yes'],
      ['Return Days', '7'],
    ]);
    await h.db.query('DELETE FROM cart_items WHERE customer_id = $1', [a.id]);
    const checkout = await kit.w.k.fromCart(a, [shelf.table, 1]);
    const placed = await kit.w.k.place(a, checkout.checkout_id);
    expect(placed.status).toBe(200);
    const [item] = await h.db.query<{ id: number }>('SELECT id FROM order_items WHERE order_id = $1', [
      placed.body.response_body.order_id,
    ]);
    const itemId = item?.id ?? 0;
    okMoved(await move(itemId, { event: 'ACCEPT' }), 'ACCEPT');
    expect(okMoved(await move(itemId, { event: 'DELIVER' }), 'DELIVER').state).toBe('request.fulfilled');
    expect((await ask(a, 'return', itemId)).status).toBe(200);
    expect(okBody(await actions(a, itemId)).lifecycle.state).toBe('request.returnRequested');
    expectFailure(await ask(a, 'return', itemId), 409, 'A return is already under way for this item.');
    okMoved(await move(itemId, { event: 'APPROVE' }), 'APPROVE');
    expectFailure(await ask(a, 'return', itemId), 409, 'A return is already under way for this item.');
    const back = okMoved(await move(itemId, { event: 'RECEIVE' }), 'RECEIVE');
    expect(back).toMatchObject({ state: 'request.returned', request_status: 'Return' });
    expectFailure(await ask(a, 'return', itemId), 409, 'This item was returned.');
  });
});

describe('cancelling a service item', () => {
  it('cancels its sessions to come with it, in one transaction', async () => {
    await setRules(shelf.yoga.id, [['Cancellation Allowed', 'Yes']]);
    const order = await kit.order(a, [[shelf.yoga, 2, shelf.slots.weekdays]]);
    const itemId = kit.item(order, shelf.yoga);
    const bookingsPath = `${CFS}/order-items/${itemId}/bookings`;
    const before = okBody(await h.call<BookingList>('GET', bookingsPath, { headers: a.headers }));
    expect(before.sessions.map((session) => session.status)).toEqual(['booked', 'booked']);
    // Another customer cannot cancel it, and nothing changes.
    expectFailure(await ask(b, 'cancel', itemId), 404, 'Order item not found');
    expect((await ask(a, 'cancel', itemId)).status).toBe(200);
    const after = okBody(await h.call<BookingList>('GET', bookingsPath, { headers: a.headers }));
    expect(after.sessions.map((session) => [session.status, session.can_cancel])).toEqual([
      ['cancelled', false],
      ['cancelled', false],
    ]);
    // Replayed: refused, the sessions stay as they are.
    expectFailure(await ask(a, 'cancel', itemId), 409, 'This item is already cancelled.');
    const rows = await h.db.query<{ status: string }>(
      "SELECT status FROM order_item_bookings WHERE order_item_id = $1 AND status = 'booked'",
      [itemId],
    );
    expect(rows).toEqual([]);
  });

  it('a seller refusing it frees its sessions too', async () => {
    const order = await kit.order(a, [[shelf.yoga, 1, shelf.slots.weekdays]]);
    const itemId = kit.item(order, shelf.yoga);
    okBody(await h.call<BookingList>('GET', `${CFS}/order-items/${itemId}/bookings`, { headers: a.headers }));
    okMoved(await move(itemId, { event: 'REJECT' }), 'REJECT');
    const rows = await h.db.query<{ status: string }>(
      'SELECT status FROM order_item_bookings WHERE order_item_id = $1',
      [itemId],
    );
    expect(rows.map((row) => row.status)).toEqual(['cancelled']);
  });
});
