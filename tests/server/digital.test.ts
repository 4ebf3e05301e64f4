// Digital products and documents of order items against a real database: the seeded files, a
// download only for the buyer of a paid, active order (recorded, and told in the journey), the
// documents of an item and its product, another customer's ids and bad input.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BYTES_PER_MEGABYTE, type DigitalDelivery, type DocumentList } from '../../contracts/digital.ts';
import { ORDER_ITEM_PATHS } from '../../contracts/orderItems.ts';
import type { OrderDetails, OrderHistoryPage } from '../../contracts/orders.ts';
import {
  FILE_NOT_FOUND,
  NOT_DIGITAL,
  NOT_PAID_YET,
  ORDER_NOT_ACTIVE,
} from '../../server/digital/digital-delivery.ts';
import { DOCUMENT_NOT_FOUND } from '../../server/digital/documents.ts';
import { renderMessage } from '../../server/i18n/render-message.ts';
import type { ServerMessage } from '../../server/i18n/server-message.ts';
import { ORDER_ITEM_NOT_FOUND } from '../../server/orders/customer-item.ts';
import { AftercareKit } from './aftercare-kit.ts';
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

let kit: AftercareKit;
let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;
let ebook: ShelfProduct;

beforeAll(async () => {
  kit = await AftercareKit.open('digital.second@example.com');
  ({ h, shelf, a, b } = kit.w);
  ebook = await kit.seededProduct('Digital', true);
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await kit.reset();
  await h.db.exec('DELETE FROM item_documents WHERE order_item_id IS NOT NULL');
});

const filesPath = (itemId: number | string) => `${CFS}/order-items/${itemId}/digital-files`;
const documentsPath = (itemId: number | string) => `${CFS}/order-items/${itemId}/documents`;

async function delivery(who: Shopper, itemId: number): Promise<DigitalDelivery> {
  return okBody(await h.call<DigitalDelivery>('GET', filesPath(itemId), { headers: who.headers }));
}

async function ebookItem(who: Shopper) {
  const order = await kit.order(who, [[ebook, 1]], 'CASHFREE');
  return { order, itemId: kit.item(order, ebook) };
}

async function expectJsonFailure(response: Response, status: number, message: string | ServerMessage) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({
    response_body: null,
    response_message: renderMessage(message, null),
  });
}

