// A store's own product pictures, set with the store's fulfilment key, on a real database (PGlite,
// and PostgreSQL with npm run test:postgres): by https address or by upload (PNG, JPEG or WebP,
// checked by content, at most 2 MB, kept by the server); the product's picture address then sends
// the browser on to it; a stranger with another store's key, a missing key, bad addresses, bad
// types and oversized files change nothing.
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/envelope.ts';
import { FULFILMENT_KEY_HEADER } from '../../contracts/fulfilment.ts';
import { PRODUCT_IMAGE_MAX_BYTES, type ProductImages } from '../../contracts/product-images.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { rotateFulfilmentKey } from '../../server/fulfilment/keys.ts';
import { concat, flipped, JPEG, png, pngOfSize, WEBP_LOSSY } from './image-fixtures.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let app: Hono;
let demoKey: string;
let labKey: string;
let product: { id: number; image_count: number };

const PNG = png();
const WEBP = WEBP_LOSSY;
const URL_IMAGE = 'https://images.example.com/kettle/front.jpg?w=800';

beforeAll(async () => {
  db = await openSeededDb();
  app = createApp({ db, config: testConfig(), log: () => undefined });
  const stores = await db.query<{ id: number; realm_name: string }>(
    "SELECT id, realm_name FROM stores WHERE realm_name IN ('demo', 'lab')",
  );
  const storeOf = (realm: string) => stores.find((store) => store.realm_name === realm)?.id ?? 0;
  demoKey = (await rotateFulfilmentKey(db, storeOf('demo'), new Date())).key;
  labKey = (await rotateFulfilmentKey(db, storeOf('lab'), new Date())).key;
  const [row] = await db.query<{ id: number; image_count: number }>(
    'SELECT id, image_count FROM products WHERE store_id = $1 AND image_count < 8 ORDER BY id LIMIT 1',
    [storeOf('demo')],
  );
  if (!row) throw new Error('no demo product');
  product = row;
});

afterAll(async () => {
  await db.close();
});

beforeEach(async () => {
  const files = await db.query<{ media_path: string | null }>(
    'DELETE FROM product_images WHERE product_id = $1 RETURNING media_path',
    [product.id],
  );
  for (const file of files)
    if (file.media_path) await db.query('DELETE FROM media_files WHERE path = $1', [file.media_path]);
  await db.query('UPDATE products SET image_count = $2 WHERE id = $1', [product.id, product.image_count]);
});

const imagesPath = (position?: number | string, id = product.id) =>
  `/fulfilment/products/${id}/images${position === undefined ? '' : `/${position}`}`;

async function call(
  method: string,
  path: string,
  {
    key = demoKey,
    json,
    bytes,
    type,
  }: { key?: string | null; json?: unknown; bytes?: Uint8Array; type?: string } = {},
): Promise<{ status: number; body: Envelope<ProductImages> }> {
  const headers: Record<string, string> = {};
  if (key !== null) headers[FULFILMENT_KEY_HEADER] = key;
  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (bytes !== undefined) {
    headers['Content-Type'] = type ?? 'application/octet-stream';
    body = new Blob([new Uint8Array(bytes)]);
  }
  const response = await app.request(path, { method, headers, body });
  return { status: response.status, body: (await response.json()) as Envelope<ProductImages> };
}

async function ok(answer: Promise<{ status: number; body: Envelope<ProductImages> }>, message = 'Success') {
  const { status, body } = await answer;
  expect({ status, message: body.response_message }).toEqual({ status: 200, message });
  return body.response_body;
}

async function refused(
  answer: Promise<{ status: number; body: Envelope<ProductImages> }>,
  status: number,
  message: string,
) {
  const got = await answer;
  expect({ status: got.status, message: got.body.response_message }).toEqual({ status, message });
}

/** What the store's gallery holds now, as the store sees it. */
const gallery = async () => (await ok(call('GET', imagesPath()))).images;
const allGenerated = () =>
  Array.from({ length: product.image_count }, (_, index) => ({
    position: index + 1,
    source: 'generated',
    image: `/media/products/${product.id}/${index + 1}.svg`,
  }));

