// While an order's online payment is awaited, its items are not cancelled one by one
// (docs/decisions/0052-no-item-cancel-while-the-payment-is-awaited.md): the provider was handed the
// whole amount, so the customer pays the order or cancels it as a whole. Once paid, an item is
// cancelled with its credit note and refund as before. A cancel racing the paid answer leaves the
// money consistent either way round. An online order whose payment failed is void: its cancelled
// items get no credit notes. Against a real database (PGlite here, PostgreSQL under
// `npm run test:postgres`).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderPlacement } from '../../contracts/checkout.ts';
import type { OrderItemActions } from '../../contracts/orderItems.ts';
import type { OrderDetailsWithMoney } from '../../contracts/orderMoney.ts';
import { orderCancelEventOf } from '../../machines/orders/orderItem.machine.ts';
import { ORDER_AWAITS_PAYMENT } from '../../server/orders/order-item-actions.ts';
import { advanceItem } from '../../server/orders/order-item-lifecycle.ts';
import { settleOrderMoney } from '../../server/orders/order-money.ts';
import { findOrder } from '../../server/orders/orders.ts';
import { failOnlinePayment } from '../../server/payments/online-payment-outcome.ts';
import type { Harness } from './auth-harness.ts';
import { CFS, expectFailure, okBody, type Shelf, type ShelfProduct, type Shopper } from './cart-kit.ts';
import { type CheckoutCalls, openCheckoutWorld } from './checkout-kit.ts';

let h: Harness;
let shelf: Shelf;
let a: Shopper;
let k: CheckoutCalls;

beforeAll(async () => {
  ({ h, shelf, a, k } = await openCheckoutWorld('unpaid.items.second@example.com'));
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await k.reset(shelf);
  const ids = [shelf.kettle.id, shelf.mug.id];
  await h.db.query('DELETE FROM product_business_rules WHERE product_id = ANY($1::int[])', [ids]);
  for (const id of ids) {
    await h.db.query(
      `INSERT INTO product_business_rules (product_id, label, value, sort_order)
       VALUES ($1, 'Cancellation Allowed', 'Yes', 0)`,
      [id],
    );
  }
});

interface Placed {
  order: OrderPlacement;
  items: number[];
}

async function order(type: 'COD' | 'CASHFREE', ...lines: [ShelfProduct, number][]): Promise<Placed> {
  await h.db.query('DELETE FROM cart_items WHERE customer_id = $1', [a.id]);
  const checkout = await k.fromCart(a, ...lines);
  okBody(await k.pay(a, checkout.checkout_id, [await k.methodId(type)]));
  const answer = await k.place(a, checkout.checkout_id);
  if (answer.status !== 200) throw new Error(`not placed: ${JSON.stringify(answer.body)}`);
  const placement = answer.body.response_body;
  const rows = await h.db.query<{ id: number }>(
    'SELECT id FROM order_items WHERE order_id = $1 ORDER BY id',
    [placement.order_id],
  );
  return { order: placement, items: rows.map((row) => row.id) };
}

/** Approved at the payments sandbox: the signed answer the storefront's return carries. */
async function approved(placed: Placed) {
  const handOff = okBody(await k.handOff(a, placed.order.order_id));
  return k.atSandbox(handOff, 'approve');
}

const cancel = (itemId: number) =>
  h.call('POST', `${CFS}/order-item/cancel`, {
    headers: a.headers,
    body: { order_item_id: itemId, reason: 'Ordered by mistake' },
  });

const actions = async (itemId: number) =>
  okBody(
    await h.call<OrderItemActions>('GET', `${CFS}/order-item/${itemId}/actions`, { headers: a.headers }),
  );

const details = async (orderId: number) =>
  okBody(
    await h.call<OrderDetailsWithMoney>('GET', `${CFS}/orders-with-items/${orderId}`, { headers: a.headers }),
  );

/** What the order is and owes, and what happened to its items (minor units). */
async function moneyOf(orderId: number) {
  const [order] = await h.db.query<{
    payment_status: string;
    total_minor: number;
    ordered_total_minor: number;
    received_minor: number;
    refund_minor: number;
    amount_due_minor: number;
  }>(
    `SELECT payment_status, total_minor, ordered_total_minor, received_minor, refund_minor, amount_due_minor
     FROM orders WHERE id = $1`,
    [orderId],
  );
  const [notes] = await h.db.query<{ count: number; refund: number }>(
    `SELECT count(*)::int AS count, COALESCE(sum(refund_minor), 0)::int AS refund
     FROM order_adjustments WHERE order_id = $1`,
    [orderId],
  );
  const items = await h.db.query<{ lifecycle_state: string; requests: number }>(
    `SELECT i.lifecycle_state,
       (SELECT count(*)::int FROM order_item_requests r WHERE r.order_item_id = i.id) AS requests
     FROM order_items i WHERE i.order_id = $1 ORDER BY i.id`,
    [orderId],
  );
  const [owed] = await h.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM payments_owed_back WHERE order_id = $1',
    [orderId],
  );
  return { order, notes, items, owedBack: owed?.count ?? 0 };
}