describe('the seed', () => {
  it('gives the first Digital products files (one over a megabyte), and services documents and a form', async () => {
    const files = await h.db.query<{
      product_id: number;
      file_name: string;
      size_bytes: number;
      bytes: number;
    }>(
      `SELECT f.product_id, f.file_name, f.size_bytes, octet_length(f.body) AS bytes
       FROM product_files f JOIN products p ON p.id = f.product_id WHERE p.product_type = 'Digital'`,
    );
    expect(new Set(files.map((file) => file.product_id)).size).toBe(12);
    expect(files.every((file) => file.size_bytes === file.bytes && file.bytes > 0)).toBe(true);
    expect(files.some((file) => file.size_bytes > BYTES_PER_MEGABYTE)).toBe(true);
    const [documents] = await h.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM item_documents d JOIN products p ON p.id = d.product_id
       WHERE p.product_type IN ('Service', 'Packaged Service')`,
    );
    expect(documents?.count).toBe(12);
  });
});

describe('digital files', () => {
  it('lists the files of an unpaid order but keeps them until it is paid', async () => {
    const { order, itemId } = await ebookItem(a);
    const listed = await delivery(a, itemId);
    expect(listed).toMatchObject({
      order_item_id: itemId,
      order_id: order.orderId,
      product_id: ebook.id,
      available: false,
      unavailable_reason: renderMessage(NOT_PAID_YET, null),
    });
    expect(listed.files.length).toBeGreaterThanOrEqual(2);
    expect(listed.files[0]).toMatchObject({
      download_count: 0,
      last_downloaded_at: null,
      content_type: 'text/plain',
    });
    expect(listed.journey.map((event) => event.event)).toEqual(['ordered']);
    const file = listed.files[0];
    await expectJsonFailure(await kit.download(a, file?.download_path ?? ''), 409, NOT_PAID_YET);
  });

  it('serves a paid order’s file to its buyer, records each download and tells the journey', async () => {
    const { order, itemId } = await ebookItem(a);
    await kit.markPaid(order.orderId);
    h.clock.advance(60);
    const listed = await delivery(a, itemId);
    expect(listed).toMatchObject({ available: true, unavailable_reason: null });
    const file = listed.files[0];
    if (!file) throw new Error('no file');
    const response = await kit.download(a, file.download_path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="${file.file_name}"; filename*=UTF-8''${file.file_name}`,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(file.size_bytes);
    expect(new TextDecoder().decode(bytes)).toContain(ebook.name);
    h.clock.advance(60);
    expect((await kit.download(a, file.download_path)).status).toBe(200);

    const after = await delivery(a, itemId);
    expect(after.files[0]).toMatchObject({
      download_count: 2,
      last_downloaded_at: new Date(h.clock.now()).toISOString(),
    });
    expect(after.journey).toEqual([
      { event: 'ordered', at: '2026-03-02T09:00:00.000Z' },
      { event: 'paid', at: '2026-03-02T09:00:00.000Z' },
      { event: 'available', at: '2026-03-02T09:00:00.000Z' },
      { event: 'downloaded', at: '2026-03-02T09:01:00.000Z', file_name: file.file_name, download_count: 2 },
    ]);
  });

  it('answers 404 to another customer, for another product’s file, and for an item that is not digital', async () => {
    const { order, itemId } = await ebookItem(a);
    await kit.markPaid(order.orderId);
    const file = (await delivery(a, itemId)).files[0];
    expectFailure(await h.call('GET', filesPath(itemId), { headers: b.headers }), 404, ORDER_ITEM_NOT_FOUND);
    await expectJsonFailure(await kit.download(b, file?.download_path ?? ''), 404, ORDER_ITEM_NOT_FOUND);
    const [foreignFile] = await h.db.query<{ id: number }>(
      'SELECT id FROM product_files WHERE product_id <> $1 LIMIT 1',
      [ebook.id],
    );
    await expectJsonFailure(
      await kit.download(a, `${filesPath(itemId)}/${foreignFile?.id}/download`),
      404,
      FILE_NOT_FOUND,
    );
    const mugOrder = await kit.order(a, [[shelf.mug, 1]]);
    await kit.markPaid(mugOrder.orderId);
    const mugItem = kit.item(mugOrder, shelf.mug);
    expect(await delivery(a, mugItem)).toMatchObject({
      available: false,
      unavailable_reason: renderMessage(NOT_DIGITAL, null),
      files: [],
      journey: [],
    });
    await expectJsonFailure(
      await kit.download(a, `${filesPath(mugItem)}/${file?.file_id}/download`),
      404,
      FILE_NOT_FOUND,
    );
    await expectJsonFailure(
      await kit.download(a, `${filesPath(itemId)}/x1/download`),
      400,
      '“fileId” must be a positive whole number.',
    );
    await expectJsonFailure(
      await kit.download(a, `${filesPath('0')}/1/download`),
      400,
      '“orderItemId” must be a positive whole number.',
    );
    await expectJsonFailure(await kit.download(null, file?.download_path ?? ''), 401, PLEASE_SIGN_IN);
    expect((await delivery(a, itemId)).files[0]?.download_count).toBe(0);
  });

  it('stops serving once the order is no longer active', async () => {
    const { order, itemId } = await ebookItem(a);
    await kit.markPaid(order.orderId);
    await kit.setOrderStatus(order.orderId, 'Refund');
    const listed = await delivery(a, itemId);
    expect(listed).toMatchObject({
      available: false,
      unavailable_reason: renderMessage(ORDER_NOT_ACTIVE, null),
    });
    await expectJsonFailure(
      await kit.download(a, listed.files[0]?.download_path ?? ''),
      409,
      ORDER_NOT_ACTIVE,
    );
  });
});

