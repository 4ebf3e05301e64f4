// Orders and payments against a real database: create-order once per checkout however many times
// and however concurrently it is sent, stock reserved when ordered and released when the payment
// fails, the cart emptied only when an order is placed, the signed hand-off and the payments
// sandbox (a changed field refused), check-order-status, other customers' ids and bad input.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type HandOffFormFields,
  ONLINE_PAYMENT_WINDOW_MINUTES,
  ORDER_PAID_MESSAGE,
  ORDER_PAYMENT_FAILED_MESSAGE,
  ORDER_PAYMENT_OWED_BACK_MESSAGE,
  ORDER_PAYMENT_PENDING_MESSAGE,
  type OrderPlacement,
} from '../../contracts/checkout.ts';
import { CART_CHANGED } from '../../server/orders/place-order.ts';
import type { Harness } from './auth-harness.ts';
import { expectFailure, okBody, type Shelf, type Shopper, signUpShopper } from './cart-kit.ts';
import { type CheckoutCalls, openCheckoutWorld } from './checkout-kit.ts';

let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;
let k: CheckoutCalls;

beforeAll(async () => {
  ({ h, shelf, a, b, k } = await openCheckoutWorld('orders.second@example.com'));
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await k.reset(shelf);
});

async function ordersOf(checkoutId: string) {
  return h.db.query<{ id: number }>('SELECT id FROM orders WHERE checkout_id = $1', [checkoutId]);
}

/** A checkout of the kettle (2) and mug (1) from the cart, to be paid by `type`. */
async function readyCheckout(type: 'COD' | 'CASHFREE' | 'AMAZON_PAY' | 'WALLET') {
  const checkout = await k.fromCart(a, [shelf.kettle, 2], [shelf.mug, 1]);
  okBody(await k.pay(a, checkout.checkout_id, [await k.methodId(type)]));
  return checkout;
}