describe('by address', () => {
  it('sets an https picture, and the product’s picture address sends the browser on to it', async () => {
    expect(await gallery()).toEqual(allGenerated());
    const set = await ok(
      call('PUT', imagesPath(1), { json: { image_url: URL_IMAGE } }),
      'The product picture has been set',
    );
    expect(set.images[0]).toEqual({ position: 1, source: 'url', image: URL_IMAGE });
    const served = await app.request(`/media/products/${product.id}/1.svg`);
    expect(served.status).toBe(302);
    expect(served.headers.get('Location')).toBe(URL_IMAGE);
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=300');
    // The other positions keep their generated pictures, for a short time only.
    const second = await app.request(`/media/products/${product.id}/2.svg`);
    expect(second.status).toBe(200);
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=300');
  });

  it.each([
    ['http://images.example.com/a.jpg'],
    ['javascript:alert(1)'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['https://user:secret@images.example.com/a.jpg'],
    ['https://images.example.com/a b.jpg'],
    ['//images.example.com/a.jpg'],
    ['not a url'],
  ])('refuses %s and changes nothing', async (url) => {
    await refused(
      call('PUT', imagesPath(1), { json: { image_url: url } }),
      400,
      'The image address must be an https:// address without a user name or password.',
    );
    expect(await gallery()).toEqual(allGenerated());
  });

  it.each([
    ['https://localhost/x.png'],
    ['https://shop.localhost/x.png'],
    ['https://127.0.0.1/x.png'],
    ['https://169.254.169.254/latest'],
    ['https://10.0.0.8/x.png'],
    ['https://[::1]/x.png'],
    ['https://intranet/x.png'],
    ['https://printer.local/x.png'],
    ['https://metadata.google.internal/x'],
  ])('refuses %s: shoppers would be sent to their own machine or network', async (url) => {
    await refused(
      call('PUT', imagesPath(1), { json: { image_url: url } }),
      400,
      'The image address must name a public web host, not an IP address, localhost or a local name.',
    );
    expect(await gallery()).toEqual(allGenerated());
  });

  it('refuses an address over 2048 characters, a missing one, and a body that is not JSON', async () => {
    const long = `https://images.example.com/${'a'.repeat(2030)}`;
    await refused(
      call('PUT', imagesPath(1), { json: { image_url: long } }),
      400,
      '“image_url” can be at most 2048 characters.',
    );
    await refused(call('PUT', imagesPath(1), { json: {} }), 400, '“image_url” is required.');
    await refused(
      call('PUT', imagesPath(1), { bytes: PNG, type: 'image/png' }),
      415,
      'The request body must be JSON (Content-Type: application/json)',
    );
    expect(await gallery()).toEqual(allGenerated());
  });
});

describe('by upload', () => {
  it.each([
    ['image/png', PNG, 'png'],
    ['image/jpeg', JPEG, 'jpg'],
    ['image/webp', WEBP, 'webp'],
  ] as const)(
    'keeps a %s file and serves it as that type; a new one replaces it',
    async (type, bytes, extension) => {
      const set = await ok(
        call('PUT', `${imagesPath(2)}/file`, { bytes, type }),
        'The product picture has been set',
      );
      const slot = set.images[1];
      expect(slot?.source).toBe('upload');
      expect(slot?.image).toMatch(
        new RegExp(`^/media/uploads/products/${product.id}/[0-9a-f]{24}\\.${extension}$`),
      );
      const redirect = await app.request(`/media/products/${product.id}/2.svg`);
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('Location')).toBe(slot?.image);
      const file = await app.request(slot?.image ?? '');
      expect(file.status).toBe(200);
      expect(file.headers.get('Content-Type')).toBe(type);
      expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
      // Replaced: the new file under a new name, the old one gone.
      const again = await ok(
        call('PUT', `${imagesPath(2)}/file`, { bytes: PNG, type: 'image/png' }),
        'The product picture has been set',
      );
      expect(again.images[1]?.image).not.toBe(slot?.image);
      expect((await app.request(slot?.image ?? '')).status).toBe(404);
    },
  );

  it.each([
    [
      'an SVG (it could carry scripts)',
      'image/svg+xml',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'The picture must be a PNG, JPEG or WebP image',
    ],
    [
      'a GIF',
      'image/gif',
      new TextEncoder().encode('GIF89a....'),
      'The picture must be a PNG, JPEG or WebP image',
    ],
    [
      'HTML said to be a PNG',
      'image/png',
      new TextEncoder().encode('<html><script>alert(1)</script>'),
      'The file is not the PNG, JPEG or WebP image its type says',
    ],
    [
      'a JPEG said to be a PNG',
      'image/png',
      JPEG,
      'The file is not the PNG, JPEG or WebP image its type says',
    ],
    ['an empty file', 'image/png', new Uint8Array(), 'The picture is empty'],
  ])('refuses %s and keeps nothing', async (_, type, bytes, message) => {
    const before = await db.query('SELECT count(*)::int AS n FROM media_files');
    await refused(call('PUT', `${imagesPath(1)}/file`, { bytes, type }), 400, message);
    expect(await gallery()).toEqual(allGenerated());
    expect(await db.query('SELECT count(*)::int AS n FROM media_files')).toEqual(before);
  });

  const DAMAGED =
    'The picture is cut short or damaged, or larger than 10000 pixels a side or 40 million pixels in all.';
  it.each([
    ['a PNG cut short', 'image/png', PNG.subarray(0, PNG.length - 12)],
    [
      'a PNG with garbage after its start',
      'image/png',
      concat(PNG.subarray(0, 33), new Uint8Array(200).fill(7)),
    ],
    ['a PNG with a damaged chunk', 'image/png', flipped(PNG, 45)],
    ['a PNG 0 pixels wide', 'image/png', concat(PNG.subarray(0, 16), new Uint8Array(4), PNG.subarray(20))],
    ['a JPEG cut short', 'image/jpeg', JPEG.subarray(0, JPEG.length - 2)],
    [
      'a JPEG header and nothing else',
      'image/jpeg',
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]),
    ],
    ['a WebP cut short', 'image/webp', WEBP.subarray(0, WEBP.length - 4)],
    ['a WebP with bytes after its end', 'image/webp', concat(WEBP, new TextEncoder().encode('<html>'))],
  ])('refuses %s (422) and keeps nothing', async (_, type, bytes) => {
    const before = await db.query('SELECT count(*)::int AS n FROM media_files');
    await refused(call('PUT', `${imagesPath(1)}/file`, { bytes, type }), 422, DAMAGED);
    expect(await gallery()).toEqual(allGenerated());
    expect(await db.query('SELECT count(*)::int AS n FROM media_files')).toEqual(before);
  });

  it('refuses a file over 2 MB unread (413), and keeps nothing', async () => {
    const big = pngOfSize(PRODUCT_IMAGE_MAX_BYTES + 1);
    await refused(
      call('PUT', `${imagesPath(1)}/file`, { bytes: big, type: 'image/png' }),
      413,
      'The picture must be at most 2 MB.',
    );
    expect(await gallery()).toEqual(allGenerated());
    // Exactly the limit is taken.
    const limit = pngOfSize(PRODUCT_IMAGE_MAX_BYTES);
    await ok(
      call('PUT', `${imagesPath(1)}/file`, { bytes: limit, type: 'image/png' }),
      'The product picture has been set',
    );
  });
});

