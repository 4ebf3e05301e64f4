// A cart whose order waits at the provider for its payment is said at once: the cart's checkout is
// refused when it is created (409 naming the order), and GET cart-order-awaiting-payment says which
// order it is, so the storefront offers Pay now and Cancel order instead of three steps that end in
// a refusal. Against a real database (PGlite here, PostgreSQL under `npm run test:postgres`).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartOrderAwaitingPayment } from '../../contracts/cartOrderAwaitingPayment.ts';
import { ONLINE_PAYMENT_WINDOW_MINUTES, type OrderPlacement } from '../../contracts/checkout.ts';
import { orderAwaitingPayment } from '../../server/checkout/cart-orders.ts';
import type { Answer, Harness } from './auth-harness.ts';
import { CFS, expectFailure, okBody, PLEASE_SIGN_IN, type Shelf, type Shopper } from './cart-kit.ts';
import { type CheckoutCalls, openCheckoutWorld } from './checkout-kit.ts';

let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;
let k: CheckoutCalls;
const WAITING = `${CFS}/cart-order-awaiting-payment`;

beforeAll(async () => {
  ({ h, shelf, a, b, k } = await openCheckoutWorld('awaiting.second@example.com'));
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await k.reset(shelf);
});

function placed(answer: Answer<OrderPlacement>): OrderPlacement {
  expect(answer.status).toBe(200);
  return answer.body.response_body;
}

/** An order of the cart's kettle, paid online, placed; handed to the provider when `handOff`. */
async function cardOrder(who: Shopper, handOff: boolean): Promise<number> {
  const checkout = await k.fromCart(who, [shelf.kettle, 1]);
  okBody(await k.pay(who, checkout.checkout_id, [await k.methodId('CASHFREE')]));
  const order = placed(await k.place(who, checkout.checkout_id));
  if (handOff) expect((await k.handOff(who, order.order_id)).status).toBe(200);
  return order.order_id;
}

const waiting = async (who: Shopper) =>
  okBody(await h.call<CartOrderAwaitingPayment>('GET', WAITING, { headers: who.headers })).order_id;

describe('a cart whose order waits for its online payment', () => {
  it('refuses a new checkout of the cart at once, naming the order, and says which order it is', async () => {
    const orderId = await cardOrder(a, true);
    expectFailure(await k.create(a), 409, orderAwaitingPayment(orderId));
    expect(await waiting(a)).toBe(orderId);
    // Nothing was made, and a buy-now is no checkout of the cart: it goes ahead.
    expect(
      await h.db.query(
        'SELECT id FROM checkouts WHERE customer_id = $1 AND id NOT IN (SELECT checkout_id FROM orders)',
        [a.id],
      ),
    ).toEqual([]);
    expect((await k.create(a, { source: 'buy_now', product: shelf.mug.id, quantity: 1 })).status).toBe(201);
    // Another customer is not concerned.
    expect(await waiting(b)).toBeNull();
  });

  it('an order not yet handed off does not stop the checkout (a new order supersedes it)', async () => {
    await cardOrder(a, false);
    expect(await waiting(a)).toBeNull();
    expect((await k.create(a)).status).toBe(201);
  });

  it('a cart holding none of the waiting order’s products checks out', async () => {
    await cardOrder(a, true);
    await h.db.query('DELETE FROM cart_items WHERE customer_id = $1', [a.id]);
    okBody(await k.fill(a, [shelf.mug, 1]));
    expect(await waiting(a)).toBeNull();
    expect((await k.create(a)).status).toBe(201);
  });

  it('once the order is cancelled, or its payment window passes, the cart checks out again', async () => {
    const cancelled = await cardOrder(a, true);
    expect((await h.call('POST', `${CFS}/cancel-order/${cancelled}`, { headers: a.headers })).status).toBe(
      200,
    );
    expect(await waiting(a)).toBeNull();
    expect((await k.create(a)).status).toBe(201);

    const expired = await cardOrder(a, true);
    expect((await k.create(a)).status).toBe(409);
    await h.db.query('UPDATE orders SET created_at = created_at - make_interval(mins => $2) WHERE id = $1', [
      expired,
      ONLINE_PAYMENT_WINDOW_MINUTES + 1,
    ]);
    expect(await waiting(a)).toBeNull();
    expect((await k.create(a)).status).toBe(201);
  });

  it('asks for a signed-in customer', async () => {
    expectFailure(await h.call('GET', WAITING), 401, PLEASE_SIGN_IN);
  });
});
