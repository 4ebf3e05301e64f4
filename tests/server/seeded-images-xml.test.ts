// Every seeded picture is a well-formed SVG document: each view of every product of every store,
// every banner, category image, vendor logo and stored SVG (the store logos) is fetched as the
// browser fetches it and read by a strict XML parser (saxes). A browser draws nothing for an SVG
// that is not well-formed (a repeated attribute is enough), so a lenient check here would let a
// card go blank.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { openSeededDb, testConfig } from './test-db.ts';
import { xmlErrors } from './xml-errors.ts';

let db: Db;
let app: Hono;

beforeAll(async () => {
  db = await openSeededDb();
  app = createApp({ db, config: testConfig() });
});

afterAll(async () => {
  await db.close();
});

/** Fetches each path and returns the ones that are not well-formed SVG, with their errors. */
async function invalid(paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    const response = await app.request(path);
    const problems =
      response.status === 200 && response.headers.get('Content-Type') === 'image/svg+xml'
        ? xmlErrors(await response.text())
        : [`HTTP ${response.status} ${response.headers.get('Content-Type')}`];
    if (problems.length > 0) found[path] = problems.slice(0, 3);
  }
  return found;
}

describe('the strict parser', () => {
  it('refuses a repeated attribute, an unclosed element and a root that is not SVG', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg">';
    expect(xmlErrors(`${svg}<path stroke-width="10" stroke-width="22"/></svg>`).join()).toMatch(
      /duplicate attribute/,
    );
    expect(xmlErrors(`${svg}<g></svg>`)).not.toEqual([]);
    expect(xmlErrors('<html/>')).not.toEqual([]);
    expect(xmlErrors(`${svg}<circle r="1"/></svg>`)).toEqual([]);
  });
});

describe('every seeded picture is well-formed SVG', () => {
  it('every view of every product, of every product type and store', async () => {
    const products = await db.query<{ id: number; image_count: number; product_type: string }>(
      'SELECT id, image_count, product_type FROM products ORDER BY id',
    );
    expect(new Set(products.map((product) => product.product_type)).size).toBe(7);
    const paths = products.flatMap((product) =>
      Array.from(
        { length: product.image_count },
        (_, index) => `/media/products/${product.id}/${index + 1}.svg`,
      ),
    );
    expect(paths.length).toBeGreaterThan(900);
    expect(await invalid(paths)).toEqual({});
  }, 120_000);

  it('every banner, category image and vendor logo', async () => {
    const ids = async (table: string) =>
      (await db.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`)).map((row) => row.id);
    const paths = [
      ...(await ids('banners')).map((id) => `/media/banners/${id}.svg`),
      ...(await ids('categories')).map((id) => `/media/categories/${id}.svg`),
      ...(await ids('vendors')).map((id) => `/media/vendors/${id}.svg`),
    ];
    expect(paths.length).toBeGreaterThan(60);
    expect(await invalid(paths)).toEqual({});
  });

  it('every stored SVG (the store logos)', async () => {
    const files = await db.query<{ path: string }>(
      "SELECT path FROM media_files WHERE content_type = 'image/svg+xml' ORDER BY path",
    );
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(await invalid(files.map((file) => `/media/${file.path}`))).toEqual({});
  });
});
