// Provider-signed payments against a real database: an order becomes paid only on the payment
// provider's answer, signed with the secret of that store's merchant and naming that order, its
// amount and currency, once. A forged, replayed, altered or other order's answer is a 4xx and
// changes nothing; the sandbox's own decision changes nothing either; in production the sandbox is
// not there at all, and PAYMENTS_SANDBOX=true is refused.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ORDER_PAID_MESSAGE,
  ORDER_PAYMENT_OWED_BACK_MESSAGE,
  ORDER_PAYMENT_PENDING_MESSAGE,
  type OrderCheckout,
  type OrderPlacement,
  type PaymentProvider,
} from '../../contracts/checkout.ts';
import { CANCEL_ORDER_PATH } from '../../contracts/orders.ts';
import { loadConfig } from '../../server/config.ts';
import { PAYMENT_PROVIDER_MODULES } from '../../server/payments/providers.ts';
import {
  ANSWER_ALREADY_RECORDED,
  ANSWER_OTHER_ORDER,
  ANSWER_WRONG_AMOUNT,
  PAYMENT_OWED_BACK,
} from '../../server/payments/settle-payment.ts';
import { sign } from '../../server/payments/signature.ts';
import { ANSWER_NOT_SIGNED } from '../../server/payments/signed-form-provider.ts';
import type { Harness } from './auth-harness.ts';
import { CFS, expectFailure, okBody, type Shelf, type ShelfProduct, type Shopper } from './cart-kit.ts';
import { type CheckoutCalls, openCheckoutWorld } from './checkout-kit.ts';

let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;
let k: CheckoutCalls;

beforeAll(async () => {
  ({ h, shelf, a, b, k } = await openCheckoutWorld('payments.second@example.com'));
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await k.reset(shelf);
});

const OTHER_SECRET = 'ab'.repeat(32);

const TYPES = { amazon_payment_services: 'AMAZON_PAY', cashfree: 'CASHFREE', wallet: 'WALLET' } as const;

/**
 * An online order of `who` handed off to `provider`: the kettle and a mug from the cart, or one
 * `buyNow` product (a second order while the cart's first one waits for its payment).
 */
async function handedOff(
  who: Shopper = a,
  provider: PaymentProvider = 'amazon_payment_services',
  buyNow?: ShelfProduct,
): Promise<{ placement: OrderPlacement; handOff: OrderCheckout }> {
  const checkout =
    buyNow === undefined
      ? await k.fromCart(who, [shelf.kettle, 1], [shelf.mug, 1])
      : (await k.create(who, { source: 'buy_now', product: buyNow.id, quantity: 1 })).body.response_body;
  okBody(await k.pay(who, checkout.checkout_id, [await k.methodId(TYPES[provider])]));
  const placed = await k.place(who, checkout.checkout_id);
  expect(placed.status).toBe(200);
  const placement = placed.body.response_body;
  return { placement, handOff: okBody(await k.handOff(who, placement.order_id)) };
}

/** What an order looks like to a test: its payment, its status, the cart and stock it touches. */
async function stateOf(orderId: number, who: Shopper = a) {
  const [order] = await h.db.query<{ payment_status: string; order_status: string }>(
    'SELECT payment_status, order_status FROM orders WHERE id = $1',
    [orderId],
  );
  return {
    order,
    cart: await k.cartProducts(who),
    kettle: await k.stockOf(shelf.kettle),
    transactions: await h.db.query('SELECT order_id, transaction_id FROM payment_transactions ORDER BY id'),
  };
}

async function secretOf(merchantIdentifier: string): Promise<string> {
  const [row] = await h.db.query<{ merchant_secret: string }>(
    'SELECT merchant_secret FROM store_payment_types WHERE merchant_identifier = $1',
    [merchantIdentifier],
  );
  if (!row) throw new Error(`no merchant ${merchantIdentifier}`);
  return row.merchant_secret;
}

/** `answer` with `change`, really signed by the provider for the merchant (as for a payment it took). */
async function providerSigned(
  answer: Record<string, string>,
  change: Record<string, string>,
  merchantIdentifier = answer.merchant_identifier ?? '',
) {
  const { signature: _, ...unsigned } = { ...answer, ...change };
  return { ...unsigned, signature: sign(unsigned, await secretOf(merchantIdentifier), 'provider') };
}

