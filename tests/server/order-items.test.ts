// The order-item lifecycle against a real database (contracts/orderItems.ts): new items start where
// the machine says, the rules fixed when ordered decide, windows count from delivery (the last
// millisecond inside, the next outside), the cancellation charge comes off the refund, a replayed
// or concurrent cancel refunds once, other customers' ids are 404, bad input 400, refusals 409.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderPlacement, REQUEST_STATUSES } from '../../contracts/checkout.ts';
import type { OrderItemActions, OrderItemRequestResult, OrderTracking } from '../../contracts/orderItems.ts';
import { PRODUCT_TYPES } from '../../contracts/pbs.ts';
import { allowedActions, DAY_MS, isItemState, restoreItem } from '../../machines/orders/orderItem.machine.ts';
import type { OrderItemEvent } from '../../machines/orders/orderItem.types.ts';
import { seedOrderHistory } from '../../server/db/seed-order-history.ts';
import { advanceItem } from '../../server/orders/order-item-lifecycle.ts';
import type { Answer, Harness } from './auth-harness.ts';
import { CFS, expectFailure, okBody, type Shelf, type ShelfProduct, type Shopper } from './cart-kit.ts';
import { type CheckoutCalls, openCheckoutWorld } from './checkout-kit.ts';

let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;
let k: CheckoutCalls;

beforeAll(async () => {
  ({ h, shelf, a, b, k } = await openCheckoutWorld('order.items.second@example.com'));
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await k.reset(shelf);
  const ids = Object.values(shelf).flatMap((value) =>
    typeof value === 'object' && value !== null && 'price' in value ? [value.id] : [],
  );
  await h.db.query('DELETE FROM product_business_rules WHERE product_id = ANY($1::int[])', [ids]);
});

const GOODS_RULES: Array<[string, string]> = [
  ['Cancellation Allowed', 'Yes'],
  ['Cancellation Charge', '50'],
  ['Return Allowed', 'Yes'],
  ['Return Days', '7'],
  ['Replacement Allowed', 'Yes'],
  ['Replacement Days', '10'],
];

async function setRules(product: ShelfProduct, rules: Array<[string, string]>) {
  for (const [index, [label, value]] of rules.entries()) {
    await h.db.query(
      'INSERT INTO product_business_rules (product_id, label, value, sort_order) VALUES ($1, $2, $3, $4)',
      [product.id, label, value, index],
    );
  }
}

interface Placed {
  order: OrderPlacement;
  items: number[];
}

/** An order of `lines` by `who`, paid by `type` (null: a request, nothing to pay); its item ids in line order. */
async function order(
  who: Shopper,
  type: 'COD' | 'CASHFREE' | null,
  ...lines: [ShelfProduct, number, number?][]
): Promise<Placed> {
  // An online order leaves its lines in the cart until it is paid: each order here is of its own lines.
  await h.db.query('DELETE FROM cart_items WHERE customer_id = $1', [who.id]);
  const checkout = await k.fromCart(who, ...lines);
  if (type !== null) {
    okBody(await k.pay(who, checkout.checkout_id, [await k.methodId(type)]));
  }
  const answer = await k.place(who, checkout.checkout_id);
  if (answer.status !== 200) throw new Error(`not placed: ${JSON.stringify(answer.body)}`);
  const placement = answer.body.response_body;
  const rows = await h.db.query<{ id: number }>(
    'SELECT id FROM order_items WHERE order_id = $1 ORDER BY id',
    [placement.order_id],
  );
  return { order: placement, items: rows.map((row) => row.id) };
}

/** The provider approved the online payment (as the payments sandbox records it). */
async function paid(placed: Placed) {
  await h.db.query("UPDATE orders SET payment_status = 'Placed' WHERE id = $1", [placed.order.order_id]);
}

async function advance(itemId: number, ...events: Array<[OrderItemEvent['type'], number]>) {
  for (const [type, at] of events) {
    await h.db.transaction((tx) => advanceItem(tx, itemId, { type, at } as OrderItemEvent));
  }
}

const now = () => h.clock.now();

/** Accepted, dispatched and delivered `ago` milliseconds before now. */
async function deliveredAgo(itemId: number, ago: number) {
  const at = now() - ago;
  await advance(itemId, ['ACCEPT', at - DAY_MS], ['DISPATCH', at - DAY_MS / 2], ['DELIVER', at]);
}

