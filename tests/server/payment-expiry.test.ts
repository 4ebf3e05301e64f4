// An unpaid online order, against a real database (PGlite here, PostgreSQL under
// `npm run test:postgres`): Pay now hands the same order to the provider again (a new session
// there, for the same order and amount) and its paid answer settles it; another customer's order is
// not theirs to pay; and the server's own sweep fails an order left past the payment window with no
// request about it (Back from the provider, then nothing): it can no longer be handed off or paid
// (a paid answer is owed back), and its stock and coupon use are given back.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ONLINE_PAYMENT_WINDOW_MINUTES,
  ORDER_PAID_MESSAGE,
  ORDER_PAYMENT_OWED_BACK_MESSAGE,
  type OrderPlacement,
} from '../../contracts/checkout.ts';
import {
  ONLINE_PAYMENT_WINDOW_MS,
  startPaymentExpiry,
  sweepStalePayments,
} from '../../server/payments/expire-payments.ts';
import type { Answer, Harness } from './auth-harness.ts';
import { expectFailure, okBody, type Shelf, type Shopper } from './cart-kit.ts';
import { type CheckoutCalls, openCheckoutWorld } from './checkout-kit.ts';

let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;
let k: CheckoutCalls;
const STORE = 19;

beforeAll(async () => {
  ({ h, shelf, a, b, k } = await openCheckoutWorld('expiry.second@example.com'));
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await k.reset(shelf);
  await h.db.query("DELETE FROM coupons WHERE code LIKE 'EXPIRY%'");
});

function placed(answer: Answer<OrderPlacement>): OrderPlacement {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.response_body;
}

/** An order of one mug from the cart (only that in it), to be paid by card, with `code` applied if given. */
async function cardOrder(code?: string): Promise<OrderPlacement> {
  await h.db.query('DELETE FROM cart_items WHERE customer_id = $1', [a.id]);
  const checkout = await k.fromCart(a, [shelf.mug, 1]);
  if (code) expect((await k.coupon(a, checkout.checkout_id, code)).status).toBe(200);
  okBody(await k.pay(a, checkout.checkout_id, [await k.methodId('CASHFREE')]));
  return placed(await k.place(a, checkout.checkout_id));
}

async function orderRow(orderId: number) {
  const [row] = await h.db.query<{ payment_status: string; order_status: string }>(
    'SELECT payment_status, order_status FROM orders WHERE id = $1',
    [orderId],
  );
  return row;
}

/** Moves the order's start back past the payment window (the test clock stays put). */
async function pastItsWindow(orderId: number): Promise<void> {
  await h.db.query('UPDATE orders SET created_at = created_at - make_interval(mins => $2) WHERE id = $1', [
    orderId,
    ONLINE_PAYMENT_WINDOW_MINUTES + 1,
  ]);
}

async function couponUses(code: string) {
  const [row] = await h.db.query<{ live: number; all: number }>(
    `SELECT (count(*) FILTER (WHERE u.released_at IS NULL))::int AS live, count(*)::int AS all
     FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.code = $1`,
    [code],
  );
  return row;
}

describe('Pay now: the same order handed to the provider again', () => {
  it('opens a new session for the same order after Back, and its paid answer settles the order', async () => {
    const order = await cardOrder();
    const first = okBody(await k.handOff(a, order.order_id));
    // The shopper reached the provider's page and pressed Back: that session stays undecided.
    await k.openAtSandbox(first, 'approve');
    expect(await orderRow(order.order_id)).toEqual({ payment_status: 'Created', order_status: 'Received' });

    const again = okBody(await k.handOff(a, order.order_id));
    expect(again.order_id).toBe(order.order_id);
    expect(again.payment_page).toBe('/cashfree');
    const answer = await k.atSandbox(again, 'approve');
    expect(okBody(await k.status(a, order.order_id, answer)).message).toBe(ORDER_PAID_MESSAGE);
    expect(await orderRow(order.order_id)).toEqual({ payment_status: 'Completed', order_status: 'Received' });
    expect(await h.db.query('SELECT id FROM sandbox_payments')).toHaveLength(2);
    expectFailure(await k.handOff(a, order.order_id), 400, 'The payment of this order is already done.');
  });

  it('is another customer’s order: not found, and nothing changes', async () => {
    const order = await cardOrder();
    expectFailure(await k.handOff(b, order.order_id), 404, 'Order not found');
    expect(await h.db.query('SELECT handed_off_at FROM orders WHERE id = $1', [order.order_id])).toEqual([
      { handed_off_at: null },
    ]);
  });
});

