// The order history against a real database (cfs orders-with-items, invoice-download): newest first,
// the status filters (the 'open' group, an order status, a request read by its request status),
// paging with totals, an order's details, the invoice as a real PDF with the order number, other
// customers' orders (404), guests (401), bad input (400) and repeated reads.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderPlacement } from '../../contracts/checkout.ts';
import type { OrderDetails, OrderHistoryPage } from '../../contracts/orders.ts';
import { NO_INVOICE_FOR_REQUEST } from '../../server/orders/invoice.ts';
import type { Harness } from './auth-harness.ts';
import {
  CFS,
  expectFailure,
  okBody,
  PLEASE_SIGN_IN,
  type Shelf,
  type ShelfProduct,
  type Shopper,
} from './cart-kit.ts';
import { type CheckoutCalls, openCheckoutWorld } from './checkout-kit.ts';
import { isPdf, pdfFontText, pdfText } from './pdf-text.ts';

let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;
let k: CheckoutCalls;

const HISTORY = `${CFS}/orders-with-items`;
const INVOICE = `${CFS}/invoice-download`;

beforeAll(async () => {
  ({ h, shelf, a, b, k } = await openCheckoutWorld('history.second@example.com'));
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await k.reset(shelf);
});

/** Places an order of `product` × `quantity` from the cart, paid on delivery. */
async function placeCod(who: Shopper, product: ShelfProduct, quantity = 1): Promise<OrderPlacement> {
  const checkout = await k.fromCart(who, [product, quantity]);
  okBody(await k.pay(who, checkout.checkout_id, [await k.methodId('COD')]));
  const answer = await k.place(who, checkout.checkout_id);
  expect(answer.status).toBe(200);
  return answer.body.response_body;
}

/** A request (every item request-based): no payment, status open. */
async function placeRequest(who: Shopper): Promise<OrderPlacement> {
  const checkout = await k.fromCart(who, [shelf.table, 1]);
  return (await k.place(who, checkout.checkout_id)).body.response_body;
}

function history(who: Shopper, query = '') {
  return h.call<OrderHistoryPage>('GET', `${HISTORY}${query}`, { headers: who.headers });
}

function details(who: Shopper, orderId: number | string) {
  return h.call<OrderDetails>('GET', `${HISTORY}/${orderId}`, { headers: who.headers });
}

function invoice(who: Shopper, orderId: number | string) {
  return h.app.request(`${INVOICE}/${orderId}`, { headers: who.headers });
}

/** Writes a status on the order and on its items (where the lifecycle would have brought them). */
async function setStatus(orderId: number, column: 'order_status' | 'request_status', status: string) {
  await h.db.query(`UPDATE orders SET ${column} = $2 WHERE id = $1`, [orderId, status]);
  await h.db.query(`UPDATE order_items SET ${column} = $2 WHERE order_id = $1`, [orderId, status]);
}