describe('items of one order with statuses of their own', () => {
  it('shows each item’s own status in the history and details, and refuses the cancelled item’s download', async () => {
    const order = await kit.order(
      a,
      [
        [ebook, 1],
        [shelf.mug, 1],
      ],
      'CASHFREE',
    );
    const ebookId = kit.item(order, ebook);
    const mugId = kit.item(order, shelf.mug);
    // Paid first: an item of an order still awaiting its online payment is not cancelled alone.
    await kit.markPaid(order.orderId);
    await h.db.query(
      `UPDATE order_items SET business_rules = '[{"label":"Cancellation Allowed","value":"Yes"}]'::jsonb
       WHERE id = $1`,
      [ebookId],
    );
    const cancelled = await h.call('POST', `${CFS}${ORDER_ITEM_PATHS.cancel}`, {
      headers: a.headers,
      body: { order_item_id: ebookId, reason: 'Bought by mistake' },
    });
    expect(cancelled.status).toBe(200);

    const details = okBody(
      await h.call<OrderDetails>('GET', `${CFS}/orders-with-items/${order.orderId}`, { headers: a.headers }),
    );
    const statusOf = (items: OrderDetails['items'], id: number) =>
      items.find((item) => item.order_item_id === id)?.status;
    expect(statusOf(details.items, ebookId)).toBe('Cancelled');
    expect(statusOf(details.items, mugId)).toBe('Received');
    expect(details.order_status).toBe('Received');
    const page = okBody(
      await h.call<OrderHistoryPage>('GET', `${CFS}/orders-with-items`, {
        headers: a.headers,
      }),
    );
    const listed = page.orders.find((entry) => entry.order_id === order.orderId);
    expect(statusOf(listed?.items ?? [], ebookId)).toBe('Cancelled');
    expect(statusOf(listed?.items ?? [], mugId)).toBe('Received');

    const files = await delivery(a, ebookId);
    expect(files).toMatchObject({
      available: false,
      unavailable_reason: renderMessage(ORDER_NOT_ACTIVE, null),
    });
    await expectJsonFailure(
      await kit.download(a, files.files[0]?.download_path ?? ''),
      409,
      ORDER_NOT_ACTIVE,
    );
  });
});

describe('documents', () => {
  it('lists an item’s own documents and its product’s, newest first, and serves them to the buyer only', async () => {
    const order = await kit.order(a, [[shelf.mug, 1]]);
    const itemId = kit.item(order, shelf.mug);
    const other = kit.item(await kit.order(b, [[shelf.mug, 1]]), shelf.mug);
    const encoder = new TextEncoder();
    await h.db.query(
      `INSERT INTO item_documents (product_id, title, file_name, content_type, body, created_at)
       VALUES ($1, 'Care guide', 'mug-care.txt', 'text/plain', $2, '2026-03-01T00:00:00Z')`,
      [shelf.mug.id, encoder.encode('Hand wash only.')],
    );
    await h.db.query(
      `INSERT INTO item_documents (order_item_id, title, file_name, content_type, body, created_at)
       VALUES ($1, 'Gift note', 'gift-note.txt', 'text/plain', $2, '2026-03-02T10:00:00Z'),
              ($3, 'Their note', 'their-note.txt', 'text/plain', $2, '2026-03-02T10:00:00Z')`,
      [itemId, encoder.encode('Happy birthday!'), other],
    );
    const list = okBody(await h.call<DocumentList>('GET', documentsPath(itemId), { headers: a.headers }));
    expect(list.documents.map((d) => [d.title, d.file_name, d.size_bytes])).toEqual([
      ['Gift note', 'gift-note.txt', 15],
      ['Care guide', 'mug-care.txt', 15],
    ]);
    const gift = list.documents[0];
    const response = await kit.download(a, gift?.download_path ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="gift-note.txt"/);
    expect(await response.text()).toBe('Happy birthday!');
    // b's own item sees the product's document, not a's.
    const theirs = okBody(await h.call<DocumentList>('GET', documentsPath(other), { headers: b.headers }));
    expect(theirs.documents.map((d) => d.title)).toEqual(['Their note', 'Care guide']);
    await expectJsonFailure(await kit.download(b, gift?.download_path ?? ''), 404, ORDER_ITEM_NOT_FOUND);
    await expectJsonFailure(
      await kit.download(b, `${documentsPath(other)}/${gift?.document_id}/download`),
      404,
      DOCUMENT_NOT_FOUND,
    );
    expectFailure(
      await h.call('GET', documentsPath(itemId), { headers: b.headers }),
      404,
      ORDER_ITEM_NOT_FOUND,
    );
    expectFailure(
      await h.call('GET', documentsPath('abc'), { headers: a.headers }),
      400,
      '“orderItemId” must be a positive whole number.',
    );
  });
});