describe('the payment window, swept by the server', () => {
  it('fails an order nobody asks about: no hand-off, no payment (owed back), its stock and coupon given back', async () => {
    await h.db.query(
      `INSERT INTO coupons (store_id, code, description, discount_type, discount_value, min_order_minor,
         per_customer_limit, may_make_free)
       VALUES ($1, 'EXPIRYTEN', 'A test coupon', 'percent', 10, 0, 1, false)`,
      [STORE],
    );
    const stockBefore = await k.stockOf(shelf.mug);
    const order = await cardOrder('EXPIRYTEN');
    expect(await k.stockOf(shelf.mug)).toBe((stockBefore ?? 0) - 1);
    expect(await couponUses('EXPIRYTEN')).toEqual({ live: 1, all: 1 });
    // Back from the provider with the session open; then the shopper does nothing more.
    const approve = await k.openAtSandbox(okBody(await k.handOff(a, order.order_id)), 'approve');
    await pastItsWindow(order.order_id);

    expect(await sweepStalePayments(h.db, new Date(h.clock.now()))).toBe(1);
    expect(await orderRow(order.order_id)).toEqual({ payment_status: 'Failed', order_status: 'Cancelled' });
    expect(await k.stockOf(shelf.mug)).toBe(stockBefore);
    expect(await couponUses('EXPIRYTEN')).toEqual({ live: 0, all: 1 });
    // A second sweep finds nothing left to do.
    expect(await sweepStalePayments(h.db, new Date(h.clock.now()))).toBe(0);

    expectFailure(await k.handOff(a, order.order_id), 400, 'The payment of this order has already failed.');
    const answer = await k.decide(approve);
    expect(okBody(await k.status(a, order.order_id, answer)).message).toBe(ORDER_PAYMENT_OWED_BACK_MESSAGE);
    expect(
      await h.db.query('SELECT reason FROM payments_owed_back WHERE order_id = $1', [order.order_id]),
    ).toEqual([{ reason: 'order_cancelled' }]);
    expect(await orderRow(order.order_id)).toEqual({ payment_status: 'Failed', order_status: 'Cancelled' });
  });

  it('leaves an order within its window, and pay-on-delivery orders, alone', async () => {
    const online = await cardOrder();
    const bought = await k.create(a, { source: 'buy_now', product: shelf.kettle.id, quantity: 1 });
    expect(bought.status).toBe(201);
    const cash = bought.body.response_body;
    okBody(await k.pay(a, cash.checkout_id, [await k.methodId('COD')]));
    const onDelivery = placed(await k.place(a, cash.checkout_id));
    await h.db.query('UPDATE orders SET created_at = created_at - make_interval(secs => $2) WHERE id = $1', [
      online.order_id,
      ONLINE_PAYMENT_WINDOW_MS / 1000 - 5,
    ]);
    await pastItsWindow(onDelivery.order_id);
    expect(await sweepStalePayments(h.db, new Date(h.clock.now()))).toBe(0);
    expect(await orderRow(online.order_id)).toEqual({ payment_status: 'Created', order_status: 'Received' });
    expect(await orderRow(onDelivery.order_id)).toEqual({
      payment_status: 'Created',
      order_status: 'Received',
    });
  });

  it('runs on its own once started, and stops', async () => {
    const order = await cardOrder();
    await pastItsWindow(order.order_id);
    const expiry = startPaymentExpiry(h.db, h.clock.now, { intervalMs: 20 });
    try {
      await vi.waitFor(async () => expect((await orderRow(order.order_id))?.payment_status).toBe('Failed'), {
        timeout: 10_000,
        interval: 20,
      });
    } finally {
      await expiry.stop();
    }
    // Stopped: a later stale order stays until the next start (or a request about it).
    const later = await cardOrder();
    await pastItsWindow(later.order_id);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await orderRow(later.order_id))?.payment_status).toBe('Created');
  });
});