describe('positions and removal', () => {
  it('adds a picture one past the last, refuses a gap or a position outside 1..8, and removing it takes the position away', async () => {
    const next = product.image_count + 1;
    const added = await ok(
      call('PUT', imagesPath(next), { json: { image_url: URL_IMAGE } }),
      'The product picture has been set',
    );
    expect(added.images).toHaveLength(next);
    const [row] = await db.query<{ image_count: number }>('SELECT image_count FROM products WHERE id = $1', [
      product.id,
    ]);
    expect(row?.image_count).toBe(next);
    if (next + 2 <= 8) {
      await refused(
        call('PUT', imagesPath(next + 2), { json: { image_url: URL_IMAGE } }),
        400,
        `The picture position must be a whole number from 1 to ${Math.min(next + 1, 8)}.`,
      );
    }
    for (const position of ['0', '9', 'x', '01']) {
      await refused(
        call('PUT', imagesPath(position), { json: { image_url: URL_IMAGE } }),
        400,
        'The picture position must be a whole number from 1 to 8.',
      );
    }
    const removed = await ok(call('DELETE', imagesPath(next)), 'The product picture has been removed');
    expect(removed.images).toEqual(allGenerated());
    expect(await imageCount()).toBe(product.image_count);
    expect((await app.request(`/media/products/${product.id}/${next}.svg`)).status).toBe(404);
  });

  it('removing every store picture, added ones from the end, gives back the gallery the product had', async () => {
    const before = await gallery();
    const next = product.image_count + 1;
    await ok(
      call('PUT', imagesPath(1), { json: { image_url: URL_IMAGE } }),
      'The product picture has been set',
    );
    await ok(
      call('PUT', imagesPath(next), { json: { image_url: `${URL_IMAGE}&n=1` } }),
      'The product picture has been set',
    );
    await ok(
      call('PUT', imagesPath(next + 1), { json: { image_url: `${URL_IMAGE}&n=2` } }),
      'The product picture has been set',
    );
    // Replacing an added picture keeps it an added one.
    await ok(
      call('PUT', imagesPath(next), { json: { image_url: `${URL_IMAGE}&n=3` } }),
      'The product picture has been set',
    );
    expect(await imageCount()).toBe(next + 1);

    // Positions never move, so a retried DELETE cannot take the next picture: an added picture
    // before the end is refused (it can be replaced), the last one goes, and a replay finds nothing.
    await refused(
      call('DELETE', imagesPath(next)),
      409,
      'Only the last picture the store added can be removed: remove the later ones first, or replace this one.',
    );
    const last = await ok(call('DELETE', imagesPath(next + 1)), 'The product picture has been removed');
    expect(last.images).toHaveLength(next);
    expect(last.images[next - 1]).toEqual({ position: next, source: 'url', image: `${URL_IMAGE}&n=3` });
    await refused(
      call('DELETE', imagesPath(next + 1)),
      404,
      `The product has no picture of its store at position ${next + 1}.`,
    );
    await ok(call('DELETE', imagesPath(next)), 'The product picture has been removed');
    await ok(call('DELETE', imagesPath(1)), 'The product picture has been removed');

    expect(await gallery()).toEqual(before);
    expect(before).toEqual(allGenerated());
    expect(await imageCount()).toBe(product.image_count);
    expect(await db.query('SELECT 1 FROM product_images WHERE product_id = $1', [product.id])).toEqual([]);
  });

  it('removing where the store has no picture is a 404 with a message, and changes nothing', async () => {
    for (const position of [1, product.image_count, 7]) {
      await refused(
        call('DELETE', imagesPath(position)),
        404,
        `The product has no picture of its store at position ${position}.`,
      );
    }
    expect(await gallery()).toEqual(allGenerated());
    expect(await imageCount()).toBe(product.image_count);
  });
});