describe('an item of an order awaiting its online payment', () => {
  it('is not offered for cancel, and a cancel is refused (409, saying why) with nothing changed', async () => {
    const placed = await order('CASHFREE', [shelf.kettle, 1], [shelf.mug, 1]);
    const [kettle = 0] = placed.items;
    expect(await actions(kettle)).toMatchObject({
      can_cancel: false,
      lifecycle: { state: 'awaitingPayment' },
    });
    const before = await moneyOf(placed.order.order_id);
    const stock = await k.stockOf(shelf.kettle);
    expectFailure(await cancel(kettle), 409, ORDER_AWAITS_PAYMENT);
    expect(await moneyOf(placed.order.order_id)).toEqual(before);
    expect(await k.stockOf(shelf.kettle)).toBe(stock);
    expect(before.items.map((item) => item.lifecycle_state)).toEqual(['awaitingPayment', 'awaitingPayment']);
  });

  it('is cancelled on its own once the order is paid: a credit note and its refund', async () => {
    const placed = await order('CASHFREE', [shelf.kettle, 1], [shelf.mug, 1]);
    const [kettle = 0] = placed.items;
    okBody(await k.status(a, placed.order.order_id, await approved(placed)));
    expect((await actions(kettle)).can_cancel).toBe(true);
    expect((await cancel(kettle)).status).toBe(200);
    const after = await moneyOf(placed.order.order_id);
    const [price] = await h.db.query<{ paid_minor: number }>(
      'SELECT paid_minor FROM order_items WHERE id = $1',
      [kettle],
    );
    expect(after.order).toMatchObject({
      payment_status: 'Completed',
      total_minor: (after.order?.ordered_total_minor ?? 0) - (price?.paid_minor ?? 0),
      refund_minor: price?.paid_minor,
      amount_due_minor: 0,
    });
    expect(after.notes).toEqual({ count: 1, refund: price?.paid_minor });
  });

  it('of a pay-on-delivery order is cancelled as before', async () => {
    const placed = await order('COD', [shelf.kettle, 1], [shelf.mug, 1]);
    expect((await actions(placed.items[0] ?? 0)).can_cancel).toBe(true);
    expect((await cancel(placed.items[0] ?? 0)).status).toBe(200);
  });

  it.each([1, 2, 3])(
    'a cancel racing the paid answer: paid whole and nothing cancelled, or paid then cancelled and refunded (round %i)',
    async () => {
      const placed = await order('CASHFREE', [shelf.kettle, 1], [shelf.mug, 1]);
      const [kettle = 0] = placed.items;
      const answer = await approved(placed);
      const [cancelled, settled] = await Promise.all([
        cancel(kettle),
        k.status(a, placed.order.order_id, answer),
      ]);
      expect(settled.status).toBe(200);
      const { order: money, notes, items, owedBack } = await moneyOf(placed.order.order_id);
      const [price] = await h.db.query<{ paid_minor: number }>(
        'SELECT paid_minor FROM order_items WHERE id = $1',
        [kettle],
      );
      const ordered = money?.ordered_total_minor ?? 0;
      // Either way the payment paid the order whole, once; nothing is owed back outside the order.
      expect(money).toMatchObject({
        payment_status: 'Completed',
        received_minor: ordered,
        amount_due_minor: 0,
      });
      expect(owedBack).toBe(0);
      if (cancelled.status === 200) {
        // Paid first: the kettle is credited and its price refunded.
        expect(money).toMatchObject({
          total_minor: ordered - (price?.paid_minor ?? 0),
          refund_minor: price?.paid_minor,
        });
        expect(notes).toEqual({ count: 1, refund: price?.paid_minor });
        expect(items[0]).toEqual({ lifecycle_state: 'cancelled', requests: 1 });
      } else {
        // Cancel first: refused while the payment was awaited; the order stands whole, paid.
        expectFailure(cancelled, 409, ORDER_AWAITS_PAYMENT);
        expect(money).toMatchObject({ total_minor: ordered, refund_minor: 0 });
        expect(notes).toEqual({ count: 0, refund: 0 });
        expect(items[0]).toEqual({ lifecycle_state: 'received', requests: 0 });
      }
    },
  );
});

describe('an online order whose payment failed', () => {
  it('is void: its items cancelled with the order get no credit note, nothing is paid, owed or due', async () => {
    const placed = await order('CASHFREE', [shelf.kettle, 1], [shelf.mug, 1]);
    const [kettle = 0, mug = 0] = placed.items;
    const at = h.clock.now();
    // What the whole order's cancel does (cancel-order.ts): each item cancelled with the order, the
    // payment no longer awaited (Failed), the money settled.
    await h.db.transaction(async (tx) => {
      await advanceItem(tx, kettle, orderCancelEventOf(at));
      await advanceItem(tx, mug, orderCancelEventOf(at));
      const row = await findOrder(tx, { id: placed.order.order_id }, true);
      if (!row) throw new Error('no order');
      await failOnlinePayment(tx, row, at);
      await settleOrderMoney(tx, placed.order.order_id, at);
    });
    const { order: money, notes } = await moneyOf(placed.order.order_id);
    expect(money).toMatchObject({
      payment_status: 'Failed',
      received_minor: 0,
      refund_minor: 0,
      amount_due_minor: 0,
    });
    expect(notes).toEqual({ count: 0, refund: 0 });
    const shown = await details(placed.order.order_id);
    expect(shown.money).toMatchObject({ adjustments: [], received: 0, refund: 0, amount_due: 0 });
  });
});
