// An order's money follows its items (server/orders/order-money.ts): a cancelled, returned or refused
// item is credited once by a numbered credit note, and the stored total, paid, owed back and due
// follow in the same transaction, under the order's lock, however the changes interleave; the
// details, the history, the invoice and Ask AI's order lookup read them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderPlacement } from '../../contracts/checkout.ts';
import type { OrderDetailsWithMoney, OrderHistoryEntryWithMoney } from '../../contracts/orderMoney.ts';
import type { OrderHistoryPage } from '../../contracts/orders.ts';
import { DAY_MS } from '../../machines/orders/orderItem.machine.ts';
import type { OrderItemEvent } from '../../machines/orders/orderItem.types.ts';
import { customerOrders } from '../../server/askai/retrieve.ts';
import { invoiceDate } from '../../server/orders/invoice.ts';
import { advanceItem } from '../../server/orders/order-item-lifecycle.ts';
import type { Harness } from './auth-harness.ts';
import { CFS, okBody, type Shelf, type ShelfProduct, type Shopper } from './cart-kit.ts';
import { type CheckoutCalls, openCheckoutWorld } from './checkout-kit.ts';
import { pdfText } from './pdf-text.ts';

let h: Harness;
let shelf: Shelf;
let a: Shopper;
let k: CheckoutCalls;

beforeAll(async () => {
  ({ h, shelf, a, k } = await openCheckoutWorld('order.money.second@example.com'));
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await k.reset(shelf);
  const ids = [shelf.kettle.id, shelf.mug.id, shelf.lamp.id];
  await h.db.query('DELETE FROM product_business_rules WHERE product_id = ANY($1::int[])', [ids]);
  for (const product of [shelf.kettle, shelf.mug, shelf.lamp]) {
    await h.db.query(
      `INSERT INTO product_business_rules (product_id, label, value, sort_order)
       VALUES ($1, 'Cancellation Allowed', 'Yes', 0), ($1, 'Return Allowed', 'Yes', 1), ($1, 'Return Days', '7', 2)`,
      [product.id],
    );
  }
});

interface Placed {
  order: OrderPlacement;
  items: number[];
}

async function order(who: Shopper, type: 'COD' | 'CASHFREE', ...lines: [ShelfProduct, number][]) {
  await h.db.query('DELETE FROM cart_items WHERE customer_id = $1', [who.id]);
  const checkout = await k.fromCart(who, ...lines);
  okBody(await k.pay(who, checkout.checkout_id, [await k.methodId(type)]));
  const answer = await k.place(who, checkout.checkout_id);
  if (answer.status !== 200) throw new Error(`not placed: ${JSON.stringify(answer.body)}`);
  const placement = answer.body.response_body;
  const rows = await h.db.query<{ id: number }>(
    'SELECT id FROM order_items WHERE order_id = $1 ORDER BY id',
    [placement.order_id],
  );
  return { order: placement, items: rows.map((row) => row.id) } satisfies Placed;
}

/** Paid at the payments sandbox, the answer checked as the storefront does. */
async function payOnline(placed: Placed) {
  const handOff = okBody(await k.handOff(a, placed.order.order_id));
  const answer = await k.atSandbox(handOff, 'approve');
  return answer;
}

const details = async (orderId: number) =>
  okBody(
    await h.call<OrderDetailsWithMoney>('GET', `${CFS}/orders-with-items/${orderId}`, { headers: a.headers }),
  );

const cancel = (itemId: number, reason = 'Ordered by mistake') =>
  h.call('POST', `${CFS}/order-item/cancel`, { headers: a.headers, body: { order_item_id: itemId, reason } });

async function advance(itemId: number, ...events: Array<[OrderItemEvent['type'], number]>) {
  for (const [type, at] of events) {
    await h.db.transaction((tx) => advanceItem(tx, itemId, { type, at } as OrderItemEvent));
  }
}

const now = () => h.clock.now();

async function invoiceText(orderId: number): Promise<string> {
  const answer = await h.app.request(`${CFS}/invoice-download/${orderId}`, { headers: a.headers });
  expect(answer.status).toBe(200);
  return pdfText(new Uint8Array(await answer.arrayBuffer()));
}

/** The stored columns every reader reads, in minor units. */
async function stored(orderId: number) {
  const [row] = await h.db.query<{
    total_minor: number;
    ordered_total_minor: number;
    credited_minor: number;
    received_minor: number;
    refund_minor: number;
    amount_due_minor: number;
  }>(
    `SELECT total_minor, ordered_total_minor, credited_minor, received_minor, refund_minor, amount_due_minor
     FROM orders WHERE id = $1`,
    [orderId],
  );
  return row;
}

