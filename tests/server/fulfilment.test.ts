// The seller's and courier's endpoints (contracts/fulfilment.ts) against a real database: each
// store's own keys (one store's key never reaches another's items; rotated and revoked keys open
// nothing; wrong keys are throttled per address and logged; only digests are stored), moves that follow the order-item machine (a replay or a move out of order is
// 409), unknown items 404, bad input 400; a delivered item then offers its return to the shopper; a
// request-based item's return stays under way until the seller has it back; cancelling a service
// item cancels its sessions to come in the same transaction.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingList } from '../../contracts/bookings.ts';
import { FULFILMENT_KEY_HEADER, type FulfilmentItem } from '../../contracts/fulfilment.ts';
import type { OrderItemActions, OrderItemRequestResult } from '../../contracts/orderItems.ts';
import { loadConfig } from '../../server/config.ts';
import { FULFILMENT_UNAUTHORIZED } from '../../server/fulfilment/access.ts';
import { issueDevelopmentKeys } from '../../server/fulfilment/dev-keys.ts';
import { keyHash, rotateFulfilmentKey } from '../../server/fulfilment/keys.ts';
import { refusedEvent } from '../../server/routes/fulfilment.ts';
import { AftercareKit } from './aftercare-kit.ts';
import type { Answer, Harness } from './auth-harness.ts';
import { CFS, expectFailure, okBody, type Shelf, type Shopper } from './cart-kit.ts';
import { testConfig } from './test-db.ts';

let kit: AftercareKit;
let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;
let demoStore: number;
let labStore: number;
/** The demo store's key (the store of every order here) and another store's, made afresh for each test. */
let KEY: Record<string, string>;
let labKey: string;

async function storeId(realm: string): Promise<number> {
  const [row] = await h.db.query<{ id: number }>('SELECT id FROM stores WHERE realm_name = $1', [realm]);
  if (!row) throw new Error(`no store ${realm}`);
  return row.id;
}

const at = () => new Date(h.clock.now());

beforeAll(async () => {
  kit = await AftercareKit.open('fulfilment.second@example.com');
  ({ h, shelf, a, b } = kit.w);
  demoStore = await storeId('demo');
  labStore = await storeId('lab');
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await kit.reset();
  await h.db.query('DELETE FROM product_business_rules WHERE product_id = ANY($1::int[])', [
    [shelf.kettle.id, shelf.table.id, shelf.yoga.id],
  ]);
  await h.db.query('DELETE FROM fulfilment_keys');
  KEY = { [FULFILMENT_KEY_HEADER]: (await rotateFulfilmentKey(h.db, demoStore, at())).key };
  labKey = (await rotateFulfilmentKey(h.db, labStore, at())).key;
});

const keyed = (key: string) => ({ [FULFILMENT_KEY_HEADER]: key });
const itemPath = (itemId: number | string) => `/fulfilment/order-items/${itemId}`;

