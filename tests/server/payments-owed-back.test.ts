// Payments owed back become visible and closable (docs/decisions/0053-payments-owed-back-visible-and-
// closable.md), against a real database (PGlite here, PostgreSQL under `npm run test:postgres`):
// - the customer's order (details and history) lists a payment that reached the store after the order
//   was cancelled, with its amount and reason, and when it was refunded; another customer sees none;
// - the store lists its own (open first, a bounded page) with a key of the store, and marks one
//   refunded once: a replay or the loser of two marks at once is 409, another store's payment is 404
//   exactly as a missing one, bad ids and pages are 400, no key is 401.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_CANCELLED_UNPAID_MESSAGE, ORDER_PAYMENT_OWED_BACK_MESSAGE } from '../../contracts/checkout.ts';
import { FULFILMENT_KEY_HEADER } from '../../contracts/fulfilment.ts';
import {
  PAYMENT_REFUNDED_PATH,
  PAYMENTS_OWED_BACK_PATH,
  type StorePaymentOwedBack,
  type StorePaymentsOwedBackPage,
} from '../../contracts/fulfilment-payments.ts';
import type { OrderDetailsWithMoney } from '../../contracts/orderMoney.ts';
import { CANCEL_ORDER_PATH, type OrderHistoryPage } from '../../contracts/orders.ts';
import { FULFILMENT_UNAUTHORIZED } from '../../server/fulfilment/access.ts';
import { rotateFulfilmentKey } from '../../server/fulfilment/keys.ts';
import { withValues } from '../../server/i18n/server-message.ts';
import { OWED_BACK_ALREADY_REFUNDED, OWED_BACK_NOT_FOUND } from '../../server/payments/payments-owed-back.ts';
import type { Answer, Harness } from './auth-harness.ts';
import { CFS, expectFailure, okBody, type Shelf, type Shopper } from './cart-kit.ts';
import { type CheckoutCalls, openCheckoutWorld } from './checkout-kit.ts';

let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;
let k: CheckoutCalls;
let demoKey: Record<string, string>;
let labKey: Record<string, string>;

const BASE = '/fulfilment';

async function storeId(realm: string): Promise<number> {
  const [row] = await h.db.query<{ id: number }>('SELECT id FROM stores WHERE realm_name = $1', [realm]);
  if (!row) throw new Error(`no store ${realm}`);
  return row.id;
}

beforeAll(async () => {
  ({ h, shelf, a, b, k } = await openCheckoutWorld('owed.back.second@example.com'));
  const at = new Date(h.clock.now());
  demoKey = { [FULFILMENT_KEY_HEADER]: (await rotateFulfilmentKey(h.db, await storeId('demo'), at)).key };
  labKey = { [FULFILMENT_KEY_HEADER]: (await rotateFulfilmentKey(h.db, await storeId('lab'), at)).key };
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await k.reset(shelf);
});

/**
 * A card order cancelled by the customer while at the provider, whose payment then arrived: one
 * payment owed back (the storefront's return is told so: 200, the owed-back message).
 */
async function cancelledThenPaid(): Promise<{ orderId: number; totalMinor: number }> {
  await h.db.query('DELETE FROM cart_items WHERE customer_id = $1', [a.id]);
  const checkout = await k.fromCart(a, [shelf.kettle, 1]);
  okBody(await k.pay(a, checkout.checkout_id, [await k.methodId('CASHFREE')]));
  const placed = await k.place(a, checkout.checkout_id);
  expect(placed.status).toBe(200);
  const orderId = placed.body.response_body.order_id;
  const answer = await k.atSandbox(okBody(await k.handOff(a, orderId)), 'approve');
  const cancelled = await h.call('POST', `${CFS}${CANCEL_ORDER_PATH(orderId)}`, { headers: a.headers });
  expect(cancelled.status).toBe(200);
  expect(okBody(await k.status(a, orderId, answer)).message).toBe(ORDER_PAYMENT_OWED_BACK_MESSAGE);
  const [row] = await h.db.query<{ ordered_total_minor: number }>(
    'SELECT ordered_total_minor FROM orders WHERE id = $1',
    [orderId],
  );
  return { orderId, totalMinor: row?.ordered_total_minor ?? 0 };
}

const details = (who: Shopper, orderId: number) =>
  h.call<OrderDetailsWithMoney>('GET', `${CFS}/orders-with-items/${orderId}`, { headers: who.headers });