describe('create-order', () => {
  it('places a pay-on-delivery order at once: stock reserved, the cart emptied', async () => {
    const checkout = await readyCheckout('COD');
    const answer = await k.place(a, checkout.checkout_id);
    expect(answer.body.response_message).toBe('Order created');
    const placement = okBodyOf(answer);
    expect(placement).toMatchObject({
      order_kind: 'order',
      order_status: 'Received',
      payment_status: 'Created',
      payment_mode: 'pay_on_delivery',
      payment_provider: null,
      is_free: false,
      total_amount: 1097.5,
      currency: 'ZAR',
      payment_required: false,
      checkout_id: checkout.checkout_id,
    });
    expect(placement.order_number).toBe(`ORD-${String(placement.order_id).padStart(6, '0')}`);
    expect([await k.stockOf(shelf.kettle), await k.stockOf(shelf.mug)]).toEqual([1, 199]);
    expect(await k.cartProducts(a)).toEqual([]);
    expect(okBody(await k.get(a, checkout.checkout_id))).toMatchObject({
      status: 'ordered',
      order_id: placement.order_id,
    });
    expectFailure(
      await k.coupon(a, checkout.checkout_id, 'WELCOME10'),
      409,
      'This checkout has already been ordered.',
    );
  });

  it('makes exactly one order of concurrent and repeated requests', async () => {
    const checkout = await readyCheckout('COD');
    const answers = await Promise.all(Array.from({ length: 8 }, () => k.place(a, checkout.checkout_id)));
    const ids = new Set(answers.map((answer) => okBodyOf(answer).order_id));
    expect(ids.size).toBe(1);
    const again = okBodyOf(await k.place(a, checkout.checkout_id));
    expect(ids.has(again.order_id)).toBe(true);
    expect(await ordersOf(checkout.checkout_id)).toHaveLength(1);
    // Stock was taken once: 3 − 2 kettles.
    expect(await k.stockOf(shelf.kettle)).toBe(1);
  });

  it('makes one order of one cart: a second checkout of it (another tab) is refused once the first is ordered', async () => {
    const first = await readyCheckout('COD');
    // The other tab's checkout of the same cart, started before the first was placed.
    const second = (await k.create(a)).body.response_body;
    okBody(await k.pay(a, second.checkout_id, [await k.methodId('COD')]));
    okBodyOf(await k.place(a, first.checkout_id));
    // Plenty in stock (a refusal for stock would hide the rule under test).
    await h.db.query('UPDATE products SET stock = 10 WHERE id = $1', [shelf.kettle.id]);
    expectFailure(await k.place(a, second.checkout_id), 409, CART_CHANGED);
    expect(await ordersOf(second.checkout_id)).toHaveLength(0);
    expect(await k.stockOf(shelf.kettle)).toBe(10);
  });

  it('refuses a cart checkout whose cart changed since, and orders a new checkout of it', async () => {
    const stale = await readyCheckout('COD');
    okBody(await k.fill(a, [shelf.kettle, 1]));
    expectFailure(await k.place(a, stale.checkout_id), 409, CART_CHANGED);
    const fresh = (await k.create(a)).body.response_body;
    okBody(await k.pay(a, fresh.checkout_id, [await k.methodId('COD')]));
    expect(okBodyOf(await k.place(a, fresh.checkout_id)).order_kind).toBe('order');
  });

  it('places a free order (100% off) with no payment', async () => {
    const checkout = await k.fromCart(a, [shelf.mug, 1]);
    expect((await k.coupon(a, checkout.checkout_id, 'FREEORDER')).status).toBe(200);
    const placement = okBodyOf(await k.place(a, checkout.checkout_id));
    expect(placement).toMatchObject({
      is_free: true,
      payment_status: null,
      payment_mode: null,
      total_amount: 0,
    });
    expect(await k.cartProducts(a)).toEqual([]);
    expect(okBody(await k.status(a, placement.order_id)).message).toBe(ORDER_PAID_MESSAGE);
  });

  it('makes a request of an order of request-based items only', async () => {
    const checkout = await k.fromCart(a, [shelf.table, 1]);
    const answer = await k.place(a, checkout.checkout_id);
    expect(answer.body.response_message).toBe('Request submitted');
    expect(answer.body.response_body).toMatchObject({
      order_kind: 'request',
      request_status: 'open',
      order_status: null,
      payment_status: null,
      payment_required: false,
    });
    expect(await k.cartProducts(a)).toEqual([]);
  });

  it('refuses what is not ready: no payment chosen, no slot, an address it cannot reach', async () => {
    const unpaid = await k.fromCart(a, [shelf.mug, 1]);
    expectFailure(await k.place(a, unpaid.checkout_id), 400, 'Choose how to pay.');
    await h.db.exec('DELETE FROM cart_items');
    const service = await k.fromCart(a, [shelf.yoga, 1]);
    okBody(await k.pay(a, service.checkout_id, [await k.methodId('COD')]));
    expectFailure(await k.place(a, service.checkout_id), 400, 'Choose a time slot for Morning Yoga Class.');
    await h.db.query("UPDATE customer_addresses SET pincode = '999999'");
    expectFailure(await k.place(a, unpaid.checkout_id), 400, 'Stoneware Mug cannot be delivered to 999999.');
    expect(await h.db.query('SELECT id FROM orders')).toEqual([]);
  });

  it('refuses an order whose stock ran out since, keeping nothing of it', async () => {
    const checkout = await readyCheckout('COD');
    await h.db.query('UPDATE products SET stock = 1 WHERE id = $1', [shelf.kettle.id]);
    expectFailure(await k.place(a, checkout.checkout_id), 400, 'Only 1 of Copper Kettle can be ordered.');
    expect(await ordersOf(checkout.checkout_id)).toEqual([]);
    expect([await k.stockOf(shelf.kettle), await k.stockOf(shelf.mug)]).toEqual([1, 200]);
  });

  it('answers 404 for another customer’s checkout or order, 400 for bad input', async () => {
    const checkout = await readyCheckout('COD');
    expectFailure(await k.place(b, checkout.checkout_id), 404, 'Checkout not found');
    const placement = okBodyOf(await k.place(a, checkout.checkout_id));
    expectFailure(await k.status(b, placement.order_id), 404, 'Order not found');
    expectFailure(await k.handOff(b, placement.order_id), 404, 'Order not found');
    expectFailure(await k.place(a, 'nope'), 400, '“checkout_id” must be a checkout id.');
    expectFailure(await k.place(a, 42), 400, '“checkout_id” must be a checkout id.');
    expectFailure(await k.place(a, undefined), 400, '“checkout_id” is required.');
    expectFailure(await k.handOff(a, -1), 400, '“order_id” must be a positive whole number.');
    expectFailure(await k.status(a, 'x'), 400, '“orderId” must be a positive whole number.');
    expectFailure(await k.handOff(a, placement.order_id), 400, 'This order is not paid online.');
  });
});