describe('the sandbox alone pays nothing', () => {
  it('approving at the sandbox, then checking the status without the signed answer, leaves it unpaid', async () => {
    const { placement, handOff } = await handedOff();
    const before = await stateOf(placement.order_id);
    await k.atSandbox(handOff, 'approve');
    const check = okBody(await k.status(a, placement.order_id));
    expect(check).toMatchObject({ message: ORDER_PAYMENT_PENDING_MESSAGE, payment_status: 'Created' });
    expect(await stateOf(placement.order_id)).toEqual(before);
  });

  it('a body without a verified answer is refused and pays nothing', async () => {
    const { placement } = await handedOff();
    const before = await stateOf(placement.order_id);
    const bodies: Record<string, string>[] = [
      {},
      { status: '14' },
      { merchant_reference: placement.order_number },
    ];
    for (const answer of bodies) {
      expectFailure(await k.status(a, placement.order_id, answer), 400, ANSWER_NOT_SIGNED);
    }
    const wrong = await h.call('PUT', `${CFS}/check-order-status/${placement.order_id}`, {
      headers: a.headers,
      body: { provider_answer: { status: 14 } },
    });
    expect(wrong.status).toBe(400);
    expect(await stateOf(placement.order_id)).toEqual(before);
  });
});

describe('a provider answer that is not the provider’s good word for this order', () => {
  it('forged: a changed signature, or one made without the merchant’s secret, is 400', async () => {
    const { placement, handOff } = await handedOff();
    const answer = await k.atSandbox(handOff, 'approve');
    const before = await stateOf(placement.order_id);
    const forgeries = [
      { ...answer, signature: '0'.repeat(64) },
      { ...answer, signature: sign(answer, 'not-the-secret', 'provider') },
      // Signed as the merchant signs its forms: never taken for the provider's answer.
      { ...answer, signature: sign(answer, await secretOf(answer.merchant_identifier ?? ''), 'merchant') },
      // A declined answer turned into a paid one without the secret.
      { ...answer, status: '14', response_code: '14000', fort_id: 'f'.repeat(32) },
      // The hand-off form itself, signed by the merchant.
      { ...handOff.hand_off.fields },
    ];
    for (const forged of forgeries) {
      expectFailure(await k.status(a, placement.order_id, forged), 400, ANSWER_NOT_SIGNED);
    }
    expect(await stateOf(placement.order_id)).toEqual(before);
  });

  it('altered amount: 400 whether the change breaks the signature or the provider signed another amount', async () => {
    const { placement, handOff } = await handedOff();
    const answer = await k.atSandbox(handOff, 'approve');
    const before = await stateOf(placement.order_id);
    expectFailure(
      await k.status(a, placement.order_id, { ...answer, amount: '100' }),
      400,
      ANSWER_NOT_SIGNED,
    );
    const partial = await providerSigned(answer, { amount: '100' });
    expectFailure(await k.status(a, placement.order_id, partial), 400, ANSWER_WRONG_AMOUNT);
    const currency = await providerSigned(answer, { currency: 'USD' });
    expectFailure(await k.status(a, placement.order_id, currency), 400, ANSWER_WRONG_AMOUNT);
    expect(await stateOf(placement.order_id)).toEqual(before);
  });

  it('another order’s answer is 400 for this order, and another customer cannot use it at all', async () => {
    const first = await handedOff();
    const answer = await k.atSandbox(first.handOff, 'approve');
    const second = await handedOff(a, 'amazon_payment_services', shelf.lamp);
    const before = [await stateOf(first.placement.order_id), await stateOf(second.placement.order_id)];
    expectFailure(await k.status(a, second.placement.order_id, answer), 400, ANSWER_OTHER_ORDER);
    // The provider's signature over another order's reference: still not this order's answer.
    const moved = await providerSigned(answer, { merchant_reference: second.placement.order_number });
    expectFailure(await k.status(a, first.placement.order_id, moved), 400, ANSWER_OTHER_ORDER);
    expectFailure(await k.status(b, first.placement.order_id, answer), 404, 'Order not found');
    expect([await stateOf(first.placement.order_id), await stateOf(second.placement.order_id)]).toEqual(
      before,
    );
  });

  it('another store’s merchant: its signature is not this store’s, 400', async () => {
    const { placement, handOff } = await handedOff();
    const answer = await k.atSandbox(handOff, 'approve');
    const [other] = await h.db.query<{ id: number }>(
      'SELECT id FROM stores WHERE id <> 19 ORDER BY id LIMIT 1',
    );
    if (!other) throw new Error('no second store');
    await h.db.query(
      `INSERT INTO store_payment_types (store_id, payment_type, provider, label, merchant_identifier, access_code, merchant_secret)
       VALUES ($1, 'AMAZON_PAY', 'amazon_payment_services', 'Other', 'other-store-merchant', 'other-access', $2)
       ON CONFLICT DO NOTHING`,
      [other.id, OTHER_SECRET],
    );
    const before = await stateOf(placement.order_id);
    const { signature: _, ...unsigned }: Record<string, string> = {
      ...answer,
      merchant_identifier: 'other-store-merchant',
      access_code: 'other-access',
    };
    const theirs = { ...unsigned, signature: sign(unsigned, OTHER_SECRET, 'provider') };
    expectFailure(await k.status(a, placement.order_id, theirs), 400, ANSWER_NOT_SIGNED);
    // The same merchant name on this order, signed with the other store's secret.
    const mixed = { ...answer, signature: sign(answer, OTHER_SECRET, 'provider') };
    expectFailure(await k.status(a, placement.order_id, mixed), 400, ANSWER_NOT_SIGNED);
    expect(await stateOf(placement.order_id)).toEqual(before);
    await h.db.query("DELETE FROM store_payment_types WHERE merchant_identifier = 'other-store-merchant'");
  });

  it('replayed: the second time is 409, nothing changes, the transaction is recorded once', async () => {
    const { placement, handOff } = await handedOff();
    const answer = await k.atSandbox(handOff, 'approve');
    expect(okBody(await k.status(a, placement.order_id, answer)).message).toBe(ORDER_PAID_MESSAGE);
    const paid = await stateOf(placement.order_id);
    expect(paid.order?.payment_status).toBe('Completed');
    expectFailure(await k.status(a, placement.order_id, answer), 409, ANSWER_ALREADY_RECORDED);
    expect(await stateOf(placement.order_id)).toEqual(paid);
    expect(paid.transactions).toEqual([{ order_id: placement.order_id, transaction_id: answer.fort_id }]);
    // Without the answer the status still says paid.
    expect(okBody(await k.status(a, placement.order_id)).message).toBe(ORDER_PAID_MESSAGE);
  });

  it('a declined answer replayed, or a paid one after it, changes nothing', async () => {
    const { placement, handOff } = await handedOff(a, 'cashfree');
    const declined = await k.atSandbox(handOff, 'decline');
    okBody(await k.status(a, placement.order_id, declined));
    const failed = await stateOf(placement.order_id);
    expect(failed.order).toEqual({ payment_status: 'Failed', order_status: 'Cancelled' });
    expectFailure(await k.status(a, placement.order_id, declined), 409, ANSWER_ALREADY_RECORDED);
    const signedPaid = await providerSigned(
      declined,
      { tx_status: 'SUCCESS', reference_id: 'later' },
      declined.app_id,
    );
    // The provider took money after all (another transaction): recorded to be refunded, once, and
    // the shopper's return (and its replay) is told so.
    expect(okBody(await k.status(a, placement.order_id, signedPaid)).message).toBe(
      ORDER_PAYMENT_OWED_BACK_MESSAGE,
    );
    expect(okBody(await k.status(a, placement.order_id, signedPaid)).message).toBe(
      ORDER_PAYMENT_OWED_BACK_MESSAGE,
    );
    expect(await stateOf(placement.order_id)).toEqual(failed);
    expect(await owedBack()).toEqual([
      { order_id: placement.order_id, transaction_id: 'later', reason: 'order_cancelled' },
    ]);
  });
});