function actions(who: Shopper, itemId: number | string): Promise<Answer<OrderItemActions>> {
  return h.call<OrderItemActions>('GET', `${CFS}/order-item/${itemId}/actions`, { headers: who.headers });
}

function act(who: Shopper, action: string, body: unknown): Promise<Answer<OrderItemRequestResult>> {
  return h.call<OrderItemRequestResult>('POST', `${CFS}/order-item/${action}`, {
    headers: who.headers,
    body,
  });
}

const ask = (who: Shopper, action: string, itemId: number, reason = 'Changed my mind') =>
  act(who, action, { order_item_id: itemId, reason });

function track(who: Shopper, orderId: number | string, query = ''): Promise<Answer<OrderTracking>> {
  return h.call<OrderTracking>('GET', `${CFS}/track-order-status/${orderId}${query}`, {
    headers: who.headers,
  });
}

function okWith<T>(answer: Answer<T>, message: string): T {
  expect({ status: answer.status, message: answer.body.response_message }).toEqual({ status: 200, message });
  return answer.body.response_body;
}

describe('new order items', () => {
  it('start Received (cash on delivery) or awaiting the online payment, and take its outcome', async () => {
    await setRules(shelf.kettle, GOODS_RULES);
    const cash = await order(a, 'COD', [shelf.kettle, 1]);
    const [cashItem = 0] = cash.items;
    expect(okBody(await actions(a, cashItem))).toMatchObject({
      order_status: 'Received',
      payment_status: 'Created',
      can_cancel: true,
      // Nothing was paid yet: nothing is charged.
      cancellation_charge: 0,
      lifecycle: { state: 'received' },
    });

    const online = await order(a, 'CASHFREE', [shelf.mug, 1]);
    const [onlineItem = 0] = online.items;
    expect(okBody(await actions(a, onlineItem)).lifecycle.state).toBe('awaitingPayment');
    await paid(online);
    expect(okBody(await actions(a, onlineItem))).toMatchObject({
      order_status: 'Received',
      payment_status: 'Placed',
      lifecycle: { state: 'received' },
    });
    const timeline = okBody(await track(a, online.order.order_id));
    expect(
      timeline.items[0]?.events.map((event) => [event.event, event.order_status, event.payment_status]),
    ).toEqual([
      ['PLACED', 'Received', 'Created'],
      ['PAYMENT_PLACED', 'Received', 'Placed'],
    ]);
  });

  it('a declined online payment cancels the item; a request-based item is an open request', async () => {
    const online = await order(a, 'CASHFREE', [shelf.mug, 1]);
    await h.db.query(
      "UPDATE orders SET payment_status = 'Failed', order_status = 'Cancelled' WHERE id = $1",
      [online.order.order_id],
    );
    expect(okBody(await actions(a, online.items[0] ?? 0))).toMatchObject({
      order_status: 'Cancelled',
      payment_status: 'Failed',
      can_cancel: false,
    });
    expectFailure(
      await ask(a, 'cancel', online.items[0] ?? 0),
      409,
      'The payment for this item failed; there is nothing to change.',
    );

    const request = await order(a, null, [shelf.table, 1]);
    expect(okBody(await actions(a, request.items[0] ?? 0))).toMatchObject({
      order_status: null,
      request_status: 'open',
      payment_status: null,
      lifecycle: { state: 'request.open' },
    });
  });

  it('fixes the rules when ordered: a later change to the product does not reach the item', async () => {
    await setRules(shelf.kettle, GOODS_RULES);
    const placed = await order(a, 'COD', [shelf.kettle, 1]);
    await h.db.query('DELETE FROM product_business_rules WHERE product_id = $1', [shelf.kettle.id]);
    const answer = okBody(await actions(a, placed.items[0] ?? 0));
    expect(answer.can_cancel).toBe(true);
    expect(answer.business_rules.map((rule) => rule.label)).toEqual(GOODS_RULES.map(([label]) => label));
  });
});