describe('orders-with-items', () => {
  it('lists the customer’s orders newest first, each with its items, totals and statuses', async () => {
    const first = await placeCod(a, shelf.mug, 2);
    const second = await placeCod(a, shelf.kettle, 1);
    const request = await placeRequest(a);
    const page = okBody(await history(a));
    expect(page).toMatchObject({ total_count: 3, page_number: 1, page_limit: 10, status: null });
    expect(page.orders.map((order) => order.order_id)).toEqual([
      request.order_id,
      second.order_id,
      first.order_id,
    ]);
    const mugOrder = page.orders[2];
    expect(mugOrder).toMatchObject({
      order_number: first.order_number,
      order_kind: 'order',
      order_status: 'Received',
      payment_status: 'Created',
      payment_mode: 'pay_on_delivery',
      is_open: true,
      totals: {
        currency: 'ZAR',
        total_mrp: 399,
        product_discount: 0,
        coupon_discount: 0,
        delivery_charge: 50,
        tax: 0,
        total_amount: 449,
      },
    });
    expect(mugOrder?.items).toEqual([
      expect.objectContaining({
        product_id: shelf.mug.id,
        product_name: 'Stoneware Mug',
        quantity: 2,
        product_price: 199.5,
        final_price: 199.5,
        line_total: 399,
        status_kind: 'order',
        status: 'Received',
      }),
    ]);
    expect(mugOrder?.items[0]?.product_image).toMatch(/^\/media\/products\/\d+\/1\.svg/);
    expect(page.orders[0]).toMatchObject({
      order_kind: 'request',
      request_status: 'open',
      order_status: null,
      payment_status: null,
      is_open: true,
    });
    expect(page.orders[0]?.items[0]).toMatchObject({ status_kind: 'request', status: 'open' });
    expect(Date.parse(mugOrder?.created_at ?? '')).not.toBeNaN();
  });

  it('filters by status: the open group, an order status, a request by its request status', async () => {
    const received = await placeCod(a, shelf.mug);
    const fulfilled = await placeCod(a, shelf.kettle);
    const cancelled = await placeCod(a, shelf.lamp);
    const openRequest = await placeRequest(a);
    const rejectedRequest = await placeRequest(a);
    await setStatus(fulfilled.order_id, 'order_status', 'Fulfilled');
    await setStatus(cancelled.order_id, 'order_status', 'Cancelled');
    await setStatus(rejectedRequest.order_id, 'request_status', 'rejected');
    const ids = async (query: string) => okBody(await history(a, query)).orders.map((o) => o.order_id);

    expect(await ids('?status=open')).toEqual([openRequest.order_id, received.order_id]);
    expect(await ids('?status=Fulfilled')).toEqual([fulfilled.order_id]);
    expect(await ids('?status=Cancelled')).toEqual([cancelled.order_id]);
    expect(await ids('?status=Rejected')).toEqual([rejectedRequest.order_id]);
    expect(await ids('?status=Received')).toEqual([received.order_id]);
    expect(await ids('?status=Refund')).toEqual([]);
    const open = okBody(await history(a, '?status=open'));
    expect(open).toMatchObject({ total_count: 2, status: 'open' });
    const finished = okBody(await history(a, '?status=Fulfilled')).orders[0];
    expect(finished).toMatchObject({ is_open: false });
    expect(finished?.items[0]).toMatchObject({ status: 'Fulfilled' });
  });

  it('pages the history with the total on every page; a page past the end is empty', async () => {
    const placed: number[] = [];
    for (const product of [shelf.mug, shelf.kettle, shelf.lamp]) {
      placed.push((await placeCod(a, product)).order_id);
    }
    const newestFirst = [...placed].reverse();
    const first = okBody(await history(a, '?page-limit=2'));
    const second = okBody(await history(a, '?page-limit=2&page-number=2'));
    const past = okBody(await history(a, '?page-limit=2&page-number=3'));
    expect(first.orders.map((o) => o.order_id)).toEqual(newestFirst.slice(0, 2));
    expect(second.orders.map((o) => o.order_id)).toEqual(newestFirst.slice(2));
    expect([first.total_count, second.total_count, past.total_count]).toEqual([3, 3, 3]);
    expect(past.orders).toEqual([]);
    expect(second).toMatchObject({ page_number: 2, page_limit: 2 });
    // The same order whatever the clock says: newer orders first, then the higher id.
    await h.db.query("UPDATE orders SET created_at = created_at - interval '1 day' WHERE id = $1", [
      newestFirst[0],
    ]);
    expect(okBody(await history(a)).orders.map((o) => o.order_id)).toEqual([
      newestFirst[1],
      newestFirst[2],
      newestFirst[0],
    ]);
  });

  it('shows a customer only their own orders, and answers the same when asked again', async () => {
    await placeCod(a, shelf.mug);
    expect(okBody(await history(b))).toMatchObject({ orders: [], total_count: 0 });
    expect(okBody(await history(a))).toEqual(okBody(await history(a)));
    expectFailure(await h.call('GET', HISTORY), 401, PLEASE_SIGN_IN);
  });

  it.each([
    [
      '?status=bogus',
      '“status” must be one of open, Received, InProgress, Fulfilled, Cancelled, Return, Refund, Rejected.',
    ],
    ['?status=open&status=Fulfilled', '“status” must be given only once.'],
    [
      '?status=received',
      '“status” must be one of open, Received, InProgress, Fulfilled, Cancelled, Return, Refund, Rejected.',
    ],
    ['?page-number=0', '“page-number” must be a whole number from 1 to 100000.'],
    ['?page-number=-1', '“page-number” must be a whole number from 1 to 100000.'],
    ['?page-number=1.5', '“page-number” must be a whole number from 1 to 100000.'],
    ['?page-number=100001', '“page-number” must be a whole number from 1 to 100000.'],
    ['?page-limit=51', '“page-limit” must be a whole number from 1 to 50.'],
    ['?page-limit=0', '“page-limit” must be a whole number from 1 to 50.'],
    ['?page-limit=abc', '“page-limit” must be a whole number from 1 to 50.'],
    ['?status=%ZZ', 'The query string has malformed percent-encoding'],
  ])('refuses %s with a 400', async (query, message) => {
    expectFailure(await history(a, query), 400, message);
  });
});