async function imageCount(): Promise<number | undefined> {
  const [row] = await db.query<{ image_count: number }>('SELECT image_count FROM products WHERE id = $1', [
    product.id,
  ]);
  return row?.image_count;
}

describe('who may', () => {
  it('a stranger with another store’s key finds no such product, and changes nothing', async () => {
    await ok(
      call('PUT', imagesPath(1), { json: { image_url: URL_IMAGE } }),
      'The product picture has been set',
    );
    const theirs = { key: labKey };
    await refused(call('GET', imagesPath(), theirs), 404, 'Product not found');
    await refused(
      call('PUT', imagesPath(1), { ...theirs, json: { image_url: 'https://evil.example.com/x.png' } }),
      404,
      'Product not found',
    );
    await refused(
      call('PUT', `${imagesPath(1)}/file`, { ...theirs, bytes: PNG, type: 'image/png' }),
      404,
      'Product not found',
    );
    await refused(call('DELETE', imagesPath(1), theirs), 404, 'Product not found');
    expect((await gallery())[0]).toEqual({ position: 1, source: 'url', image: URL_IMAGE });
  });

  it('no key or a wrong key: 401', async () => {
    const message = 'The fulfilment endpoints need a key of the store in X-Fulfilment-Key.';
    await refused(call('GET', imagesPath(), { key: null }), 401, message);
    await refused(
      call('PUT', imagesPath(1), {
        key: 'sfk_wrongwrongwrongwrongwrongwrongwrong',
        json: { image_url: URL_IMAGE },
      }),
      401,
      message,
    );
    expect(await gallery()).toEqual(allGenerated());
  });

  it('an unknown product is 404, a malformed id 400', async () => {
    await refused(call('GET', imagesPath(undefined, 999999)), 404, 'Product not found');
    const malformed = await call('GET', '/fulfilment/products/abc/images');
    expect(malformed.status).toBe(400);
  });
});