describe('the provider’s signed answer moves the items with the order', () => {
  it.each([
    ['approve', 'received', 'Placed'],
    ['decline', 'paymentFailed', 'Failed'],
  ] as const)(
    '%s: the items leave awaitingPayment once the answer is checked',
    async (decision, state, payment) => {
      const placed = await order(a, 'CASHFREE', [shelf.mug, 1]);
      const handOff = okBody(await k.handOff(a, placed.order.order_id));
      const answer = await k.atSandbox(handOff, decision);
      const itemRow = async () => {
        const [row] = await h.db.query<{ lifecycle_state: string; payment_status: string }>(
          'SELECT lifecycle_state, payment_status FROM order_items WHERE id = $1',
          [placed.items[0]],
        );
        return row;
      };
      // The sandbox's decision alone moves nothing.
      expect((await itemRow())?.lifecycle_state).toBe('awaitingPayment');
      okBody(await k.status(a, placed.order.order_id, answer));
      expect(await itemRow()).toEqual({ lifecycle_state: state, payment_status: payment });
    },
  );
});

describe('cancel', () => {
  it('shows the charge before confirming and deducts it from the refund of a paid item', async () => {
    await setRules(shelf.kettle, GOODS_RULES);
    const placed = await order(a, 'CASHFREE', [shelf.kettle, 1]);
    await paid(placed);
    const [item = 0] = placed.items;
    expect(okBody(await actions(a, item))).toMatchObject({
      can_cancel: true,
      can_return: false,
      can_replace: false,
      cancellation_charge: 50,
      cancellation_refund: 399,
      currency: 'ZAR',
    });
    const result = okWith(
      await act(a, 'cancel', { order_item_id: item, reason: '  Ordered   by mistake ', comment: 'Sorry' }),
      'Item cancelled',
    );
    expect(result).toMatchObject({
      order_item_id: item,
      order_id: placed.order.order_id,
      kind: 'cancel',
      reason: 'Ordered by mistake',
      comment: 'Sorry',
      order_status: 'Cancelled',
      request_status: 'Fulfilled',
      payment_status: 'Placed',
      refund_status: 'Initiated',
      refund_amount: 399,
      cancellation_charge: 50,
    });
    // The only item: the order is cancelled too.
    const [row] = await h.db.query<{ order_status: string }>(
      'SELECT order_status FROM orders WHERE id = $1',
      [placed.order.order_id],
    );
    expect(row?.order_status).toBe('Cancelled');
  });

  it('a replay is refused (409) and refunds once; so are concurrent cancels', async () => {
    await setRules(shelf.kettle, GOODS_RULES);
    await setRules(shelf.mug, GOODS_RULES);
    const placed = await order(a, 'CASHFREE', [shelf.kettle, 1], [shelf.mug, 1]);
    await paid(placed);
    const [kettle = 0, mug = 0] = placed.items;
    okWith(await ask(a, 'cancel', kettle), 'Item cancelled');
    expectFailure(await ask(a, 'cancel', kettle), 409, 'This item is already cancelled.');

    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(a, 'cancel', mug)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const requests = await h.db.query<{ order_item_id: number; refund_minor: number }>(
      'SELECT order_item_id, refund_minor FROM order_item_requests ORDER BY id',
    );
    expect(requests).toEqual([
      { order_item_id: kettle, refund_minor: 39_900 },
      { order_item_id: mug, refund_minor: 14_950 },
    ]);
    // The item still shows one refund.
    expect(okBody(await actions(a, mug))).toMatchObject({ refund_amount: 149.5, can_cancel: false });
  });

  it('refunds what the item cost: its price less its share of the coupon, less the charge', async () => {
    await setRules(shelf.kettle, GOODS_RULES);
    await h.db.query('DELETE FROM cart_items WHERE customer_id = $1', [a.id]);
    const checkout = await k.fromCart(a, [shelf.kettle, 1], [shelf.mug, 1]);
    expect((await k.coupon(a, checkout.checkout_id, 'FLAT100')).status).toBe(200);
    okBody(await k.pay(a, checkout.checkout_id, [await k.methodId('CASHFREE')]));
    const placement = (await k.place(a, checkout.checkout_id)).body.response_body;
    await h.db.query("UPDATE orders SET payment_status = 'Placed' WHERE id = $1", [placement.order_id]);
    // R100 off R648.50: R69.23 of it on the kettle (R449), R30.77 on the mug (R199.50, with the cent left over).
    const items = await h.db.query<{ id: number; paid_minor: number }>(
      'SELECT id, paid_minor FROM order_items WHERE order_id = $1 ORDER BY id',
      [placement.order_id],
    );
    expect(items.map((item) => item.paid_minor)).toEqual([37_977, 16_873]);
    expect(okBody(await actions(a, items[0]?.id ?? 0))).toMatchObject({
      cancellation_charge: 50,
      cancellation_refund: 329.77,
    });
    expect(okWith(await ask(a, 'cancel', items[0]?.id ?? 0), 'Item cancelled').refund_amount).toBe(329.77);
  });

  it('cash on delivery: cancelled with no charge and no refund', async () => {
    await setRules(shelf.kettle, GOODS_RULES);
    const placed = await order(a, 'COD', [shelf.kettle, 1]);
    const result = okWith(await ask(a, 'cancel', placed.items[0] ?? 0), 'Item cancelled');
    expect(result).toMatchObject({ refund_status: null, refund_amount: null, cancellation_charge: 0 });
  });

  it('is refused once dispatched, and when the product does not allow it', async () => {
    await setRules(shelf.kettle, GOODS_RULES);
    const placed = await order(a, 'COD', [shelf.kettle, 1], [shelf.mug, 1]);
    const [kettle = 0, mug = 0] = placed.items;
    await advance(kettle, ['ACCEPT', now()], ['DISPATCH', now()]);
    expect(okBody(await actions(a, kettle)).can_cancel).toBe(false);
    expectFailure(
      await ask(a, 'cancel', kettle),
      409,
      'This item has been dispatched and can no longer be cancelled.',
    );
    expectFailure(await ask(a, 'cancel', mug), 409, 'This item cannot be cancelled.');
  });

  it('a delivered service is cancelled for a refund within Refund Cancellation Days of delivery', async () => {
    await setRules(shelf.yoga, [
      ['Cancellation Allowed', 'Yes'],
      ['Cancellation Charge', '99'],
      ['Refund Cancellation Allowed', 'Yes'],
      ['Refund Cancellation Days', '2'],
    ]);
    const inside = await order(a, 'CASHFREE', [shelf.yoga, 1, shelf.slots.weekdays]);
    await paid(inside);
    await deliveredAgo(inside.items[0] ?? 0, 2 * DAY_MS);
    expect(okBody(await actions(a, inside.items[0] ?? 0))).toMatchObject({
      can_cancel: true,
      refund_cancellation_deadline: new Date(now()).toISOString(),
    });
    expect(okWith(await ask(a, 'cancel', inside.items[0] ?? 0), 'Item cancelled')).toMatchObject({
      refund_amount: 900,
      cancellation_charge: 99,
    });

    const outside = await order(a, 'CASHFREE', [shelf.yoga, 1, shelf.slots.weekdays]);
    await paid(outside);
    await deliveredAgo(outside.items[0] ?? 0, 2 * DAY_MS + 1);
    expectFailure(
      await ask(a, 'cancel', outside.items[0] ?? 0),
      409,
      `The cancellation window for this item closed on ${new Date(now() - 1).toISOString().slice(0, 10)}.`,
    );
  });
});

