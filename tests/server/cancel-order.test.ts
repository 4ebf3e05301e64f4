// Cancelling a whole order still awaiting its online payment, against a real database (PGlite here,
// PostgreSQL under `npm run test:postgres`): every item is cancelled in one call, the stock and the
// coupon's use come back and the payment is no longer awaited (Failed); another customer's or an
// unknown order is not found; a paid order is refused (409) and unchanged; two cancels at once have
// one effect; a paid answer arriving after the cancel is owed back.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ORDER_CANCELLED_UNPAID_MESSAGE,
  ORDER_PAYMENT_OWED_BACK_MESSAGE,
  type OrderPlacement,
} from '../../contracts/checkout.ts';
import { CANCEL_ORDER_PATH, type CancelOrderResult } from '../../contracts/orders.ts';
import { ORDER_CANCEL_REASON } from '../../server/orders/cancel-order.ts';
import type { Answer, Harness } from './auth-harness.ts';
import { CFS, expectFailure, okBody, type Shelf, type Shopper } from './cart-kit.ts';
import { type CheckoutCalls, openCheckoutWorld } from './checkout-kit.ts';

let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;
let k: CheckoutCalls;
const STORE = 19;

beforeAll(async () => {
  ({ h, shelf, a, b, k } = await openCheckoutWorld('cancel.order.second@example.com'));
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await k.reset(shelf);
  await h.db.query("DELETE FROM coupons WHERE code LIKE 'CANCELORDER%'");
  // The mug and the kettle may be cancelled; the lamp's rules do not allow it.
  const ids = [shelf.mug.id, shelf.kettle.id, shelf.lamp.id];
  await h.db.query('DELETE FROM product_business_rules WHERE product_id = ANY($1::int[])', [ids]);
  for (const product of [shelf.mug, shelf.kettle]) {
    await h.db.query(
      `INSERT INTO product_business_rules (product_id, label, value, sort_order)
       VALUES ($1, 'Cancellation Allowed', 'Yes', 0), ($1, 'Cancellation Charge', '50', 1)`,
      [product.id],
    );
  }
});

/** A card order of two mugs, a kettle and a lamp (three lines) from the cart, with `code` applied if given. */
async function cardOrder(code?: string): Promise<OrderPlacement> {
  await h.db.query('DELETE FROM cart_items WHERE customer_id = $1', [a.id]);
  const checkout = await k.fromCart(a, [shelf.mug, 2], [shelf.kettle, 1], [shelf.lamp, 1]);
  if (code) expect((await k.coupon(a, checkout.checkout_id, code)).status).toBe(200);
  okBody(await k.pay(a, checkout.checkout_id, [await k.methodId('CASHFREE')]));
  const answer = await k.place(a, checkout.checkout_id);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.response_body;
}

function cancel(who: Shopper, orderId: number | string): Promise<Answer<CancelOrderResult>> {
  return h.call<CancelOrderResult>('POST', `${CFS}${CANCEL_ORDER_PATH(orderId as number)}`, {
    headers: who.headers,
  });
}

async function orderRow(orderId: number) {
  const [row] = await h.db.query<{ payment_status: string; order_status: string; amount_due_minor: number }>(
    'SELECT payment_status, order_status, amount_due_minor FROM orders WHERE id = $1',
    [orderId],
  );
  return row;
}

async function items(orderId: number) {
  return h.db.query<{ lifecycle_state: string; requests: number }>(
    `SELECT i.lifecycle_state,
       (SELECT count(*)::int FROM order_item_requests r WHERE r.order_item_id = i.id AND r.reason = $2) AS requests
     FROM order_items i WHERE i.order_id = $1 ORDER BY i.id`,
    [orderId, ORDER_CANCEL_REASON],
  );
}

async function couponUses(code: string) {
  const [row] = await h.db.query<{ live: number; all: number }>(
    `SELECT (count(*) FILTER (WHERE u.released_at IS NULL))::int AS live, count(*)::int AS all
     FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.code = $1`,
    [code],
  );
  return row;
}

async function addCoupon(code: string) {
  await h.db.query(
    `INSERT INTO coupons (store_id, code, description, discount_type, discount_value, min_order_minor,
       per_customer_limit, may_make_free)
     VALUES ($1, $2, 'A test coupon', 'percent', 10, 0, 1, false)`,
    [STORE, code],
  );
}

