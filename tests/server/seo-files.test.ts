// /robots.txt and /sitemap.xml: crawlers may go anywhere but a customer's own
// pages, the cart and checkout; the sitemap lists the store's pages, policies, categories, vendors
// and products as absolute addresses on the configured origin, never on the request's Host.
import { readdirSync } from 'node:fs';
import type { Hono } from 'hono';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_PAGES, PRIVATE_PATH_PREFIXES } from '../../contracts/site.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { routePattern } from '../../server/page/build-manifest.ts';
import { SITEMAP_MAX_URLS, sitemapPaths } from '../../server/routes/seo.ts';
import { findStoreById } from '../../server/stores/stores.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let app: Hono;

beforeAll(async () => {
  db = await openSeededDb();
  app = makeApp();
});

afterAll(async () => {
  await db.close();
});

function makeApp(env: Record<string, string> = {}): Hono {
  return createApp({ db, config: testConfig(env), log: () => {} });
}

/** The sitemap's addresses; the XML must be well-formed (jsdom's XML parser says where it is not). */
async function sitemapOf(target: Hono, url = '/sitemap.xml', init: RequestInit = {}): Promise<string[]> {
  const response = await target.request(url, init);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(document.documentElement.localName).toBe('urlset');
  return [...document.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
}

async function count(sql: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql);
  return row?.n ?? 0;
}

describe('GET /robots.txt', () => {
  it('allows everything but the signed-in, cart and checkout pages, in every language, and names the sitemap', async () => {
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines.filter((line) => line.startsWith('Disallow: '))).toEqual([
      ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
      ...['en', 'en-US', 'en-IN', 'hi', 'ar', 'fr'].flatMap((language) =>
        PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: /${language}${prefix}`),
      ),
    ]);
    // The cart in Arabic is the cart.
    expect(lines).toContain('Disallow: /ar/cart');
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it('disallows every signed-in route the storefront has, and no public one', () => {
    const disallowed = (path: string) => PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
    // A path each route file serves, with its parameters filled in.
    const exampleOf = (file: string) =>
      `/${file
        .replace(/\.tsx$/, '')
        .split('.')
        // `order_` (outside its parent's layout) is the path's `order`.
        .map((segment) => (segment.startsWith('$') ? '1' : segment.replace(/_$/, '')))
        .join('/')}`;
    const signedIn = readdirSync('src/routes/_authenticated').map(exampleOf);
    expect(signedIn.length).toBeGreaterThan(10);
    for (const path of signedIn)
      expect({ path, disallowed: disallowed(path) }).toEqual({ path, disallowed: true });
    for (const file of readdirSync('src/routes/_authenticated')) {
      expect(routePattern(`_authenticated/${file.replace(/\.tsx$/, '')}`).test(exampleOf(file))).toBe(true);
    }
    for (const path of [
      '/',
      '/productListing',
      '/ProductDetails',
      '/vendor',
      '/listCategories',
      '/policies/terms',
      '/signin',
    ]) {
      expect({ path, disallowed: disallowed(path) }).toEqual({ path, disallowed: false });
    }
  });

  it('names the configured public origin, never the Host header', async () => {
    const poisoned = await (await app.request('http://evil.example/robots.txt')).text();
    expect(poisoned).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(poisoned).not.toContain('evil.example');
    const configured = makeApp({ PUBLIC_ORIGIN: 'https://shop.example.com' });
    expect(await (await configured.request('http://evil.example/robots.txt')).text()).toContain(
      'Sitemap: https://shop.example.com/sitemap.xml',
    );
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the store’s pages, policies, categories, vendors and products as absolute addresses', async () => {
    const urls = await sitemapOf(makeApp({ PUBLIC_ORIGIN: 'https://shop.example.com' }));
    expect(urls.every((url) => url.startsWith('https://shop.example.com/'))).toBe(true);
    expect(urls.every((url) => new URL(url).origin === 'https://shop.example.com')).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    const paths = urls.map((url) => url.slice('https://shop.example.com'.length));
    expect(paths.slice(0, 4)).toEqual(['/', '/productListing', '/listCategories', '/vendor']);
    // Every published policy page, nested ones too.
    expect(paths).toEqual(
      expect.arrayContaining([
        ...POLICY_PAGES.map((policy) => `/policies/${policy}`),
        '/policies/returns/electronics',
      ]),
    );
    const of = (pattern: RegExp) => paths.filter((path) => pattern.test(path)).length;
    const policyCount = await count(
      'SELECT count(*)::int AS n FROM store_policies WHERE store_id = 19 AND published',
    );
    expect(of(/^\/policies\//)).toBe(policyCount);
    expect(of(/^\/productListing\?category=\d+$/)).toBe(
      await count('SELECT count(*)::int AS n FROM categories WHERE store_id = 19'),
    );
    expect(of(/^\/vendor\?id=\d+$/)).toBe(
      await count('SELECT count(*)::int AS n FROM vendors WHERE store_id = 19'),
    );
    expect(of(/^\/ProductDetails\?id=\d+$/)).toBe(
      await count('SELECT count(*)::int AS n FROM products WHERE store_id = 19'),
    );
    // Another store's products are not this store's pages.
    const [other] = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE store_id <> 19 ORDER BY id LIMIT 1',
    );
    if (other) expect(paths).not.toContain(`/ProductDetails?id=${other.id}`);
  });

  it('uses the same origin rule as e-mailed links: a Host header cannot poison it', async () => {
    const poisoned = await sitemapOf(app, 'http://evil.example/sitemap.xml', {
      headers: { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(poisoned.length).toBeGreaterThan(10);
    expect(poisoned.every((url) => url.startsWith('http://localhost:3000/'))).toBe(true);
    // In production even a loopback Host is not believed: only PUBLIC_ORIGIN or this server.
    const production = makeApp({ NODE_ENV: 'production', PORT: '8080' });
    const urls = await sitemapOf(production, 'http://127.0.0.1:9999/sitemap.xml');
    expect(urls.every((url) => url.startsWith('http://localhost:8080/'))).toBe(true);
  });

  it('escapes what it writes, and is empty for a store that is switched off', async () => {
    expect(await sitemapOf(makeApp({ STORE_REALM: 'closed' }))).toEqual([]);
    expect(await sitemapOf(makeApp({ STORE_REALM: 'nosuchstore' }))).toEqual([]);
  });

  it('stops at the cap, keeping the store’s own pages first', async () => {
    const store = await findStoreById(db, 19);
    if (!store) throw new Error('The demo store is missing');
    const capped = await sitemapPaths(db, store, 10);
    expect(capped).toHaveLength(10);
    expect(capped.slice(0, 4)).toEqual(['/', '/productListing', '/listCategories', '/vendor']);
    const listed =
      4 +
      (await count('SELECT count(*)::int AS n FROM store_policies WHERE store_id = 19 AND published')) +
      (await count('SELECT count(*)::int AS n FROM categories WHERE store_id = 19')) +
      (await count('SELECT count(*)::int AS n FROM vendors WHERE store_id = 19'));
    const some = await sitemapPaths(db, store, listed + 5);
    expect(some).toHaveLength(listed + 5);
    expect(some.slice(listed).every((path) => /^\/ProductDetails\?id=\d+$/.test(path))).toBe(true);
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });
});