describe('return and replace: windows counted from delivery', () => {
  it('a return on the last millisecond is taken; one millisecond later it is refused', async () => {
    await setRules(shelf.kettle, GOODS_RULES);
    await setRules(shelf.mug, GOODS_RULES);
    const placed = await order(a, 'COD', [shelf.kettle, 1], [shelf.mug, 1]);
    const [inside = 0, outside = 0] = placed.items;
    await deliveredAgo(inside, 7 * DAY_MS);
    await deliveredAgo(outside, 7 * DAY_MS + 1);

    const before = okBody(await actions(a, inside));
    expect(before).toMatchObject({
      order_status: 'Fulfilled',
      // Cash collected at delivery.
      payment_status: 'Completed',
      can_return: true,
      can_replace: true,
      can_cancel: false,
      return_deadline: new Date(now()).toISOString(),
      replacement_deadline: new Date(now() + 3 * DAY_MS).toISOString(),
      delivered_at: new Date(now() - 7 * DAY_MS).toISOString(),
    });
    // The storefront decides the same from the answer's lifecycle.
    const state = before.lifecycle.state;
    if (!isItemState(state)) throw new Error(state);
    expect(allowedActions(restoreItem(state, before.lifecycle.context), now()).return).toBe(true);

    const returned = okWith(await ask(a, 'return', inside, 'Too small'), 'Return requested');
    expect(returned).toMatchObject({ order_status: 'Return', request_status: 'open', refund_status: null });
    expectFailure(await ask(a, 'return', inside), 409, 'A return is already under way for this item.');

    expect(okBody(await actions(a, outside))).toMatchObject({ can_return: false, can_replace: true });
    expectFailure(
      await ask(a, 'return', outside),
      409,
      `The return window for this item closed on ${new Date(now() - 1).toISOString().slice(0, 10)}.`,
    );
  });

  it('a received return of a paid item is refunded in full; the timeline shows each step', async () => {
    await setRules(shelf.kettle, GOODS_RULES);
    const placed = await order(a, 'CASHFREE', [shelf.kettle, 1]);
    await paid(placed);
    const [item = 0] = placed.items;
    await deliveredAgo(item, DAY_MS);
    okWith(await ask(a, 'return', item), 'Return requested');
    await advance(item, ['APPROVE', now()], ['RECEIVE', now()]);
    expect(okBody(await actions(a, item))).toMatchObject({
      order_status: 'Refund',
      request_status: 'Return',
      refund_status: 'Initiated',
      refund_amount: 449,
    });
    await advance(item, ['REFUND_COMPLETED', now()]);
    const [row] = await h.db.query<{ request_status: string; refund_status: string }>(
      'SELECT request_status, refund_status FROM order_item_requests WHERE order_item_id = $1',
      [item],
    );
    expect(row).toEqual({ request_status: 'Return', refund_status: 'Completed' });
    const timeline = okBody(await track(a, placed.order.order_id, `?order_item_id=${item}`));
    expect(timeline.items).toHaveLength(1);
    expect(timeline.items[0]?.events.map((event) => [event.event, event.order_status])).toEqual([
      ['PLACED', 'Received'],
      ['PAYMENT_PLACED', 'Received'],
      ['ACCEPT', 'InProgress'],
      ['DISPATCH', 'InProgress'],
      ['DELIVER', 'Fulfilled'],
      ['RETURN', 'Return'],
      ['APPROVE', 'Return'],
      ['RECEIVE', 'Refund'],
      ['REFUND_COMPLETED', 'Refund'],
    ]);
  });

  it('a replacement within its days is taken, once; before delivery and without the rule it is refused', async () => {
    await setRules(shelf.kettle, GOODS_RULES);
    const placed = await order(a, 'COD', [shelf.kettle, 1], [shelf.mug, 1], [shelf.lamp, 1]);
    const [kettle = 0, mug = 0, lamp = 0] = placed.items;
    expectFailure(await ask(a, 'replace', kettle), 409, 'This item can be replaced once it is delivered.');
    await deliveredAgo(kettle, 10 * DAY_MS);
    okWith(await ask(a, 'replace', kettle, 'Arrived dented'), 'Replacement requested');
    await advance(kettle, ['APPROVE', now()], ['DELIVER', now()]);
    expectFailure(await ask(a, 'replace', kettle), 409, 'This item was replaced already.');
    // The replacement's own delivery restarts the return window.
    expect(okBody(await actions(a, kettle))).toMatchObject({
      can_return: true,
      return_deadline: new Date(now() + 7 * DAY_MS).toISOString(),
    });

    await deliveredAgo(mug, DAY_MS);
    expectFailure(await ask(a, 'replace', mug), 409, 'This item cannot be replaced.');
    expectFailure(await ask(a, 'return', lamp), 409, 'This item cannot be returned.');
  });
});

