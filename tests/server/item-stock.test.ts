// A cancelled item's quantity is for sale again (server/orders/orders.ts releaseItemStock): once, in
// the cancel's transaction, however the cancels interleave, and never again when the order's own
// stock is given back later (a failed or expired online payment).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepStalePayments } from '../../server/payments/expire-payments.ts';
import type { Harness } from './auth-harness.ts';
import { CFS, okBody, type Shelf, type ShelfProduct, type Shopper } from './cart-kit.ts';
import { type CheckoutCalls, openCheckoutWorld } from './checkout-kit.ts';

let h: Harness;
let shelf: Shelf;
let a: Shopper;
let k: CheckoutCalls;

beforeAll(async () => {
  ({ h, shelf, a, k } = await openCheckoutWorld('item.stock@example.com'));
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

async function order(type: 'COD' | 'CASHFREE', ...lines: [ShelfProduct, number][]) {
  await h.db.query('DELETE FROM cart_items WHERE customer_id = $1', [a.id]);
  const checkout = await k.fromCart(a, ...lines);
  okBody(await k.pay(a, checkout.checkout_id, [await k.methodId(type)]));
  const answer = await k.place(a, checkout.checkout_id);
  if (answer.status !== 200) throw new Error(`not placed: ${JSON.stringify(answer.body)}`);
  const rows = await h.db.query<{ id: number }>(
    'SELECT id FROM order_items WHERE order_id = $1 ORDER BY id',
    [answer.body.response_body.order_id],
  );
  return rows.map((row) => row.id);
}

const cancel = (itemId: number) =>
  h.call('POST', `${CFS}/order-item/cancel`, {
    headers: a.headers,
    body: { order_item_id: itemId, reason: 'Ordered by mistake' },
  });

describe('a cancelled item gives its stock back', () => {
  it('on a pay-on-delivery order, once, and not its neighbour', async () => {
    const kettles = (await k.stockOf(shelf.kettle)) ?? 0;
    const mugs = (await k.stockOf(shelf.mug)) ?? 0;
    const [kettle = 0] = await order('COD', [shelf.kettle, 2], [shelf.mug, 1]);
    expect(await k.stockOf(shelf.kettle)).toBe(kettles - 2);
    expect((await cancel(kettle)).status).toBe(200);
    expect(await k.stockOf(shelf.kettle)).toBe(kettles);
    expect(await k.stockOf(shelf.mug)).toBe(mugs - 1);
    expect((await cancel(kettle)).status).toBe(409);
    expect(await k.stockOf(shelf.kettle)).toBe(kettles);
  });

  it('when the same item is cancelled several times at once', async () => {
    const kettles = (await k.stockOf(shelf.kettle)) ?? 0;
    const [kettle = 0] = await order('COD', [shelf.kettle, 2], [shelf.mug, 1]);
    const answers = await Promise.all([cancel(kettle), cancel(kettle), cancel(kettle)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await k.stockOf(shelf.kettle)).toBe(kettles);
  });

  it('not alone on an unpaid online order: its expiry gives the stock back, once', async () => {
    const kettles = (await k.stockOf(shelf.kettle)) ?? 0;
    const mugs = (await k.stockOf(shelf.mug)) ?? 0;
    const [kettle = 0] = await order('CASHFREE', [shelf.kettle, 1], [shelf.mug, 2]);
    // An item of an order awaiting its online payment is not cancelled alone: its stock stays held.
    expect((await cancel(kettle)).status).toBe(409);
    expect(await k.stockOf(shelf.kettle)).toBe(kettles - 1);
    h.clock.advance(60 * 60 * 1000);
    await sweepStalePayments(h.db, new Date(h.clock.now()));
    expect(await k.stockOf(shelf.kettle)).toBe(kettles);
    expect(await k.stockOf(shelf.mug)).toBe(mugs);
  });
});