function move(itemId: number | string, body: unknown, headers: Record<string, string> = KEY) {
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

describe('a store’s fulfilment key', () => {
  it('is needed, and a wrong one is refused', async () => {
    const order = await kit.order(a, [[shelf.kettle, 1]]);
    const itemId = kit.item(order, shelf.kettle);
    expectFailure(await move(itemId, { event: 'ACCEPT' }, {}), 401, FULFILMENT_UNAUTHORIZED);
    expectFailure(
      await move(itemId, { event: 'ACCEPT' }, keyed(`sfk_${'x'.repeat(43)}`)),
      401,
      FULFILMENT_UNAUTHORIZED,
    );
    // The old published development secret opens nothing.
    expectFailure(
      await move(itemId, { event: 'ACCEPT' }, keyed('dev-fulfilment-secret')),
      401,
      FULFILMENT_UNAUTHORIZED,
    );
    expectFailure(
      await move(itemId, { event: 'ACCEPT' }, { 'X-Fulfilment-Secret': KEY[FULFILMENT_KEY_HEADER] ?? '' }),
      401,
      FULFILMENT_UNAUTHORIZED,
    );
    // A customer's token is not the store's key.
    expectFailure(
      await move(itemId, { event: 'ACCEPT' }, a.headers as Record<string, string>),
      401,
      FULFILMENT_UNAUTHORIZED,
    );
    const unmoved = await h.call<FulfilmentItem>('GET', itemPath(itemId), { headers: KEY });
    expect(okBody(unmoved).state).toBe('received');
  });

  it('answers a path it does not have with a JSON 404, never the shop’s page, and only to a key', async () => {
    for (const path of ['/fulfilment/whatever', '/fulfilment/payments-owed-back/1/refunded', '/fulfilment']) {
      const answer = await h.call('GET', path, { headers: KEY });
      expectFailure(answer, 404, 'Endpoint not found');
    }
    expectFailure(await h.call('GET', '/fulfilment/whatever', { headers: {} }), 401, FULFILMENT_UNAUTHORIZED);
  });

  it('moves its own store’s items; another store’s key finds them missing (404), as an unknown item', async () => {
    const order = await kit.order(a, [[shelf.kettle, 1]]);
    const itemId = kit.item(order, shelf.kettle);
    const lab = keyed(labKey);
    const missing = { status: 404, body: { response_body: null, response_message: 'Order item not found' } };
    for (const answer of [
      await h.call('GET', itemPath(itemId), { headers: lab }),
      await move(itemId, { event: 'ACCEPT' }, lab),
      await move(itemId, { event: 'DISPATCH' }, lab),
      await h.call('GET', itemPath(2_000_000), { headers: lab }),
    ]) {
      expect({ status: answer.status, body: answer.body }).toEqual(missing);
    }
    expect(okBody(await h.call<FulfilmentItem>('GET', itemPath(itemId), { headers: KEY })).state).toBe(
      'received',
    );
    expect(okMoved(await move(itemId, { event: 'ACCEPT' }), 'ACCEPT').state).toBe('inProgress.preparing');
  });

  it('stops working when rotated (at once, or after the overlap asked for) and when revoked (401)', async () => {
    const order = await kit.order(a, [[shelf.kettle, 1]]);
    const itemId = kit.item(order, shelf.kettle);
    const first = KEY;
    const second = keyed((await rotateFulfilmentKey(h.db, demoStore, at())).key);
    expectFailure(await h.call('GET', itemPath(itemId), { headers: first }), 401, FULFILMENT_UNAUTHORIZED);
    expect((await h.call('GET', itemPath(itemId), { headers: second })).status).toBe(200);

    const third = keyed((await rotateFulfilmentKey(h.db, demoStore, at(), { overlapSeconds: 600 })).key);
    expect((await h.call('GET', itemPath(itemId), { headers: second })).status).toBe(200);
    expect((await h.call('GET', itemPath(itemId), { headers: third })).status).toBe(200);
    h.clock.advance(600);
    expectFailure(await h.call('GET', itemPath(itemId), { headers: second }), 401, FULFILMENT_UNAUTHORIZED);
    expect((await h.call('GET', itemPath(itemId), { headers: third })).status).toBe(200);

    await h.db.query('UPDATE fulfilment_keys SET revoked_at = $2 WHERE store_id = $1', [demoStore, at()]);
    expectFailure(await move(itemId, { event: 'ACCEPT' }, third), 401, FULFILMENT_UNAUTHORIZED);
    const [row] = await h.db.query<{ lifecycle_state: string }>(
      'SELECT lifecycle_state FROM order_items WHERE id = $1',
      [itemId],
    );
    expect(row?.lifecycle_state).toBe('received');
  });

  it('is kept only as its SHA-256 digest', async () => {
    const key = KEY[FULFILMENT_KEY_HEADER] ?? '';
    expect(key).toMatch(/^sfk_[A-Za-z0-9_-]{43}$/);
    const rows = await h.db.query<Record<string, unknown>>(
      'SELECT * FROM fulfilment_keys WHERE store_id = $1',
      [demoStore],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key_hash).toBe(keyHash(key));
    expect(keyHash(key)).toBe(createHash('sha256').update(key).digest('hex'));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(key.slice(4, 20));
  });

  it('answers 429 to an address after too many wrong keys, logging each refusal without the key', async () => {
    const app = h.makeApp({ RATE_LIMIT_PER_IDENTIFIER: '3' });
    h.logLines.length = 0;
    const order = await kit.order(a, [[shelf.kettle, 1]]);
    const itemId = kit.item(order, shelf.kettle);
    const get = (headers: Record<string, string>, peer = '203.0.113.9') =>
      h.call('GET', itemPath(itemId), { headers, app, peer });
    // Right keys never use the budget up.
    for (let i = 0; i < 5; i++) expect((await get(KEY)).status).toBe(200);
    const guesses = Array.from({ length: 3 }, (_, i) => `sfk_guess-number-${i}-${'g'.repeat(30)}`);
    for (const guess of guesses) expectFailure(await get(keyed(guess)), 401, FULFILMENT_UNAUTHORIZED);
    const throttled = await get(keyed(`sfk_${'z'.repeat(43)}`));
    expect(throttled.status).toBe(429);
    expect(throttled.body.response_message).toMatch(/^Too many attempts\. Please try again in /);
    expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Beyond the limit even a right key from that address waits: the guesses could not tell.
    expect((await get(KEY)).status).toBe(429);
    expect((await get(keyed(labKey))).status).toBe(429);
    // Another address is not held back.
    expect((await get(KEY, '198.51.100.4')).status).toBe(200);
    const refusals = h.logLines.filter((line) => line.startsWith('Fulfilment: refused'));
    expect(refusals).toEqual([
      ...guesses.map(() => `Fulfilment: refused GET ${itemPath(itemId)} from 203.0.113.9: a wrong key`),
      ...Array.from(
        { length: 3 },
        () =>
          `Fulfilment: refused GET ${itemPath(itemId)} from 203.0.113.9: too many wrong keys from this address`,
      ),
    ]);
    const logged = h.logLines.join('\n');
    for (const key of [...guesses, KEY[FULFILMENT_KEY_HEADER] ?? '', labKey])
      expect(logged).not.toContain(key);
    // The window ends: the address may try again.
    h.clock.advance(901);
    expect((await get(KEY)).status).toBe(200);
  });

  it('holds a burst of wrong keys from one address to the limit', async () => {
    const app = h.makeApp({ RATE_LIMIT_PER_IDENTIFIER: '5' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        h.call('GET', itemPath(1), {
          headers: keyed(`sfk_burst-${i}-${'b'.repeat(36)}`),
          app,
          peer: '203.0.113.77',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('replaces the single secret: FULFILMENT_SECRET is refused, FULFILMENT_DEV_KEY only outside production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FULFILMENT_SECRET: 'a-real-store-secret-42' })).toThrow(
      /FULFILMENT_SECRET is no longer read: each store has its own fulfilment keys/,
    );
    expect(() => loadConfig({ FULFILMENT_SECRET: 'dev-fulfilment-secret' })).toThrow(/FULFILMENT_SECRET/);
    const devKey = `sfk_${'d'.repeat(43)}`;
    expect(loadConfig({ FULFILMENT_DEV_KEY: devKey }).fulfilmentDevKey).toBe(devKey);
    expect(loadConfig({}).fulfilmentDevKey).toBeUndefined();
    expect(() => loadConfig({ FULFILMENT_DEV_KEY: 'short' })).toThrow(/32 to 200 letters/);
    expect(() => loadConfig({ NODE_ENV: 'production', FULFILMENT_DEV_KEY: devKey })).toThrow(
      /FULFILMENT_DEV_KEY is a development key/,
    );
  });
});

describe('development keys at start-up', () => {
  it('gives each store without a key a random one, printed once; the served store takes FULFILMENT_DEV_KEY', async () => {
    await h.db.query('DELETE FROM fulfilment_keys');
    const devKey = `sfk_${'e'.repeat(43)}`;
    const config = testConfig({ FULFILMENT_DEV_KEY: devKey });
    const lines = await issueDevelopmentKeys(h.db, config, at());
    const stores = await h.db.query<{ id: number; realm_name: string }>(
      'SELECT id, realm_name FROM stores ORDER BY id',
    );
    expect(lines).toHaveLength(stores.length);
    const printed = lines.map((line) => /: (sfk_[A-Za-z0-9_-]{43})$/.exec(line)?.[1]).filter(Boolean);
    expect(printed).toHaveLength(stores.length - 1);
    expect(new Set(printed).size).toBe(printed.length);
    expect(lines).toContain(
      `Development fulfilment key of store demo (${demoStore}): the one in FULFILMENT_DEV_KEY`,
    );
    expect(lines.join('\n')).not.toContain(devKey);
    const order = await kit.order(a, [[shelf.kettle, 1]]);
    const itemId = kit.item(order, shelf.kettle);
    expect((await h.call('GET', itemPath(itemId), { headers: keyed(devKey) })).status).toBe(200);
    const labLine = lines.find((line) => line.includes(`store lab (${labStore})`)) ?? '';
    const labDev = /: (sfk_\S+)$/.exec(labLine)?.[1] ?? '';
    expect((await h.call('GET', itemPath(itemId), { headers: keyed(labDev) })).status).toBe(404);

    // Started again: no new keys, and none shown again.
    const again = await issueDevelopmentKeys(h.db, testConfig(), at());
    expect(again).toEqual([expect.stringMatching(/^Fulfilment keys kept from before for demo /)]);
    expect(again.join('\n')).not.toMatch(/sfk_/);
    // Production draws none.
    await h.db.query('DELETE FROM fulfilment_keys');
    expect(await issueDevelopmentKeys(h.db, { ...testConfig(), nodeEnv: 'production' }, at())).toEqual([]);
    expect(await h.db.query('SELECT id FROM fulfilment_keys')).toEqual([]);
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
    expectFailure(await h.call('GET', itemPath(2_000_000), { headers: KEY }), 404, 'Order item not found');
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
