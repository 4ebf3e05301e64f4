// /robots.txt and /sitemap.xml. Addresses are absolute, on the storefront's public
// origin chosen as for e-mailed links (http/link-origin.ts: PUBLIC_ORIGIN, else a storefront on this
// machine outside production, else http://localhost:PORT), never on the request's Host header, so
// that nobody can have the sitemap point crawlers at another site.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { LANGUAGE_CODES } from '../../contracts/request.ts';
import { PRIVATE_PATH_PREFIXES } from '../../contracts/site.ts';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { parseRealmName } from '../http/realm.ts';
import { listPolicies } from '../stores/policies.ts';
import { findStoreByRealm, type Store } from '../stores/stores.ts';

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Pages every open store has, besides its catalogue. */
const STORE_PAGES = ['/', '/productListing', '/listCategories', '/vendor'] as const;

export function seoRoutes(db: Queryable, config: ServerConfig): Hono {
  const app = new Hono();

  app.get('/robots.txt', (c) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
      // The same pages at an address that names their language ('/ar/cart'), as hreflang writes it.
      ...LANGUAGE_CODES.flatMap((code) =>
        PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: /${code.replace('_', '-')}${prefix}`),
      ),
      '',
      `Sitemap: ${linkOrigin(config, c)}/sitemap.xml`,
      '',
    ];
    return c.text(lines.join('\n'), 200, { 'Cache-Control': 'no-cache' });
  });

  app.get('/sitemap.xml', async (c) => {
    const store = await openStore(db, config.realmName);
    const paths = store ? await sitemapPaths(db, store, SITEMAP_MAX_URLS) : [];
    return sitemap(
      c,
      paths.map((path) => `${linkOrigin(config, c)}${path}`),
    );
  });

  return app;
}

/** The configured store when it is open; a closed or unknown store has nothing to index. */
async function openStore(db: Queryable, realmName: string): Promise<Store | null> {
  let realm: string;
  try {
    realm = parseRealmName(realmName, 'STORE_REALM');
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
  const store = await findStoreByRealm(db, realm);
  return store?.active ? store : null;
}

/**
 * The store's pages, its policies, categories and vendors, then its products by id, at most `limit`
 * in all: a catalogue larger than one sitemap file holds lists its first products (a sitemap
 * index of several files would list the rest).
 */
export async function sitemapPaths(db: Queryable, store: Store, limit: number): Promise<string[]> {
  const [policies, categories, vendors] = await Promise.all([
    listPolicies(db, store.id),
    db.query<{ id: number }>('SELECT id FROM categories WHERE store_id = $1 ORDER BY id', [store.id]),
    db.query<{ id: number }>('SELECT id FROM vendors WHERE store_id = $1 ORDER BY id', [store.id]),
  ]);
  const paths = [
    ...STORE_PAGES,
    ...policies.map((policy) => `/policies/${policy.path}`),
    ...categories.map(({ id }) => `/productListing?category=${id}`),
    ...vendors.map(({ id }) => `/vendor?id=${id}`),
  ].slice(0, limit);
  const room = limit - paths.length;
  if (room > 0) {
    const products = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE store_id = $1 ORDER BY id LIMIT $2',
      [store.id, room],
    );
    paths.push(...products.map(({ id }) => `/ProductDetails?id=${id}`));
  }
  return paths;
}

function sitemap(c: Context, urls: string[]): Response {
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return c.body(body, 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