describe('POST cancel-order/{orderId}', () => {
  it('cancels every item of the unpaid order at once: stock and coupon use back, payment Failed', async () => {
    await addCoupon('CANCELORDERTEN');
    const mugs = await k.stockOf(shelf.mug);
    const kettles = await k.stockOf(shelf.kettle);
    const order = await cardOrder('CANCELORDERTEN');
    expect(await k.stockOf(shelf.mug)).toBe((mugs ?? 0) - 2);
    expect(await couponUses('CANCELORDERTEN')).toEqual({ live: 1, all: 1 });

    const answer = await cancel(a, order.order_id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.response_message).toBe('Order cancelled');
    expect(answer.body.response_body).toEqual({
      order_id: order.order_id,
      order_number: order.order_number,
      order_status: 'Cancelled',
      payment_status: 'Failed',
      cancelled_items: 2,
    });
    expect(await orderRow(order.order_id)).toEqual({
      payment_status: 'Failed',
      order_status: 'Cancelled',
      amount_due_minor: 0,
    });
    expect(await items(order.order_id)).toEqual([
      { lifecycle_state: 'cancelled', requests: 1 },
      { lifecycle_state: 'cancelled', requests: 1 },
      // The lamp, which may not be cancelled, is never paid for either.
      { lifecycle_state: 'paymentFailed', requests: 0 },
    ]);
    expect(await k.stockOf(shelf.mug)).toBe(mugs);
    expect(await k.stockOf(shelf.kettle)).toBe(kettles);
    expect(await couponUses('CANCELORDERTEN')).toEqual({ live: 0, all: 1 });
    // Nothing was paid, so nothing is owed back.
    const [owed] = await h.db.query<{ refund: number }>(
      'SELECT COALESCE(sum(refund_minor), 0)::int AS refund FROM order_adjustments WHERE order_id = $1',
      [order.order_id],
    );
    expect(owed?.refund).toBe(0);
    // A replay changes nothing and says why; the order can no longer be handed off.
    expectFailure(await cancel(a, order.order_id), 409, 'This order is already cancelled.');
    expect(await k.stockOf(shelf.mug)).toBe(mugs);
    expectFailure(await k.handOff(a, order.order_id), 400, 'The payment of this order has already failed.');
  });

  it('is another customer’s order, or none: not found, and nothing changes', async () => {
    const order = await cardOrder();
    expectFailure(await cancel(b, order.order_id), 404, 'Order not found');
    expectFailure(await cancel(a, 2_000_000_000), 404, 'Order not found');
    expect((await cancel(a, 'abc')).status).toBe(400);
    expect(await orderRow(order.order_id)).toMatchObject({
      payment_status: 'Created',
      order_status: 'Received',
    });
  });

  it('refuses an order paid meanwhile (409) and leaves it as it is', async () => {
    const order = await cardOrder();
    const mugs = await k.stockOf(shelf.mug);
    await k
      .atSandbox(okBody(await k.handOff(a, order.order_id)), 'approve')
      .then((answer) => k.status(a, order.order_id, answer));
    expect((await orderRow(order.order_id))?.payment_status).toBe('Completed');
    expectFailure(
      await cancel(a, order.order_id),
      409,
      'This order is no longer awaiting its payment, so it cannot be cancelled as a whole.',
    );
    expect(await orderRow(order.order_id)).toMatchObject({
      payment_status: 'Completed',
      order_status: 'Received',
    });
    expect((await items(order.order_id)).map((item) => item.lifecycle_state)).toEqual([
      'received',
      'received',
      'received',
    ]);
    expect(await k.stockOf(shelf.mug)).toBe(mugs);
  });

  it('refuses a pay-on-delivery order (its items are cancelled one by one)', async () => {
    await h.db.query('DELETE FROM cart_items WHERE customer_id = $1', [a.id]);
    const checkout = await k.fromCart(a, [shelf.mug, 1]);
    okBody(await k.pay(a, checkout.checkout_id, [await k.methodId('COD')]));
    const order = (await k.place(a, checkout.checkout_id)).body.response_body;
    expectFailure(
      await cancel(a, order.order_id),
      409,
      'Only an order awaiting its online payment can be cancelled as a whole.',
    );
  });

  it('two cancels at once have one effect', async () => {
    await addCoupon('CANCELORDERTWO');
    const mugs = await k.stockOf(shelf.mug);
    const order = await cardOrder('CANCELORDERTWO');
    const answers = await Promise.all(Array.from({ length: 4 }, () => cancel(a, order.order_id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await k.stockOf(shelf.mug)).toBe(mugs);
    expect(await couponUses('CANCELORDERTWO')).toEqual({ live: 0, all: 1 });
    expect(await items(order.order_id)).toEqual([
      { lifecycle_state: 'cancelled', requests: 1 },
      { lifecycle_state: 'cancelled', requests: 1 },
      // The lamp, which may not be cancelled, is never paid for either.
      { lifecycle_state: 'paymentFailed', requests: 0 },
    ]);
  });

  it('a paid answer arriving after the cancel settles nothing and is owed back, and the return says so', async () => {
    const order = await cardOrder();
    // A declined answer after the cancel is no payment: it is still refused, saying the order failed.
    const handOff = okBody(await k.handOff(a, order.order_id));
    const decline = await k.openAtSandbox(handOff, 'decline');
    const approve = await k.openAtSandbox(handOff, 'approve');
    expect((await cancel(a, order.order_id)).status).toBe(200);
    // Checked without an answer (the shopper left the provider's page): cancelled before payment,
    // which the storefront does not tell as a failure.
    expect(okBody(await k.status(a, order.order_id)).message).toBe(ORDER_CANCELLED_UNPAID_MESSAGE);
    expect((await k.status(a, order.order_id, await k.decide(decline))).status).toBe(409);
    const answer = await k.decide(approve);
    // The money was taken: the shopper's return is told it will be refunded, not that it failed.
    expect(okBody(await k.status(a, order.order_id, answer))).toMatchObject({
      message: ORDER_PAYMENT_OWED_BACK_MESSAGE,
      payment_status: 'Failed',
      order_status: 'Cancelled',
    });
    // A later check without the answer says the same while the payment is not yet refunded.
    expect(okBody(await k.status(a, order.order_id)).message).toBe(ORDER_PAYMENT_OWED_BACK_MESSAGE);
    expect(await orderRow(order.order_id)).toMatchObject({
      payment_status: 'Failed',
      order_status: 'Cancelled',
    });
  });
});