describe('a customer removed', () => {
  it('takes their checkouts, orders and addresses along', async () => {
    const gone = await signUpShopper(h, 'orders.gone@example.com');
    okBody(await k.fill(gone, [shelf.mug, 1]));
    const checkout = (await k.create(gone)).body.response_body;
    await h.db.query(
      `INSERT INTO customer_addresses (customer_id, full_name, phone_extension, phone_number, address_line_1, city,
         state, country, pincode, is_default_delivery, is_default_billing)
       VALUES ($1, 'Gone', '+91', '9000000001', '1 Road', 'Delhi', 'Delhi', 'India', '110001', true, true)`,
      [gone.id],
    );
    expect((await k.coupon(gone, checkout.checkout_id, 'FREEORDER')).status).toBe(200);
    okBody(await k.put(gone, checkout.checkout_id, 'address', await defaultsOf(gone)));
    expect(okBodyOf(await k.place(gone, checkout.checkout_id)).is_free).toBe(true);
    await h.db.query('DELETE FROM customers WHERE id = $1', [gone.id]);
    expect(await ordersOf(checkout.checkout_id)).toEqual([]);
  });
});

async function defaultsOf(who: Shopper) {
  const [row] = await h.db.query<{ id: number }>('SELECT id FROM customer_addresses WHERE customer_id = $1', [
    who.id,
  ]);
  return { delivery_address_id: row?.id, billing_address_id: row?.id };
}