const history = (who: Shopper) =>
  h.call<OrderHistoryPage>('GET', `${CFS}/orders-with-items`, { headers: who.headers });

const list = (headers: Record<string, string>, query = '') =>
  h.call<StorePaymentsOwedBackPage>('GET', `${BASE}${PAYMENTS_OWED_BACK_PATH}${query}`, { headers });

const mark = (headers: Record<string, string>, id: number | string): Promise<Answer<StorePaymentOwedBack>> =>
  h.call<StorePaymentOwedBack>('POST', `${BASE}${PAYMENT_REFUNDED_PATH(id)}`, { headers });

/** A mark that went through: 200 with its message, and the payment as it is now. */
function marked(answer: Answer<StorePaymentOwedBack>): StorePaymentOwedBack {
  expect({ status: answer.status, message: answer.body.response_message }).toEqual({
    status: 200,
    message: 'The payment is marked refunded',
  });
  return answer.body.response_body;
}

async function owedBackId(orderId: number): Promise<number> {
  const [row] = await h.db.query<{ id: number }>('SELECT id FROM payments_owed_back WHERE order_id = $1', [
    orderId,
  ]);
  if (!row) throw new Error('nothing owed back');
  return row.id;
}

describe('the customer’s order', () => {
  it('lists a payment that arrived after the cancel, to be refunded, then refunded on its day', async () => {
    const { orderId, totalMinor } = await cancelledThenPaid();
    const shown = okBody(await details(a, orderId));
    expect(shown.money.owed_back).toEqual([
      {
        amount: totalMinor / 100,
        currency: 'ZAR',
        received_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        reason: 'order_cancelled',
        refunded_at: null,
      },
    ]);
    // The order's own money is unchanged: nothing paid it, nothing of it is owed back or due.
    expect(shown.money).toMatchObject({ received: 0, refund: 0, amount_due: 0 });
    const listed = okBody(await history(a)).orders.find((entry) => entry.order_id === orderId);
    expect((listed as { money?: OrderDetailsWithMoney['money'] } | undefined)?.money?.owed_back).toEqual(
      shown.money.owed_back,
    );

    // A check without the answer says it is to be refunded until it is, then that the order was
    // cancelled before it was paid.
    expect(okBody(await k.status(a, orderId)).message).toBe(ORDER_PAYMENT_OWED_BACK_MESSAGE);
    const done = marked(await mark(demoKey, await owedBackId(orderId)));
    expect(done.refunded_at).toBe(new Date(h.clock.now()).toISOString());
    expect(okBody(await k.status(a, orderId)).message).toBe(ORDER_CANCELLED_UNPAID_MESSAGE);
    expect(okBody(await details(a, orderId)).money.owed_back?.[0]?.refunded_at).toBe(done.refunded_at);
  });

  it('another customer sees neither the order nor its payment', async () => {
    const { orderId } = await cancelledThenPaid();
    expect((await details(b, orderId)).status).toBe(404);
    expect(okBody(await history(b)).orders.map((entry) => entry.order_id)).not.toContain(orderId);
  });
});