describe('order details', () => {
  it('answers the order with its addresses as ordered, its payment and totals', async () => {
    const placed = await placeCod(a, shelf.kettle, 2);
    const order = okBody(await details(a, placed.order_id));
    expect(order).toMatchObject({
      order_id: placed.order_id,
      order_number: placed.order_number,
      order_status: 'Received',
      payment_status: 'Created',
      payment_mode: 'pay_on_delivery',
      payment_method: 'Cash on delivery',
      // The code, for the storefront to name the method in the shopper's language.
      payment_type: 'COD',
      invoice_available: true,
      delivery_address: { full_name: 'Asha Rao', pincode: '560001' },
      billing_address: { full_name: 'Asha Rao', pincode: '560001' },
      totals: { total_mrp: 998, product_discount: 100, delivery_charge: 0, tax: 0, total_amount: 898 },
    });
    expect(order.items.map((item) => [item.product_name, item.quantity, item.line_total])).toEqual([
      ['Copper Kettle', 2, 898],
    ]);
    expect(order.items[0]).toMatchObject({ slot_label: null, slot: null });
    // A service's slot comes as its values too (weekday codes and 24-hour times).
    const service = await k.fromCart(a, [shelf.yoga, 1, shelf.slots.weekdays]);
    okBody(await k.pay(a, service.checkout_id, [await k.methodId('COD')]));
    const booked = (await k.place(a, service.checkout_id)).body.response_body;
    expect(okBody(await details(a, booked.order_id)).items[0]).toMatchObject({
      slot_label: 'Monday & Wednesday, 10:00 AM–11:00 AM',
      slot: { days: 'mon,wed', start_time: '10:00', end_time: '11:00' },
    });
    // The address is the order's copy: editing the customer's address later changes nothing.
    await h.db.query("UPDATE customer_addresses SET full_name = 'Someone Else'");
    expect(okBody(await details(a, placed.order_id)).delivery_address?.full_name).toBe('Asha Rao');
  });

  it('answers 404 for another customer’s order and a missing one, 400 for a bad id, 401 for a guest', async () => {
    const placed = await placeCod(a, shelf.mug);
    expectFailure(await details(b, placed.order_id), 404, 'Order not found');
    expectFailure(await details(a, 2_000_000_000), 404, 'Order not found');
    expectFailure(await details(a, 'abc'), 400, '“orderId” must be a positive whole number.');
    expectFailure(await details(a, 0), 400, '“orderId” must be a positive whole number.');
    expectFailure(await h.call('GET', `${HISTORY}/${placed.order_id}`), 401, PLEASE_SIGN_IN);
  });
});