/** The payments recorded to be refunded. */
function owedBack() {
  return h.db.query<{ order_id: number; transaction_id: string; reason: string }>(
    'SELECT order_id, transaction_id, reason FROM payments_owed_back ORDER BY id',
  );
}

/** Cancels every item of the order as its customer. */
/** The customer cancels the whole order (its items are not cancelled one by one while it awaits payment). */
async function cancelOrder(orderId: number, who: Shopper = a): Promise<void> {
  const cancelled = await h.call('POST', `${CFS}${CANCEL_ORDER_PATH(orderId)}`, { headers: who.headers });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
}

describe('money that arrives for an order no longer awaiting it', () => {
  beforeEach(async () => {
    await h.db.query('DELETE FROM payments_owed_back');
  });

  /** Runs `body` with the kettle and the mug cancellable by the customer. */
  async function whileCancellable(body: () => Promise<void>) {
    const cancellable = [shelf.kettle.id, shelf.mug.id];
    for (const id of cancellable) {
      await h.db.query(
        "INSERT INTO product_business_rules (product_id, label, value, sort_order) VALUES ($1, 'Cancellation Allowed', 'Yes', 0)",
        [id],
      );
    }
    try {
      await body();
    } finally {
      await h.db.query('DELETE FROM product_business_rules WHERE product_id = ANY($1::int[])', [cancellable]);
    }
  }

  it('cancelled by the customer while at the provider: the late paid answer pays nothing and is owed back', async () => {
    await whileCancellable(cancelledWhileAtTheProvider);
  });

  it('a cancel and the paid answer at once: paid and kept whole, or cancelled and owed back, never money kept for nothing', async () => {
    await whileCancellable(async () => {
      for (let round = 0; round < 3; round++) {
        await h.db.query('DELETE FROM payments_owed_back');
        const { placement, handOff } = await handedOff(a, 'amazon_payment_services', shelf.kettle);
        const answer = await k.atSandbox(handOff, 'approve');
        const items = await h.db.query<{ id: number }>('SELECT id FROM order_items WHERE order_id = $1', [
          placement.order_id,
        ]);
        // The whole order's cancel, as an item is not cancelled alone while the payment is awaited.
        const answers = await Promise.all([
          k.status(a, placement.order_id, answer),
          h.call('POST', `${CFS}${CANCEL_ORDER_PATH(placement.order_id)}`, { headers: a.headers }),
        ]);
        expect(
          answers.every((one) => one.status === 200 || one.status === 409),
          JSON.stringify(answers.map((one) => [one.status, one.body.response_message])),
        ).toBe(true);
        const [order] = await h.db.query<{ payment_status: string }>(
          'SELECT payment_status FROM orders WHERE id = $1',
          [placement.order_id],
        );
        const cancelled = await h.db.query<{ refund_status: string | null }>(
          "SELECT refund_status FROM order_items WHERE order_id = $1 AND order_status = 'Cancelled'",
          [placement.order_id],
        );
        const owed = await owedBack();
        if (order?.payment_status === 'Completed') {
          // Paid first: the order is no longer cancelled as a whole (409); it stands, paid, and
          // nothing is owed back.
          expect(answers.map((one) => one.status)).toEqual([200, 409]);
          expect(cancelled).toEqual([]);
          expect(owed).toEqual([]);
        } else {
          // Cancelled first: every item with it, and the payment is recorded to be refunded, once.
          expect(order?.payment_status).toBe('Failed');
          expect(cancelled).toHaveLength(items.length);
          expect(owed).toEqual([
            { order_id: placement.order_id, transaction_id: answer.fort_id, reason: 'order_cancelled' },
          ]);
        }
        await k.reset(shelf);
      }
    });
  });

  async function cancelledWhileAtTheProvider() {
    const { placement, handOff } = await handedOff();
    const answer = await k.atSandbox(handOff, 'approve');
    await cancelOrder(placement.order_id);
    const cancelled = await stateOf(placement.order_id);
    expect(cancelled.order).toEqual({ payment_status: 'Failed', order_status: 'Cancelled' });
    expect(okBody(await k.status(a, placement.order_id, answer))).toMatchObject({
      message: ORDER_PAYMENT_OWED_BACK_MESSAGE,
      payment_status: 'Failed',
      order_status: 'Cancelled',
    });
    expect(await stateOf(placement.order_id)).toEqual(cancelled);
    expect(await owedBack()).toEqual([
      { order_id: placement.order_id, transaction_id: answer.fort_id, reason: 'order_cancelled' },
    ]);
    // The cart is free for a new checkout at once (the cancelled order no longer waits for money).
    const again = await k.fromCart(a, [shelf.kettle, 1], [shelf.mug, 1]);
    okBody(await k.pay(a, again.checkout_id, [await k.methodId('AMAZON_PAY')]));
    expect((await k.place(a, again.checkout_id)).status).toBe(200);
  }

  it('two sessions at the provider both approved: the second payment is owed back, not lost', async () => {
    const { placement, handOff } = await handedOff(a, 'wallet');
    const second = okBody(await k.handOff(a, placement.order_id));
    // Both sessions are open at the provider before either is approved.
    const buttons = [await k.openAtSandbox(handOff, 'approve'), await k.openAtSandbox(second, 'approve')];
    const [first, other] = await Promise.all(buttons.map((path) => k.decide(path)));
    const results = await Promise.all([
      k.status(a, placement.order_id, first),
      k.status(a, placement.order_id, other),
    ]);
    // One paid the order; the other's return is told its payment will be refunded.
    expect(results.map((one) => [one.status, one.body.response_body?.message]).sort()).toEqual([
      [200, ORDER_PAID_MESSAGE],
      [200, ORDER_PAYMENT_OWED_BACK_MESSAGE],
    ]);
    expect((await stateOf(placement.order_id)).order?.payment_status).toBe('Completed');
    expect(await owedBack()).toEqual([
      expect.objectContaining({ order_id: placement.order_id, reason: 'order_paid_already' }),
    ]);
  });
});

