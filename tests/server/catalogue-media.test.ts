// The catalogue's generated pictures under /media: product views, banners, category images and
// vendor logos are SVGs with fixed dimensions, drawn from their rows, the same bytes every time,
// cached for a year (a product's for five minutes: the store may put its own picture there); every path the API hands out resolves, and anything else is a 404.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner, CategoryNode, ProductPage, Vendor } from '../../contracts/pbs.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { getOk, PBS } from './catalogue-kit.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let app: Hono;

beforeAll(async () => {
  db = await openSeededDb();
  app = createApp({ db, config: testConfig() });
});

afterAll(async () => {
  await db.close();
});

async function svg(path: string): Promise<string> {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
  // A product's position may get the store's own picture at any time: kept five minutes, not a year.
  expect(response.headers.get('Cache-Control')).toBe(
    path.startsWith('/media/products/') ? 'public, max-age=300' : 'public, max-age=31536000, immutable',
  );
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
  const body = await response.text();
  expect(body).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/,
  );
  expect(body.endsWith('</svg>')).toBe(true);
  // Every & starts an entity: names with & or < cannot break the document.
  expect(body).not.toMatch(/&(?!#\d+;)/);
  return body;
}

function size(body: string): [number, number] {
  const match = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(body);
  return [Number(match?.[1]), Number(match?.[2])];
}

describe('product images', () => {
  it('draws each view of a product at 800×800, named but with no words drawn (the card prints them), each view different', async () => {
    const page = await getOk<ProductPage>(app, `${PBS}/products?page-limit=1`);
    const [product] = page.products;
    if (!product) throw new Error('no products');
    const paths = product.product_image.split(',');
    expect(paths.length).toBeGreaterThanOrEqual(3);
    expect(paths.length).toBeLessThanOrEqual(4);
    const bodies = await Promise.all(paths.map(svg));
    for (const [index, body] of bodies.entries()) {
      expect(size(body)).toEqual([800, 800]);
      expect(body).toContain(`<title>${product.product_name}, view ${index + 1} of ${paths.length}</title>`);
      expect(body).not.toContain('<text');
      // The same neutral studio backdrop behind every product, as a shop's photos have.
      expect(body).toContain('<stop offset="0" stop-color="#F7F7F5"/>');
    }
    expect(new Set(bodies).size).toBe(bodies.length);
    expect(await svg(paths[0] ?? '')).toBe(bodies[0]);
  });

  it('resolves every image path the listing hands out', async () => {
    const page = await getOk<ProductPage>(app, `${PBS}/products?page-number=-1`);
    const paths = page.products.flatMap((product) => product.product_image.split(','));
    expect(paths.length).toBeGreaterThan(900);
    for (const path of paths.filter((_, index) => index % 7 === 0)) await svg(path);
  });

  it('escapes names and answers 304 for a matching ETag', async () => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO products (store_id, vendor_id, category_id, product_type, name, product_price, selling_price, image_count)
       SELECT 19, vendor_id, category_id, 'Physical', 'Salt & <Pepper> "Grinder"', 100, 100, 1 FROM products LIMIT 1
       RETURNING id`,
    );
    try {
      const path = `/media/products/${row?.id}/1.svg`;
      const body = await svg(path);
      expect(body).toContain('Salt &#38; &#60;Pepper&#62; &#34;Grinder&#34;');
      expect(body).not.toContain('<Pepper>');
      const etag = (await app.request(path)).headers.get('ETag') ?? '';
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      const again = await app.request(path, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
    } finally {
      await db.query('DELETE FROM products WHERE id = $1', [row?.id]);
    }
  });

  it.each([
    '/media/products/1/5.svg',
    '/media/products/1/0.svg',
    '/media/products/1/1.png',
    '/media/products/1/one.svg',
    '/media/products/999999/1.svg',
    '/media/products/abc/1.svg',
    '/media/banners/99.svg',
    '/media/categories/999.svg',
    '/media/vendors/999.svg',
    '/media/vendors/logo.svg',
  ])('answers 404 for %s', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ response_body: null, response_message: 'Media file not found' });
  });
});

describe('banners, category images and vendor logos', () => {
  it('draws each banner at 1600×500, named by its title but with no words drawn (the storefront writes them)', async () => {
    const { banners } = await getOk<{ banners: Banner[] }>(app, `${PBS}/banners`);
    for (const banner of banners) {
      const body = await svg(banner.banner_image);
      expect(size(body)).toEqual([1600, 500]);
      expect(body).toContain(`<title>${banner.title}</title>`);
      expect(body).not.toContain('<text');
    }
  });

  it('draws every category image at 400×400 with its name', async () => {
    const { data } = await getOk<{ data: CategoryNode[] }>(app, `${PBS}/category-hierarchy`);
    const all = (nodes: CategoryNode[]): CategoryNode[] =>
      nodes.flatMap((node) => [node, ...all(node.children)]);
    const categories = all(data);
    expect(categories).toHaveLength(60);
    for (const category of categories) {
      const body = await svg(category.category_image ?? '');
      expect(size(body)).toEqual([400, 400]);
      expect(body).toContain(`<title>${category.category_name.replace('&', '&#38;')}</title>`);
    }
  });

  it('draws every vendor logo at 400×400 with its name', async () => {
    const { vendors } = await getOk<{ vendors: Vendor[] }>(app, `${PBS}/vendors`);
    for (const vendor of vendors) {
      const body = await svg(vendor.vendor_logo ?? '');
      expect(size(body)).toEqual([400, 400]);
      expect(body).toContain(`<title>${vendor.vendor_name}</title>`);
    }
  });

  it('still serves the store logos from media_files', async () => {
    expect(await svg('/media/stores/19/logo-light.svg')).toContain('Demo Store');
  });
});