describe('invoice-download', () => {
  it('answers a real PDF with the store, the customer, the lines, the tax, the totals and the order number', async () => {
    const placed = await placeCod(a, shelf.kettle, 2);
    const answer = await invoice(a, placed.order_id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/pdf');
    expect(answer.headers.get('Content-Disposition')).toBe(
      `attachment; filename="invoice-${placed.order_number}.pdf"`,
    );
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(isPdf(bytes)).toBe(true);
    expect(Buffer.from(bytes.subarray(-6)).toString('latin1')).toContain('%%EOF');
    const text = pdfText(bytes);
    const [store] = await h.db.query<{ display_name: string }>(
      'SELECT display_name FROM stores WHERE id = 19',
    );
    expect(text).toContain(`Invoice ${placed.order_number}`);
    expect(text).toContain(store?.display_name ?? 'missing store name');
    expect(text).toContain('Asha Rao');
    expect(text).toContain('Copper Kettle');
    expect(text).toContain('R 449.00'); // the unit price
    expect(text).toContain('R 898.00'); // the line and the total
    expect(text).toContain('Tax (none charged: prices are final)\nR 0.00');
    expect(text).toContain('Total (ZAR)\nR 898.00');
    expect(text).toContain('560001');
  });

  it.each([
    {
      language: 'Hindi',
      customer: ['राम', 'कुमार'],
      product: 'तांबे की केतली',
      addressee: 'सीता देवी',
      font: 'NotoSansDevanagari',
    },
    {
      language: 'Arabic',
      customer: ['محمد', 'العلي'],
      product: 'إبريق نحاسي',
      addressee: 'فاطمة حسن',
      font: 'NotoSansArabic',
    },
  ])('draws $language names in an embedded font that has their letters, not as "?"', async (sample) => {
    const placed = await placeCod(a, shelf.kettle, 1);
    await h.db.query('UPDATE customers SET first_name = $2, last_name = $3 WHERE id = $1', [
      a.id,
      ...sample.customer,
    ]);
    await h.db.query('UPDATE order_items SET product_name = $2 WHERE order_id = $1', [
      placed.order_id,
      sample.product,
    ]);
    await h.db.query(
      "UPDATE orders SET delivery_address = jsonb_set(delivery_address, '{full_name}', to_jsonb($2::text)) WHERE id = $1",
      [placed.order_id, sample.addressee],
    );
    try {
      const answer = await invoice(a, placed.order_id);
      expect(answer.status).toBe(200);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect(isPdf(bytes)).toBe(true);
      // The fonts are subset: the file stays small.
      expect(bytes.length).toBeLessThan(60_000);
      const runs = pdfFontText(bytes);
      const scripted = runs.filter((run) => run.font.startsWith(sample.font));
      expect(scripted.length).toBeGreaterThan(0);
      const drawn = scripted.map((run) => run.text).join(' ');
      // Every letter of the names is drawn with a glyph of the embedded font…
      for (const name of [...sample.customer, sample.product, sample.addressee]) {
        for (const letter of name.replace(/\s/g, '')) expect(drawn).toContain(letter);
      }
      // …and no '?' stands in for them in the standard font's text.
      const latin = runs.filter((run) => run.font.startsWith('Helvetica')).map((run) => run.text);
      expect(latin.join('\n')).not.toMatch(/\?/);
      if (sample.language === 'Arabic') {
        // Right to left: the glyphs are drawn last letter first, so read backwards they spell the name.
        const backwards = (text: string) => [...text].reverse().join('');
        expect(scripted.map((run) => backwards(run.text)).join(' ')).toContain('محمد');
        // Every glyph drawn is one of the font's (a dot split off a letter by the shaping maps to no character).
        expect(drawn).not.toContain('\uFFFD');
      }
    } finally {
      await h.db.query("UPDATE customers SET first_name = 'Asha', last_name = 'Rao' WHERE id = $1", [a.id]);
    }
  });

  it('answers the same invoice when asked again', async () => {
    const placed = await placeCod(a, shelf.mug);
    const once = pdfText(new Uint8Array(await (await invoice(a, placed.order_id)).arrayBuffer()));
    const again = pdfText(new Uint8Array(await (await invoice(a, placed.order_id)).arrayBuffer()));
    expect(again).toBe(once);
  });

  it('answers 404 for another customer’s order, 409 for a request, 400 for a bad id, 401 for a guest', async () => {
    const placed = await placeCod(a, shelf.mug);
    const foreign = await invoice(b, placed.order_id);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ response_body: null, response_message: 'Order not found' });
    const request = await placeRequest(a);
    const refused = await invoice(a, request.order_id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ response_body: null, response_message: NO_INVOICE_FOR_REQUEST });
    const bad = await invoice(a, '12abc');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      response_message: '“orderId” must be a positive whole number.',
    });
    const guest = await h.app.request(`${INVOICE}/${placed.order_id}`);
    expect(guest.status).toBe(401);
  });
});