describe('the store’s payments owed back', () => {
  it('needs a key of the store; another store sees none of them and cannot mark them (404 as a missing one)', async () => {
    const { orderId } = await cancelledThenPaid();
    const id = await owedBackId(orderId);
    expectFailure(await list({}), 401, FULFILMENT_UNAUTHORIZED);
    expectFailure(await mark({}, id), 401, FULFILMENT_UNAUTHORIZED);
    expect(okBody(await list(labKey))).toMatchObject({ payments: [], total_count: 0, open_count: 0 });
    const foreign = await mark(labKey, id);
    const missing = await mark(labKey, 2_147_483_647);
    expectFailure(foreign, 404, OWED_BACK_NOT_FOUND);
    expect(foreign.body).toEqual(missing.body);
    expectFailure(await mark(demoKey, 2_147_483_647), 404, OWED_BACK_NOT_FOUND);
    // Nothing was marked.
    expect(okBody(await list(demoKey)).payments.map((payment) => payment.refunded_at)).toEqual([null]);
  });

  it('lists the store’s own with the provider’s transaction, the order and the amount', async () => {
    const { orderId, totalMinor } = await cancelledThenPaid();
    const page = okBody(await list(demoKey));
    expect(page).toMatchObject({ total_count: 1, open_count: 1, page_number: 1, page_limit: 20 });
    expect(page.payments).toEqual([
      {
        id: await owedBackId(orderId),
        order_id: orderId,
        order_number: `ORD-${String(orderId).padStart(6, '0')}`,
        provider: 'cashfree',
        transaction_id: expect.any(String),
        amount: totalMinor / 100,
        currency: 'ZAR',
        reason: 'order_cancelled',
        received_by: 'return',
        received_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        refunded_at: null,
      },
    ]);
  });

  it('open first (the longest waiting first), then refunded (the latest first), a bounded page at a time', async () => {
    const { orderId } = await cancelledThenPaid();
    await h.db.query('DELETE FROM payments_owed_back');
    const rows: Array<[string, string, string | null]> = [
      ['t-open-new', '2026-01-05T12:00:00Z', null],
      ['t-refunded-old', '2026-01-01T12:00:00Z', '2026-01-02T12:00:00Z'],
      ['t-open-old', '2026-01-03T12:00:00Z', null],
      ['t-refunded-new', '2026-01-02T12:00:00Z', '2026-01-04T12:00:00Z'],
    ];
    for (const [transaction, recorded, refunded] of rows) {
      await h.db.query(
        `INSERT INTO payments_owed_back (order_id, provider, transaction_id, amount_minor, currency, reason,
           received_by, recorded_at, refunded_at)
         VALUES ($1, 'cashfree', $2, 44900, 'ZAR', 'order_paid_already', 'notification', $3, $4)`,
        [orderId, transaction, recorded, refunded],
      );
    }
    const first = okBody(await list(demoKey, '?page-limit=3'));
    expect(first).toMatchObject({ total_count: 4, open_count: 2, page_limit: 3 });
    expect(first.payments.map((payment) => payment.transaction_id)).toEqual([
      't-open-old',
      't-open-new',
      't-refunded-new',
    ]);
    const second = okBody(await list(demoKey, '?page-limit=3&page-number=2'));
    expect(second.payments.map((payment) => payment.transaction_id)).toEqual(['t-refunded-old']);
    // The customer sees them too, oldest first.
    const shown = okBody(await details(a, orderId)).money.owed_back ?? [];
    expect(shown.map((payment) => [payment.reason, payment.received_at, payment.refunded_at])).toEqual([
      ['order_paid_already', '2026-01-01T12:00:00.000Z', '2026-01-02T12:00:00.000Z'],
      ['order_paid_already', '2026-01-02T12:00:00.000Z', '2026-01-04T12:00:00.000Z'],
      ['order_paid_already', '2026-01-03T12:00:00.000Z', null],
      ['order_paid_already', '2026-01-05T12:00:00.000Z', null],
    ]);
  });

  it.each(['0', '101', 'ten', '-1', '1.5'])('refuses page-limit=%s (400)', async (limit) => {
    expect((await list(demoKey, `?page-limit=${limit}`)).status).toBe(400);
  });

  it.each(['abc', '0', '-3', '99999999999', '2147483648', '1e3'])('refuses the id %s (400)', async (id) => {
    const answer = await mark(demoKey, id);
    expect(answer.status).toBe(400);
    expect(answer.body.response_message).toMatch(/paymentId/);
  });

  it('marks one refunded once: a replay is 409 and changes nothing', async () => {
    const { orderId } = await cancelledThenPaid();
    const id = await owedBackId(orderId);
    const first = marked(await mark(demoKey, id));
    expect(first).toMatchObject({ id, refunded_at: new Date(h.clock.now()).toISOString() });
    const day = (first.refunded_at ?? '').slice(0, 10);
    expectFailure(await mark(demoKey, id), 409, withValues(OWED_BACK_ALREADY_REFUNDED, { date: day }));
    expect(okBody(await list(demoKey))).toMatchObject({
      open_count: 0,
      payments: [{ refunded_at: first.refunded_at }],
    });
  });

  it('two marks at once: one wins, the other is 409', async () => {
    const { orderId } = await cancelledThenPaid();
    const id = await owedBackId(orderId);
    const answers = await Promise.all([mark(demoKey, id), mark(demoKey, id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await h.db.query<{ refunded_at: Date | string | null }>(
      'SELECT refunded_at FROM payments_owed_back WHERE id = $1',
      [id],
    );
    const winner = answers.find((answer) => answer.status === 200)?.body.response_body;
    expect(rows.map((row) => row.refunded_at && new Date(row.refunded_at).toISOString())).toEqual([
      winner?.refunded_at,
    ]);
  });
});