describe('online payment in the sandbox', () => {
  async function onlineOrder(type: 'CASHFREE' | 'AMAZON_PAY' | 'WALLET' = 'AMAZON_PAY') {
    const checkout = await readyCheckout(type);
    const placement = okBodyOf(await k.place(a, checkout.checkout_id));
    const handOff = okBody(await k.handOff(a, placement.order_id));
    return { checkout, placement, handOff };
  }

  /** Posts the form and returns the decision page's session path for `decision`. */
  async function attemptPath(url: string, fields: Record<string, string>, decision: 'approve' | 'decline') {
    const page = await k.postForm(url, fields);
    expect(page.status).toBe(200);
    const html = await page.text();
    const path = new RegExp(`action="(/payments-sandbox/attempts/[0-9a-f-]+/${decision})"`).exec(html)?.[1];
    if (!path) throw new Error(`no ${decision} form in ${html}`);
    return path;
  }

  async function answerOf(path: string) {
    const back = await h.app.request(path, { method: 'POST' });
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('Location') ?? '');
    return { location, answer: Object.fromEntries(location.searchParams) };
  }

  async function orderRow(orderId: number) {
    const [row] = await h.db.query<{ payment_status: string; order_status: string }>(
      'SELECT payment_status, order_status FROM orders WHERE id = $1',
      [orderId],
    );
    return row;
  }

  it('hands off a signed form, keeps the cart until the signed answer, then settles once', async () => {
    const { placement, handOff } = await onlineOrder();
    expect(placement).toMatchObject({
      payment_required: true,
      payment_mode: 'online_payment',
      payment_provider: 'amazon_payment_services',
    });
    // Stock is reserved, the cart kept while the payment is pending.
    expect(await k.stockOf(shelf.kettle)).toBe(1);
    expect(await k.cartProducts(a)).toEqual([shelf.kettle.id, shelf.mug.id]);
    expect(handOff.payment_page).toBe('/amazonPayment');
    expect(handOff.hand_off.payment_gateway_url).toBe(
      'http://localhost/payments-sandbox/amazon_payment_services',
    );
    const fields = handOff.hand_off.fields as HandOffFormFields;
    expect(fields).toMatchObject({
      command: 'PURCHASE',
      merchant_reference: placement.order_number,
      amount: '109750',
      access_code: 'demo-aps-access',
      merchant_identifier: 'demo-aps-merchant-19',
      currency: 'ZAR',
      language: 'en',
      customer_email: 'demo@example.com',
      return_url: 'http://localhost/order-status',
    });
    expect(fields.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(okBody(await k.status(a, placement.order_id)).message).toBe(ORDER_PAYMENT_PENDING_MESSAGE);

    const page = await k.postForm(handOff.hand_off.payment_gateway_url, { ...fields });
    const html = await page.text();
    expect(html).toContain('<button class="approve" type="submit">Approve payment</button>');
    expect(html).toContain('<button type="submit">Decline payment</button>');
    expect(page.headers.get('Content-Security-Policy')).toMatch(/form-action 'self' http:\/\/localhost(;|$)/);
    const approve = /action="(\/payments-sandbox\/attempts\/[0-9a-f-]+\/approve)"/.exec(html)?.[1] ?? '';

    const { location, answer } = await answerOf(approve);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost/order-status');
    expect(answer).toMatchObject({
      command: 'PURCHASE',
      merchant_identifier: 'demo-aps-merchant-19',
      merchant_reference: placement.order_number,
      amount: '109750',
      currency: 'ZAR',
      status: '14',
      response_code: '14000',
    });
    expect(answer.fort_id).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.signature).toMatch(/^[0-9a-f]{64}$/);
    // The sandbox decided, but the order waits for the answer to reach the merchant.
    expect(await orderRow(placement.order_id)).toEqual({
      payment_status: 'Created',
      order_status: 'Received',
    });
    expect(await k.cartProducts(a)).toEqual([shelf.kettle.id, shelf.mug.id]);
    // A second click, or the decline button of the same page afterwards, changes nothing at the sandbox.
    const again = await answerOf(approve.replace(/approve$/, 'decline'));
    expect(again.answer).toEqual(answer);

    const check = okBody(await k.status(a, placement.order_id, answer));
    expect(check).toEqual({
      message: ORDER_PAID_MESSAGE,
      order_id: placement.order_id,
      order_status: 'Received',
      payment_status: 'Completed',
    });
    expect(await k.cartProducts(a)).toEqual([]);
    expect(await k.stockOf(shelf.kettle)).toBe(1);
    expect(
      await h.db.query(
        'SELECT order_id, provider, transaction_id, outcome, received_by FROM payment_transactions',
      ),
    ).toEqual([
      {
        order_id: placement.order_id,
        provider: 'amazon_payment_services',
        transaction_id: answer.fort_id,
        outcome: 'paid',
        received_by: 'return',
      },
    ]);
    // Paid: no second hand-off, and the form cannot start another payment at the provider.
    expectFailure(await k.handOff(a, placement.order_id), 400, 'The payment of this order is already done.');
    const replay = await k.postForm(handOff.hand_off.payment_gateway_url, { ...fields });
    expect(await replay.text()).toContain('This payment is already paid.');
  });

  it('keeps the cart and releases the stock when the payment is declined', async () => {
    const { placement, handOff } = await onlineOrder('CASHFREE');
    expect(handOff.payment_page).toBe('/cashfree');
    const answer = await k.atSandbox(handOff, 'decline');
    expect(answer).toMatchObject({ order_id: placement.order_number, tx_status: 'FAILED' });
    expect(okBody(await k.status(a, placement.order_id, answer))).toMatchObject({
      message: ORDER_PAYMENT_FAILED_MESSAGE,
      order_status: 'Cancelled',
      payment_status: 'Failed',
    });
    expect(await k.cartProducts(a)).toEqual([shelf.kettle.id, shelf.mug.id]);
    expect([await k.stockOf(shelf.kettle), await k.stockOf(shelf.mug)]).toEqual([3, 200]);
    // The checkout stays ordered; a new checkout from the kept cart can be paid again.
    const retry = await k.create(a);
    expect(retry.status).toBe(201);
  });

  it('fails a payment left waiting past its window; a paid answer after it changes nothing and is owed back', async () => {
    const { placement, handOff } = await onlineOrder();
    const approve = await attemptPath(
      handOff.hand_off.payment_gateway_url,
      { ...handOff.hand_off.fields },
      'approve',
    );
    // Moves the order's start back (the access token would expire if the clock moved instead).
    const age = (seconds: number) =>
      h.db.query(`UPDATE orders SET created_at = created_at - make_interval(secs => $2) WHERE id = $1`, [
        placement.order_id,
        seconds,
      ]);
    await age(ONLINE_PAYMENT_WINDOW_MINUTES * 60 - 1);
    expect(okBody(await k.status(a, placement.order_id)).message).toBe(ORDER_PAYMENT_PENDING_MESSAGE);
    await age(2);
    const { answer } = await answerOf(approve);
    expect(answer.status).toBe('14');
    // The money was taken: the return is told it will be refunded (200), not that it failed.
    expect(okBody(await k.status(a, placement.order_id, answer)).message).toBe(
      ORDER_PAYMENT_OWED_BACK_MESSAGE,
    );
    expect(
      await h.db.query('SELECT transaction_id, reason FROM payments_owed_back WHERE order_id = $1', [
        placement.order_id,
      ]),
    ).toEqual([{ transaction_id: answer.fort_id, reason: 'order_cancelled' }]);
    expect(okBody(await k.status(a, placement.order_id))).toMatchObject({
      message: ORDER_PAYMENT_OWED_BACK_MESSAGE,
      order_status: 'Cancelled',
    });
    expect(await k.stockOf(shelf.kettle)).toBe(3);
    expect(await k.cartProducts(a)).toEqual([shelf.kettle.id, shelf.mug.id]);
    expect(await h.db.query('SELECT id FROM payment_transactions')).toEqual([]);
  });

  it('settles one way when two tabs approve and decline at once', async () => {
    const { placement, handOff } = await onlineOrder();
    const url = handOff.hand_off.payment_gateway_url;
    const approve = await attemptPath(url, { ...handOff.hand_off.fields }, 'approve');
    const decline = await attemptPath(url, { ...handOff.hand_off.fields }, 'decline');
    const answers = await Promise.all([answerOf(approve), answerOf(decline)]);
    const checks = await Promise.all(answers.map(({ answer }) => k.status(a, placement.order_id, answer)));
    const paid = (await orderRow(placement.order_id))?.payment_status === 'Completed';
    // Paid first: the decline is refused (409). Declined first: the paid answer is owed back (200).
    expect(checks.map((check) => check.status).sort()).toEqual(paid ? [200, 409] : [200, 200]);
    expect(await k.cartProducts(a)).toEqual(paid ? [] : [shelf.kettle.id, shelf.mug.id]);
    expect(await k.stockOf(shelf.kettle)).toBe(paid ? 1 : 3);
    expect(okBody(await k.status(a, placement.order_id)).message).toBe(
      paid ? ORDER_PAID_MESSAGE : ORDER_PAYMENT_OWED_BACK_MESSAGE,
    );
    expect(await h.db.query('SELECT id FROM payment_transactions')).toHaveLength(1);
  });

  it('settles the wallet provider’s answer the same way', async () => {
    const { placement, handOff } = await onlineOrder('WALLET');
    expect(handOff.payment_page).toBe('/payment');
    const answer = await k.atSandbox(handOff, 'approve');
    expect(answer).toMatchObject({ txn_id: placement.order_number, txn_status: 'paid' });
    expect(okBody(await k.status(a, placement.order_id, answer)).message).toBe(ORDER_PAID_MESSAGE);
  });

  it.each([
    ['amount', '1'],
    ['merchant_reference', 'ORD-000001'],
    ['return_url', 'https://evil.example/order-status'],
    ['customer_email', 'someone@else.example'],
    ['signature', '0'.repeat(64)],
  ])('refuses a form whose %s was changed, with 400 and nothing recorded', async (field, value) => {
    const { handOff } = await onlineOrder();
    const tampered = { ...handOff.hand_off.fields, [field]: value };
    const page = await k.postForm(handOff.hand_off.payment_gateway_url, tampered);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('The payment form was changed or not signed by the merchant.');
    expect(await h.db.query('SELECT id FROM sandbox_payments')).toEqual([]);
  });

  it('refuses forms that are not the provider’s', async () => {
    const { handOff } = await onlineOrder();
    const url = handOff.hand_off.payment_gateway_url;
    const missing: Record<string, string> = { ...handOff.hand_off.fields };
    delete missing.language;
    expect((await k.postForm(url, missing)).status).toBe(400);
    expect((await k.postForm(url, { ...handOff.hand_off.fields, extra: '1' })).status).toBe(400);
    const nul = await k.postForm(url, { ...handOff.hand_off.fields, merchant_identifier: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect((await k.postForm(url, { ...handOff.hand_off.fields, language: 'x'.repeat(501) })).status).toBe(
      400,
    );
    // The hosted form's fields posted to the card provider: not its form.
    expect(
      (await k.postForm(url.replace('amazon_payment_services', 'cashfree'), { ...handOff.hand_off.fields }))
        .status,
    ).toBe(400);
    expect((await k.postForm(url.replace('amazon_payment_services', 'nobody'), {})).status).toBe(404);
    const json = await h.app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    const unknown = await h.app.request(
      '/payments-sandbox/attempts/00000000-0000-4000-8000-000000000000/approve',
      { method: 'POST' },
    );
    expect(unknown.status).toBe(404);
  });
});

function okBodyOf(answer: Awaited<ReturnType<CheckoutCalls['place']>>): OrderPlacement {
  expect(answer.status).toBe(200);
  return answer.body.response_body;
}