/** What each item cost the customer (its price less its share of any coupon). */
async function itemPrices(orderId: number): Promise<number[]> {
  const rows = await h.db.query<{ paid_minor: number }>(
    'SELECT paid_minor FROM order_items WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows.map((row) => row.paid_minor);
}

describe('cash on delivery', () => {
  it('cancelling one item takes it off the total, the amount due and the invoice, by a numbered credit note', async () => {
    const placed = await order(a, 'COD', [shelf.kettle, 1], [shelf.mug, 2]);
    const [kettle = 0] = placed.items;
    const before = await details(placed.order.order_id);
    const ordered = before.totals.total_amount;
    expect(before.money).toMatchObject({
      ordered_total: ordered,
      amount_due: ordered,
      received: 0,
      refund: 0,
    });
    expect(before.money.adjustments).toEqual([]);

    expect((await cancel(kettle)).status).toBe(200);
    const after = await details(placed.order.order_id);
    expect(after.totals.total_amount).toBe(ordered - 449);
    expect(after.money).toMatchObject({
      ordered_total: ordered,
      credited: 449,
      received: 0,
      refund: 0,
      amount_due: ordered - 449,
    });
    expect(after.money.adjustments).toEqual([
      expect.objectContaining({
        note_number: `${placed.order.order_number}-CN1`,
        kind: 'cancel',
        order_item_id: kettle,
        product_name: 'Copper Kettle',
        reason: 'Ordered by mistake',
        credit: 449,
        charge: 0,
        refund: 0,
      }),
    ]);
    // The history's list reads the same stored total.
    const page = okBody(
      await h.call<OrderHistoryPage>('GET', `${CFS}/orders-with-items`, { headers: a.headers }),
    );
    const listed = page.orders.find(
      (one) => one.order_id === placed.order.order_id,
    ) as OrderHistoryEntryWithMoney;
    expect(listed.totals.total_amount).toBe(ordered - 449);
    expect(listed.money.amount_due).toBe(ordered - 449);

    const text = await invoiceText(placed.order.order_id);
    expect(text).toContain('Copper Kettle'); // the line as ordered stays
    expect(text).toContain(`${placed.order.order_number}-CN1`);
    expect(text).toContain('- R 449.00');
    expect(text).toContain(`Total (ZAR)\nR ${(ordered - 449).toFixed(2)}`);
    expect(text).toContain(`Amount due on delivery\nR ${(ordered - 449).toFixed(2)}`);
  });

  it('delivered items are paid as collected; a received return is owed back', async () => {
    const placed = await order(a, 'COD', [shelf.kettle, 1], [shelf.mug, 1]);
    const [kettle = 0, mug = 0] = placed.items;
    const ordered = (await stored(placed.order.order_id))?.ordered_total_minor ?? 0;
    const at = now() - DAY_MS;
    for (const item of [kettle, mug]) {
      await advance(item, ['ACCEPT', at - 2000], ['DISPATCH', at - 1000], ['DELIVER', at]);
    }
    expect(await stored(placed.order.order_id)).toMatchObject({
      total_minor: ordered,
      received_minor: ordered,
      amount_due_minor: 0,
      refund_minor: 0,
    });
    expect(
      (
        await h.call('POST', `${CFS}/order-item/return`, {
          headers: a.headers,
          body: { order_item_id: mug, reason: 'Chipped' },
        })
      ).status,
    ).toBe(200);
    // Asked, not yet back: nothing changes.
    expect((await stored(placed.order.order_id))?.credited_minor).toBe(0);
    await advance(mug, ['APPROVE', now()], ['RECEIVE', now()]);
    expect(await stored(placed.order.order_id)).toMatchObject({
      total_minor: ordered - 19950,
      credited_minor: 19950,
      received_minor: ordered,
      refund_minor: 19950,
      amount_due_minor: 0,
    });
    const money = (await details(placed.order.order_id)).money;
    expect(money.adjustments).toEqual([
      expect.objectContaining({ kind: 'return', reason: 'Chipped', credit: 199.5, refund: 199.5 }),
    ]);
  });

  it('every item cancelled: the delivery charge is credited too and nothing is due', async () => {
    const placed = await order(a, 'COD', [shelf.mug, 1]);
    const [mug = 0] = placed.items;
    const [row] = await h.db.query<{ delivery_charge_minor: number }>(
      'SELECT delivery_charge_minor FROM orders WHERE id = $1',
      [placed.order.order_id],
    );
    expect((await cancel(mug)).status).toBe(200);
    expect(await stored(placed.order.order_id)).toMatchObject({ total_minor: 0, amount_due_minor: 0 });
    const notes = (await details(placed.order.order_id)).money.adjustments;
    expect(notes.map((note) => note.kind)).toEqual(
      (row?.delivery_charge_minor ?? 0) > 0 ? ['cancel', 'delivery'] : ['cancel'],
    );
  });
});

describe('when the order changed', () => {
  it('a cancel minutes after the order moves the order’s "Last updated" and the invoice’s "Revised" to the credit note’s time', async () => {
    const placed = await order(a, 'COD', [shelf.kettle, 1], [shelf.mug, 1]);
    const [kettle = 0] = placed.items;
    const before = await details(placed.order.order_id);
    // Minutes later (the invoice's times are to the minute; the session is still good).
    h.clock.advance(180);
    expect((await cancel(kettle)).status).toBe(200);
    const after = await details(placed.order.order_id);
    const [note] = after.money.adjustments;
    expect(note?.created_at).toBe(new Date(now()).toISOString());
    expect(Date.parse(after.updated_at)).toBe(Date.parse(note?.created_at ?? ''));
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    expect(after.created_at).toBe(before.created_at);

    const text = await invoiceText(placed.order.order_id);
    expect(text).toContain(`Revised: ${invoiceDate(note?.created_at ?? '')}`);
    expect(text).not.toContain(`Revised: ${invoiceDate(after.created_at)}`);
    h.clock.reset();
  });

  it('the invoice’s seller is the store’s display name and its contact, never its internal name', async () => {
    const placed = await order(a, 'COD', [shelf.mug, 1]);
    const [store] = await h.db.query<{ name: string; display_name: string }>(
      'SELECT name, display_name FROM stores WHERE id = 19',
    );
    const kept = await h.db.query<{ email: string | null; phone: string | null }>(
      'SELECT email, phone FROM store_contacts WHERE store_id = 19',
    );
    await h.db.query(
      `INSERT INTO store_contacts (store_id, email, phone) VALUES (19, 'help@demo-store.example', '+27 21 555 0100')
       ON CONFLICT (store_id) DO UPDATE SET email = EXCLUDED.email, phone = EXCLUDED.phone`,
    );
    const lines = (await invoiceText(placed.order.order_id)).split('\n');
    const seller = lines.indexOf('Seller');
    expect(lines.slice(seller + 1, seller + 4)).toEqual([
      store?.display_name,
      'Email: help@demo-store.example',
      'Phone: +27 21 555 0100',
    ]);
    expect(lines).not.toContain(store?.name);

    // A store that publishes no contact: its name alone.
    await h.db.query('DELETE FROM store_contacts WHERE store_id = 19');
    const plain = (await invoiceText(placed.order.order_id)).split('\n');
    expect(plain.slice(plain.indexOf('Seller') + 1, plain.indexOf('Seller') + 3)).toEqual([
      store?.display_name,
      'Buyer',
    ]);
    for (const row of kept) {
      await h.db.query('INSERT INTO store_contacts (store_id, email, phone) VALUES (19, $1, $2)', [
        row.email,
        row.phone,
      ]);
    }
  });
});

describe('paid online', () => {
  it('a cancelled item is credited less its charge, and that much is owed back', async () => {
    await h.db.query(
      `INSERT INTO product_business_rules (product_id, label, value, sort_order) VALUES ($1, 'Cancellation Charge', '50', 9)`,
      [shelf.kettle.id],
    );
    const placed = await order(a, 'CASHFREE', [shelf.kettle, 1], [shelf.mug, 1]);
    const [kettle = 0] = placed.items;
    const before = await stored(placed.order.order_id);
    const ordered = before?.ordered_total_minor ?? 0;
    expect(before).toMatchObject({ amount_due_minor: ordered, received_minor: 0 });
    okBody(await k.status(a, placed.order.order_id, await payOnline(placed)));
    expect(await stored(placed.order.order_id)).toMatchObject({
      received_minor: ordered,
      amount_due_minor: 0,
    });

    expect((await cancel(kettle)).status).toBe(200);
    expect(await stored(placed.order.order_id)).toMatchObject({
      total_minor: ordered - 39900,
      credited_minor: 39900,
      received_minor: ordered,
      refund_minor: 39900,
      amount_due_minor: 0,
    });
    const money = (await details(placed.order.order_id)).money;
    expect(money.adjustments).toEqual([
      expect.objectContaining({ kind: 'cancel', credit: 399, charge: 50, refund: 399 }),
    ]);
    const text = await invoiceText(placed.order.order_id);
    expect(text).toContain('cancellation charge R 50.00 kept');
    expect(text).toContain('Refund to the customer\n- R 399.00');
  });
});

describe('in parallel (the order’s lock)', () => {
  it.each([1, 2, 3])(
    'two items of one order cancelled at once: both credited, numbered 1 and 2 (round %i)',
    async () => {
      const placed = await order(a, 'COD', [shelf.kettle, 1], [shelf.mug, 1], [shelf.lamp, 1]);
      const [kettle = 0, mug = 0] = placed.items;
      const ordered = (await stored(placed.order.order_id))?.ordered_total_minor ?? 0;
      const answers = await Promise.all([cancel(kettle), cancel(mug)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const prices = await itemPrices(placed.order.order_id);
      const credit = (prices[0] ?? 0) + (prices[1] ?? 0);
      expect(await stored(placed.order.order_id)).toMatchObject({
        total_minor: ordered - credit,
        credited_minor: credit,
        amount_due_minor: ordered - credit,
      });
      const notes = (await details(placed.order.order_id)).money.adjustments;
      expect(notes.map((note) => note.note_number)).toEqual([
        `${placed.order.order_number}-CN1`,
        `${placed.order.order_number}-CN2`,
      ]);
      expect(new Set(notes.map((note) => note.order_item_id))).toEqual(new Set([kettle, mug]));
    },
  );

  it.each([1, 2, 3])('a cancel racing the delivery of another item: both counted (round %i)', async () => {
    const placed = await order(a, 'COD', [shelf.kettle, 1], [shelf.mug, 1]);
    const [kettle = 0, mug = 0] = placed.items;
    const ordered = (await stored(placed.order.order_id))?.ordered_total_minor ?? 0;
    const at = now() - 1000;
    await advance(mug, ['ACCEPT', at - 2], ['DISPATCH', at - 1]);
    const [cancelled] = await Promise.all([cancel(kettle), advance(mug, ['DELIVER', at])]);
    expect(cancelled.status).toBe(200);
    const prices = await itemPrices(placed.order.order_id);
    const [row] = await h.db.query<{ delivery_charge_minor: number }>(
      'SELECT delivery_charge_minor FROM orders WHERE id = $1',
      [placed.order.order_id],
    );
    const total = ordered - (prices[0] ?? 0);
    expect(await stored(placed.order.order_id)).toMatchObject({
      total_minor: total,
      credited_minor: prices[0],
      received_minor: (prices[1] ?? 0) + (row?.delivery_charge_minor ?? 0),
      amount_due_minor: 0,
      refund_minor: 0,
    });
  });

  it.each([1, 2, 3])(
    'a cancel racing the online payment: refused while it is awaited, or the paid item credited and owed back (round %i)',
    async () => {
      const placed = await order(a, 'CASHFREE', [shelf.kettle, 1], [shelf.mug, 1]);
      const [kettle = 0] = placed.items;
      const ordered = (await stored(placed.order.order_id))?.ordered_total_minor ?? 0;
      const answer = await payOnline(placed);
      const [cancelled, settled] = await Promise.all([
        cancel(kettle),
        k.status(a, placed.order.order_id, answer),
      ]);
      expect([200, 409]).toContain(cancelled.status);
      expect(settled.status).toBe(200);
      const prices = await itemPrices(placed.order.order_id);
      // Paid first: the kettle is cancelled and its price owed back. Cancelled first: an item of an
      // order awaiting its payment is not cancelled alone (409), and the payment pays it whole.
      const credited = cancelled.status === 200 ? (prices[0] ?? 0) : 0;
      expect(await stored(placed.order.order_id)).toMatchObject({
        total_minor: ordered - credited,
        received_minor: ordered,
        refund_minor: credited,
        amount_due_minor: 0,
      });
    },
  );
});

describe('Ask AI reads the stored total', () => {
  it('its order lookup answers the total and the items after the cancel', async () => {
    const placed = await order(a, 'COD', [shelf.kettle, 1], [shelf.mug, 1]);
    const [kettle = 0] = placed.items;
    const ordered = (await stored(placed.order.order_id))?.ordered_total_minor ?? 0;
    expect((await cancel(kettle)).status).toBe(200);
    const [store] = await h.db.query<{ store_id: number }>('SELECT store_id FROM orders WHERE id = $1', [
      placed.order.order_id,
    ]);
    const [cited] = await customerOrders(h.db, a.id, store?.store_id ?? 0, {
      orderId: placed.order.order_id,
      limit: 1,
    });
    expect(cited?.total).toBe((ordered - 44900) / 100);
    // The cancelled kettle is credited: the order no longer lists it among what was bought.
    expect(cited?.item_names).not.toContain('Copper Kettle');
    expect(cited?.item_names).toHaveLength(1);
  });
});