describe('scoped, bounded, refused', () => {
  it("another customer's item or order is 404, like an unknown one", async () => {
    await setRules(shelf.kettle, GOODS_RULES);
    const placed = await order(a, 'COD', [shelf.kettle, 1]);
    const [item = 0] = placed.items;
    expectFailure(await actions(b, item), 404, 'Order item not found');
    expectFailure(await ask(b, 'cancel', item), 404, 'Order item not found');
    expectFailure(await track(b, placed.order.order_id), 404, 'Order not found');
    expectFailure(await actions(a, 999_999), 404, 'Order item not found');
    expectFailure(await ask(a, 'cancel', 999_999), 404, 'Order item not found');
    const other = await order(a, 'COD', [shelf.mug, 1]);
    expectFailure(
      await track(a, placed.order.order_id, `?order_item_id=${other.items[0]}`),
      404,
      'Order item not found',
    );
    // Still Received: nothing another customer sent changed it.
    expect(okBody(await actions(a, item)).order_status).toBe('Received');
  });

  it('bad input is 400 with a message; no token is 401', async () => {
    const placed = await order(a, 'COD', [shelf.kettle, 1]);
    const [item = 0] = placed.items;
    const cases: Array<[unknown, string]> = [
      [{ reason: 'x' }, 'order_item_id is required'],
      [{ order_item_id: 'one', reason: 'x' }, 'order_item_id must be a positive integer'],
      [{ order_item_id: -4, reason: 'x' }, 'order_item_id must be a positive integer'],
      [{ order_item_id: item }, '“Reason” is required.'],
      [{ order_item_id: item, reason: '   ' }, '“Reason” is required.'],
      [{ order_item_id: item, reason: 42 }, '“Reason” must be text.'],
      [{ order_item_id: item, reason: 'x'.repeat(201) }, '“Reason” can be at most 200 characters.'],
      [{ order_item_id: item, reason: 'bad\u0000' }, '“Reason” must not contain control characters.'],
      [
        { order_item_id: item, reason: 'ok', comment: 'y'.repeat(1001) },
        '“Comment” can be at most 1000 characters.',
      ],
    ];
    for (const [body, message] of cases) expectFailure(await act(a, 'cancel', body), 400, message);
    expectFailure(await ask(a, 'refund', item), 400, 'The action must be cancel, return or replace');
    expectFailure(await actions(a, 'abc'), 400, '“orderItemId” must be a positive whole number.');
    expectFailure(await track(a, 'x'), 400, '“orderId” must be a positive whole number.');
    expectFailure(
      await track(a, placed.order.order_id, '?order_item_id=0'),
      400,
      '“order_item_id” must be a positive whole number.',
    );
    const guest = await h.call('GET', `${CFS}/order-item/${item}/actions`);
    expect(guest.status).toBe(401);
    // A 200-character reason is accepted.
    expect((await act(a, 'return', { order_item_id: item, reason: 'r'.repeat(200) })).status).toBe(409);
  });
});