describe('at once', () => {
  it('identical signed returns sent together settle the order once', async () => {
    const { placement, handOff } = await handedOff();
    const answer = await k.atSandbox(handOff, 'approve');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => k.status(a, placement.order_id, answer)),
    );
    expect(answers.map((one) => one.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const after = await stateOf(placement.order_id);
    expect(after.order?.payment_status).toBe('Completed');
    expect(after.transactions).toHaveLength(1);
    expect(after.cart).toEqual([]);
    expect(after.kettle).toBe(2);
  });

  it('the return and the provider’s notification together settle it once', async () => {
    const { placement, handOff } = await handedOff(a, 'wallet');
    const answer = await k.atSandbox(handOff, 'approve');
    const [back, notified] = await Promise.all([
      k.status(a, placement.order_id, answer),
      notify('wallet', answer),
    ]);
    expect([back.status, notified.status].sort()).toEqual([200, 409]);
    expect((await stateOf(placement.order_id)).transactions).toHaveLength(1);
  });
});

function notify(provider: string, fields: Record<string, string>) {
  return h.app.request(`${CFS}/payment-notifications/${provider}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('the provider’s notification', () => {
  it('settles the order from a signed notification, without the shopper; a forged one is 400', async () => {
    const { placement, handOff } = await handedOff(a, 'cashfree');
    const answer = await k.atSandbox(handOff, 'approve');
    const forged = await notify('cashfree', { ...answer, signature: '1'.repeat(64) });
    expect(forged.status).toBe(400);
    expect((await stateOf(placement.order_id)).order?.payment_status).toBe('Created');
    const notified = await notify('cashfree', answer);
    expect(notified.status).toBe(200);
    expect(await h.db.query('SELECT received_by FROM payment_transactions')).toEqual([
      { received_by: 'notification' },
    ]);
    // The shopper's return afterwards: refused as a replay; the status says paid.
    expectFailure(await k.status(a, placement.order_id, answer), 409, ANSWER_ALREADY_RECORDED);
    expect(okBody(await k.status(a, placement.order_id)).message).toBe(ORDER_PAID_MESSAGE);
    expect((await notify('nobody', answer)).status).toBe(404);
    const json = await h.app.request(`${CFS}/payment-notifications/cashfree`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(answer),
    });
    expect(json.status).toBe(415);
  });

  it('a paid notification for a cancelled order is still refused (409) and owed back; the shopper’s return is told so (200)', async () => {
    const { placement, handOff } = await handedOff(a, 'cashfree');
    const answer = await k.atSandbox(handOff, 'approve');
    await cancelOrder(placement.order_id);
    const notified = await notify('cashfree', answer);
    expect({ status: notified.status, message: (await notified.json()).response_message }).toEqual({
      status: 409,
      message: PAYMENT_OWED_BACK,
    });
    expect(okBody(await k.status(a, placement.order_id, answer)).message).toBe(
      ORDER_PAYMENT_OWED_BACK_MESSAGE,
    );
    expect((await owedBack()).filter((row) => row.order_id === placement.order_id)).toEqual([
      { order_id: placement.order_id, transaction_id: answer.reference_id, reason: 'order_cancelled' },
    ]);
  });
});

describe('the status query', () => {
  it('asks the provider with the merchant’s signature and believes only its signed reply', async () => {
    const { placement, handOff } = await handedOff();
    const module = PAYMENT_PROVIDER_MODULES.amazon_payment_services;
    const fields = handOff.hand_off.fields as unknown as Record<string, string>;
    const merchant = {
      merchantIdentifier: fields.merchant_identifier ?? '',
      accessCode: fields.access_code ?? '',
      secret: await secretOf(fields.merchant_identifier ?? ''),
    };
    let tamper = (reply: Record<string, string>) => reply;
    const send = async (query: Record<string, string>) => {
      const answer = await h.app.request('/payments-sandbox/amazon_payment_services/status', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(query).toString(),
      });
      expect(answer.status).toBe(200);
      return tamper((await answer.json()) as Record<string, string>);
    };
    expect(await module.queryStatus(merchant, placement.order_number, send)).toBeNull();
    const answer = await k.atSandbox(handOff, 'approve');
    expect(await module.queryStatus(merchant, placement.order_number, send)).toEqual({
      provider: 'amazon_payment_services',
      merchantIdentifier: merchant.merchantIdentifier,
      reference: placement.order_number,
      amount: fields.amount,
      currency: 'ZAR',
      outcome: 'paid',
      transactionId: answer.fort_id,
    });
    tamper = (reply) => ({ ...reply, amount: '1' });
    await expect(module.queryStatus(merchant, placement.order_number, send)).rejects.toThrow(
      ANSWER_NOT_SIGNED,
    );
    // A query without the merchant's signature is refused by the provider.
    const unsigned = await h.app.request('/payments-sandbox/amazon_payment_services/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        query_command: 'CHECK_STATUS',
        merchant_identifier: merchant.merchantIdentifier,
        access_code: merchant.accessCode,
        merchant_reference: placement.order_number,
        signature: '0'.repeat(64),
      }).toString(),
    });
    expect(unsigned.status).toBe(400);
  });
});

describe('the sandbox in production', () => {
  it('is not mounted under NODE_ENV=production: 404 for the form, the decision and the status query', async () => {
    const { handOff } = await handedOff();
    const production = h.makeApp({ NODE_ENV: 'production' });
    const form = await production.request('/payments-sandbox/amazon_payment_services', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(handOff.hand_off.fields as unknown as Record<string, string>).toString(),
    });
    expect(form.status).toBe(404);
    for (const path of [
      '/payments-sandbox/attempts/00000000-0000-4000-8000-000000000000/approve',
      '/payments-sandbox/amazon_payment_services/status',
    ]) {
      expect((await production.request(path, { method: 'POST' })).status).toBe(404);
    }
    expect(await h.db.query('SELECT id FROM sandbox_payments')).toEqual([]);
    // PAYMENTS_SANDBOX=false takes it away outside production too.
    const without = h.makeApp({ PAYMENTS_SANDBOX: 'false' });
    expect((await without.request('/payments-sandbox/wallet', { method: 'POST' })).status).toBe(404);
  });

  it('PAYMENTS_SANDBOX=true makes a production server refuse to start, naming the cause', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' };
    expect(() => loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' })).toThrow(
      /PAYMENTS_SANDBOX=true mounts the payments sandbox/,
    );
    expect(loadConfig(production).paymentsSandbox).toBe(false);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'false' }).paymentsSandbox).toBe(false);
    expect(loadConfig({}).paymentsSandbox).toBe(true);
    expect(loadConfig({ PAYMENTS_SANDBOX: 'false' }).paymentsSandbox).toBe(false);
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'yes' })).toThrow(/PAYMENTS_SANDBOX must be true or false/);
  });
});