describe("the demo customer's seeded order history", () => {
  const history = () =>
    h.db.query<{
      id: number;
      order_status: string | null;
      request_status: string | null;
      product_type: string;
      slot_label: string | null;
      lifecycle_state: string;
    }>(
      `SELECT i.id, i.order_status, i.request_status, i.product_type, i.slot_label, i.lifecycle_state
       FROM order_items i JOIN orders o ON o.id = i.order_id JOIN customers c ON c.id = o.customer_id
       WHERE c.email = 'demo@example.com' ORDER BY o.created_at, i.id`,
    );
  const seed = () => h.db.transaction((tx) => seedOrderHistory(tx, 19, now()));

  it('shows every order and request status and every product type, once, the same every time', async () => {
    expect(await seed()).toBe(true);
    expect(await seed()).toBe(false);
    const rows = await history();
    expect(new Set(rows.map((row) => row.order_status))).toEqual(new Set([null, ...ORDER_STATUSES]));
    const requests = rows.filter((row) => row.lifecycle_state.startsWith('request.'));
    expect(new Set(requests.map((row) => row.request_status))).toEqual(new Set(REQUEST_STATUSES));
    const types = await h.db.query<{ product_type: string }>(
      'SELECT DISTINCT product_type FROM products WHERE store_id = 19 AND product_type = ANY($1::text[])',
      [[...PRODUCT_TYPES]],
    );
    expect(new Set(rows.map((row) => row.product_type))).toEqual(
      new Set(types.map((row) => row.product_type)),
    );
    expect(rows.some((row) => row.product_type === 'Service' && row.slot_label !== null)).toBe(true);

    // Deterministic: the same history again from the same seed time.
    const first = rows.map(({ id: _id, ...rest }) => rest);
    await k.reset(shelf);
    expect(await seed()).toBe(true);
    expect((await history()).map(({ id: _id, ...rest }) => rest)).toEqual(first);
  });

  it('has delivered items whose return is still allowed and items whose window has closed', async () => {
    await seed();
    const delivered = (await history()).filter((row) => row.lifecycle_state === 'fulfilled');
    const answers = await Promise.all(delivered.map(async (row) => okBody(await actions(a, row.id))));
    const returnable = answers.filter((answer) =>
      answer.business_rules.some((rule) => rule.label === 'Return Allowed' && rule.value === 'Yes'),
    );
    expect(returnable.some((answer) => answer.can_return)).toBe(true);
    expect(returnable.some((answer) => !answer.can_return && answer.return_deadline !== null)).toBe(true);
  });
});
