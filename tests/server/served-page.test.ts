// The page as the server serves it: the store's answers written in (the same
// shapes as the API's), escaped so that no value can end its script, pinned by hash in the page's
// Content-Security-Policy; the language and direction; preload hints for the route's code, the
// catalog and the first image; and the head a crawler or a shared link reads: title, description,
// canonical address, Open Graph tags and schema.org Product JSON-LD, noindex for unknown pages.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { Hono } from 'hono';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetails, ProductPage, Vendor } from '../../contracts/pbs.ts';
import type { StorefrontBootstrap } from '../../contracts/storefront-bootstrap.ts';
import type { StorefrontConfig } from '../../contracts/storefront-config.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { catalogChanged } from '../../server/page/first-screen-cache.ts';
import { LISTING_FIELDS, listingAnswers, SERVED_LIST_LIMIT } from '../../server/page/listing-answers.ts';
import { summarise } from '../../server/page/page-head.ts';
import { pageShell } from '../../server/page/page-shell.ts';
import { type ListingSearch, parseListingSearch } from '../../src/features/catalogue/rules/listingSearch.ts';
import { getOk } from './catalogue-kit.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let staticDir: string;
let app: Hono;

const INDEX_HTML =
  '<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<meta charset="UTF-8" />\n<title>Online store</title>\n' +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script>\n</head>\n' +
  '<body><div id="root"></div></body>\n</html>\n';

/** A build's manifest as Vite writes it, for the routes the hints are checked on. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-r1.js' },
  '_Container.js': { file: 'assets/Container-c1.js', imports: ['index.html'] },
  '_Grid.js': { file: 'assets/Grid-g1.js', imports: ['index.html', '_Container.js'] },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/routes-h1.js',
    imports: ['index.html', '_Grid.js'],
  },
  'src/routes/productListing.tsx?tsr-split=component': {
    file: 'assets/productListing-l1.js',
    imports: ['index.html', '_Grid.js'],
  },
  'src/routes/ProductDetails.tsx?tsr-split=component': {
    file: 'assets/ProductDetails-p1.js',
    imports: ['_runtime.js', '_Container.js'],
  },
  'src/routes/ProductDetails.tsx?tsr-split=notFoundComponent': { file: 'assets/ProductDetails-nf.js' },
  'src/routes/cart.tsx?tsr-split=component': { file: 'assets/cart-c2.js', imports: ['index.html'] },
  'src/routes/vendor.tsx?tsr-split=component': { file: 'assets/vendor-v1.js', imports: ['_Grid.js'] },
  'src/routes/_guest/signin.tsx?tsr-split=component': {
    file: 'assets/signin-s1.js',
    imports: ['index.html'],
  },
  'src/routes/_authenticated/WishList.tsx?tsr-split=component': { file: 'assets/WishList-w1.js' },
  'src/routes/_authenticated/ask-ai.tsx?tsr-split=component': { file: 'assets/ask-ai-a1.js' },
  'src/routes/_authenticated/checkout.$checkoutId.tsx?tsr-split=component': { file: 'assets/checkout-k1.js' },
  'src/routes/policies.$.tsx?tsr-split=component': { file: 'assets/policies-y1.js' },
  'node_modules/stylis-plugin-rtl/dist/stylis-rtl.js': {
    file: 'assets/stylis-rtl-R1.js',
    isDynamicEntry: true,
    imports: ['_runtime.js', 'node_modules/stylis/index.js'],
  },
  'node_modules/stylis/index.js': { file: 'assets/stylis-S1.js', isDynamicEntry: true },
  '_messages-en-E1.json': { file: 'assets/messages-en-E1.json' },
  '_messages-en_US-U-1.json': { file: 'assets/messages-en_US-U-1.json' },
  '_messages-ar-A1.json': { file: 'assets/messages-ar-A1.json' },
  '_messages-fr-F1.json': { file: 'assets/messages-fr-F1.json' },
};

beforeAll(async () => {
  db = await openSeededDb();
  staticDir = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
  await mkdir(join(staticDir, 'assets'));
  await mkdir(join(staticDir, '.vite'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  app = makeApp();
});

afterAll(async () => {
  await db.close();
  await rm(staticDir, { recursive: true, force: true });
});

function makeApp(env: Record<string, string> = {}): Hono {
  return createApp({ db, config: testConfig({ STATIC_DIR: staticDir, ...env }), log: () => {} });
}

/** The served page, parsed as a browser parses it. */
/** The page's own first image's preload hint: not the served frame's logo (the store's media). */
const LEAD_IMAGE = 'link[rel="preload"][as="image"]:not([href*="/media/stores/"])';

interface Page {
  html: string;
  document: Document;
  policy: string;
  /** The classic inline scripts, in order (not the JSON data blocks). */
  scripts: string[];
  /** What the inline scripts set on window. */
  config: StorefrontConfig;
  bootstrap: StorefrontBootstrap | undefined;
  meta(selector: string): string | null;
}

/**
 * A change to the store's records as an operator makes it, outside the server, saying so on the
 * catalogue's channel: served pages keep the store's records until then (kept-page-store.ts).
 */
async function operatorChanges(sql: string, params?: unknown[]): Promise<void> {
  await db.query(sql, params);
  await catalogChanged(db);
}

async function page(path: string, init: RequestInit = {}, target: Hono = app): Promise<Page> {
  const response = await target.request(path, init);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const scripts = [...document.querySelectorAll('script:not([src]):not([type])')].map(
    (script) => script.textContent ?? '',
  );
  const window: Record<string, unknown> = {};
  for (const code of scripts) runInNewContext(code, { window });
  return {
    html,
    document,
    policy: response.headers.get('Content-Security-Policy') ?? '',
    scripts,
    config: window.__STOREFRONT_CONFIG__ as StorefrontConfig,
    bootstrap: window.__STOREFRONT_BOOTSTRAP__ as StorefrontBootstrap | undefined,
    meta: (selector) => document.querySelector(selector)?.getAttribute('content') ?? null,
  };
}

const hrefs = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((link) => link.getAttribute('href'));

function jsonLdOf(document: Document): Record<string, unknown> | null {
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')];
  expect(blocks.length).toBeLessThanOrEqual(1);
  return blocks[0] ? (JSON.parse(blocks[0].textContent ?? '') as Record<string, unknown>) : null;
}

/** Requests to app.request() come from http://localhost: a storefront on this machine (link-origin.ts). */
const ORIGIN = 'http://localhost';
/** Where addresses point when the request's own origin is not to be believed: this server, PORT 3000. */
const SERVER_ORIGIN = 'http://localhost:3000';

describe('the store’s answers in the page (part 1)', () => {
  it('are the API’s answers to the storefront’s first calls, in the same shapes', async () => {
    const { bootstrap } = await page('/');
    // The storefront's own calls (src/api/store.ts, src/api/catalogue.ts), as a guest.
    const api = {
      validateStore: await getOkFrom('/ums/rest/v3/validate-store?store-realmname=demo&language-code=en'),
      contentSettings: await getOkFrom(
        '/pbs/rest/v3/content-settings?page-limit=10&page-number=1&store-id=19&language-code=en',
      ),
      storeImages: await getOkFrom('/pbs/rest/v3/store-images?language-code=en'),
      languages: await getOkFrom('/pbs/rest/v3/languages?language-code=en&page_number=-1&realm-name=demo'),
      banners: await getOkFrom('/pbs/rest/v3/banners?language-code=en'),
    };
    expect(bootstrap).toEqual(api);
  });

  it('carry the product page’s first call (the product) and the vendor page’s (the vendor)', async () => {
    const product = await page('/ProductDetails?id=7');
    expect(product.bootstrap?.productDescription).toEqual(
      await getOkFrom<ProductDetails>('/pbs/rest/v3/product-description/7'),
    );
    expect(product.bootstrap?.banners).toBeUndefined();
    const vendor = await page('/vendor?id=2');
    expect(vendor.bootstrap?.vendor).toEqual(await getOkFrom<Vendor>('/pbs/rest/v3/vendors/2'));
  });

  it('carry the calls below the product (ratings, questions, FAQs, similar products) as the API answers them', async () => {
    // Products with and without ratings, questions and similar products in the seed.
    const found = { ratings: 0, questions: 0, faqs: 0, similar: 0 };
    for (const id of [1, 2, 7, 13]) {
      const served = (await page(`/ProductDetails?id=${id}`)).bootstrap;
      found.ratings += served?.productRatings?.reviews.length ?? 0;
      found.questions += served?.productQuestions?.questions.length ?? 0;
      found.faqs += served?.productFaqs?.faqs.length ?? 0;
      found.similar += served?.similarProducts?.products.length ?? 0;
      // The storefront's own calls for them (src/api/catalogue.ts).
      expect(served?.productRatings, `ratings of ${id}`).toEqual(
        await getOkFrom(`/pbs/rest/v3/ratings/${id}?page-number=1&language-code=en`),
      );
      expect(served?.productQuestions, `questions of ${id}`).toEqual(
        await getOkFrom(`/pbs/rest/v3/questions/${id}?language-code=en`),
      );
      expect(served?.productFaqs, `FAQs of ${id}`).toEqual(
        await getOkFrom(`/pbs/rest/v3/faqs/${id}?language-code=en`),
      );
      expect(served?.similarProducts, `similar to ${id}`).toEqual(
        await getOkFrom(`/pbs/rest/v3/similar-products/${id}?language-code=en`),
      );
    }
    // The comparison means something: the seed gives each kind to some of them.
    expect(
      Object.values(found).every((count) => count > 0),
      JSON.stringify(found),
    ).toBe(true);
    // A product the store does not have: nothing below it either.
    const missing = (await page('/ProductDetails?id=999999')).bootstrap;
    expect(missing?.productRatings).toBeUndefined();
    expect(missing?.similarProducts).toBeUndefined();
  });

  it('carry the plain listing’s first calls: its products, orders, categories and vendors', async () => {
    // The storefront's own calls for /productListing (src/api/catalogue.ts), as a guest.
    const api = {
      listingProducts: await getOkFrom(
        '/pbs/rest/v3/products?page-limit=10&page-number=1&facets=counts&language-code=en',
      ),
      sortingElements: await getOkFrom('/pbs/rest/v3/sorting-elements?language-code=en'),
      categories: await getOkFrom('/pbs/rest/v3/categories?page-number=-1&language-code=en'),
      vendors: await getOkFrom('/pbs/rest/v3/vendors?language-code=en'),
    };
    for (const path of ['/productListing', '/productListing/?utm_source=mail']) {
      const { bootstrap } = await page(path);
      expect(bootstrap, path).toMatchObject(api);
      expect(bootstrap?.banners, path).toBeUndefined();
    }
  });

  it('leave the categories and vendors to the storefront when a store has more than the page should carry', async () => {
    const [row] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM categories WHERE store_id = 19',
    );
    const count = row?.count ?? 0;
    expect(count).toBeGreaterThan(1);
    const few = await listingAnswers(db, 19, null, count);
    expect(few.categories?.data).toHaveLength(count);
    const many = await listingAnswers(db, 19, null, count - 1);
    expect(many.categories).toBeUndefined();
    expect(many.listingProducts?.products.length).toBeGreaterThan(0);
    expect(many.sortingElements?.data.length).toBeGreaterThan(0);
    expect((await listingAnswers(db, 19, null, 0)).vendors).toBeUndefined();
    expect(SERVED_LIST_LIMIT).toBeGreaterThanOrEqual(100);
  });

  it('carry a vendor’s listing and vendor page with that vendor’s products', async () => {
    const products = await getOkFrom<ProductPage>(
      '/pbs/rest/v3/products?page-limit=10&page-number=1&vendor-id=2&facets=counts',
    );
    expect(products.products.length).toBeGreaterThan(0);
    const listing = await page('/productListing?vendor=2');
    expect(listing.bootstrap?.listingProducts).toEqual(products);
    expect(listing.bootstrap?.vendor?.vendor_id).toBe(2);
    expect(listing.bootstrap?.categories).toBeDefined();
    const vendorPage = await page('/vendor?id=2');
    expect(vendorPage.bootstrap?.listingProducts).toEqual(products);
  });

  it('know every field of the listing’s address the storefront reads (a new filter must not be served unfiltered)', () => {
    // Typed as every field required: a field added to ListingSearch fails the type check here.
    const every: Required<ListingSearch> = {
      page: 2,
      category: 3,
      vendor: 2,
      type: 'Physical',
      minPrice: 1,
      maxPrice: 9,
      rating: 4,
      inStock: true,
      sort: 'price_asc',
      q: 'lamp',
    };
    expect(
      Object.keys(parseListingSearch(every))
        .filter((field) => field !== 'vendor')
        .sort(),
    ).toEqual([...LISTING_FIELDS].sort());
  });

  it('leave a listing’s products to the storefront when its address names a filter, order, search or page', async () => {
    for (const search of [
      'page=2',
      'page=1',
      'category=3',
      'type=digital',
      'minPrice=10',
      'maxPrice=99',
      'rating=4',
      'inStock=true',
      'sort=price_asc',
      'q=phone',
      'vendor=2&sort=price_asc',
      'vendor=x',
    ]) {
      const { bootstrap, document } = await page(`/productListing?${search}`);
      expect(bootstrap?.listingProducts, search).toBeUndefined();
      expect(bootstrap?.categories, search).toBeUndefined();
      expect(hrefs(document, LEAD_IMAGE), search).toEqual([]);
    }
  });

  it('say so when the store is switched off (the unavailable page) or missing (a 404)', async () => {
    const closed = await page('/', {}, makeApp({ STORE_REALM: 'closed' }));
    expect(closed.bootstrap?.validateStore).toMatchObject({ name: 'closed', store_status: false });
    expect(closed.bootstrap?.contentSettings).toBeUndefined();
    expect(closed.bootstrap?.banners).toBeUndefined();

    const missing = await page('/', {}, makeApp({ STORE_REALM: 'nosuchstore' }));
    expect(missing.bootstrap).toEqual({ validateStore: null });
    expect(missing.config.storeId).toBeNull();
  });

  it('are left out when the storefront calls another API (API_BASE_URL)', async () => {
    const elsewhere = await page('/', {}, makeApp({ API_BASE_URL: 'https://api.example.com' }));
    expect(elsewhere.bootstrap).toBeUndefined();
    expect(elsewhere.scripts).toHaveLength(1);
  });

  it('are escaped: a hostile store name cannot end the script, and reads back as it was', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029 & "quoted" \'too\'';
    const [before] = await db.query<{ display_name: string }>(
      'SELECT display_name FROM stores WHERE id = 19',
    );
    await operatorChanges('UPDATE stores SET display_name = $1 WHERE id = 19', [hostile]);
    try {
      const served = await page('/ProductDetails?id=7');
      // The config, the answers and the JSON-LD, and the bundle: nothing else became a script.
      expect(served.document.querySelectorAll('script')).toHaveLength(4);
      expect(served.html).not.toContain('<script>alert(1)');
      // Line separators are escaped in the scripts (they would end a JavaScript string literal).
      for (const code of [
        ...served.scripts,
        served.document.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
      ]) {
        expect(code).not.toMatch(/[\u2028\u2029]/);
      }
      expect(served.scripts[1]).toContain('\\u2028\\u2029');
      expect(served.bootstrap?.validateStore?.store_display_name).toBe(hostile);
      expect(served.document.title).toBe(`${await productName(7)} | ${hostile}`);
      expect(served.meta('meta[property="og:site_name"]')).toBe(hostile);
      expect(jsonLdOf(served.document)?.name).toBe(await productName(7));
    } finally {
      await operatorChanges('UPDATE stores SET display_name = $1 WHERE id = 19', [before?.display_name]);
    }
  });

  it('are pinned with the configuration by their hashes in the Content-Security-Policy, and only they', async () => {
    for (const path of ['/', '/ProductDetails?id=7', '/cart']) {
      const served = await page(path);
      expect(served.scripts).toHaveLength(2);
      const pinned = served.scripts.map(
        (code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
      );
      const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(served.policy)?.[1]?.split(' ');
      expect(scriptSrc).toEqual(["'self'", ...pinned]);
    }
  });
});

describe('the page’s language (part 1)', () => {
  it('is the store’s default language, with its direction', async () => {
    const served = await page('/');
    expect(served.document.documentElement.lang).toBe('en');
    expect(served.document.documentElement.dir).toBe('ltr');

    const makeDefault = async (code: string) => {
      await operatorChanges('UPDATE store_languages SET is_default = false WHERE store_id = 19');
      await operatorChanges(
        'UPDATE store_languages SET is_default = true WHERE store_id = 19 AND language_code = $1',
        [code],
      );
    };
    await makeDefault('ar');
    try {
      const arabic = await page('/');
      expect(arabic.document.documentElement.lang).toBe('ar');
      expect(arabic.document.documentElement.dir).toBe('rtl');
      expect(hrefs(arabic.document, 'link[rel="preload"][as="fetch"]')).toEqual([
        '/assets/messages-ar-A1.json',
      ]);
      // The html element keeps its other attributes and has one lang and one dir.
      expect(arabic.html).toMatch(/<html lang="ar" dir="rtl">/);
    } finally {
      await makeDefault('en');
    }
  });

  it('follows a language the address or the language cookie names, when the store has it', async () => {
    const cookie = await page('/', { headers: { Cookie: 'ln=fr' } });
    expect(cookie.document.documentElement.lang).toBe('fr');
    expect(hrefs(cookie.document, 'link[rel="preload"][as="fetch"]')).toEqual([
      '/assets/messages-fr-F1.json',
    ]);
    const path = await page('/ar/cart');
    expect([path.document.documentElement.lang, path.document.documentElement.dir]).toEqual(['ar', 'rtl']);
    const regional = await page('/', { headers: { Cookie: 'ln=en_US' } });
    expect(regional.document.documentElement.lang).toBe('en-US');
    expect(hrefs(regional.document, 'link[rel="preload"][as="fetch"]')).toEqual([
      '/assets/messages-en_US-U-1.json',
    ]);
    const unknown = await page('/', { headers: { Cookie: 'ln=de' } });
    expect(unknown.document.documentElement.lang).toBe('en');
  });
});

describe('preload hints (part 1)', () => {
  it.each([
    ['/', ['/assets/routes-h1.js', '/assets/Grid-g1.js', '/assets/Container-c1.js']],
    [
      '/productListing?category=1&page=2',
      ['/assets/productListing-l1.js', '/assets/Grid-g1.js', '/assets/Container-c1.js'],
    ],
    ['/ProductDetails?id=7', ['/assets/ProductDetails-p1.js', '/assets/Container-c1.js']],
    ['/cart', ['/assets/cart-c2.js']],
    ['/signin', ['/assets/signin-s1.js']],
    ['/SIGNIN/', ['/assets/signin-s1.js']],
    ['/fr/cart', ['/assets/cart-c2.js']],
    ['/policies/privacy', ['/assets/policies-y1.js']],
    // A guest is sent to sign in: the signed-in page's code would be wasted.
    ['/WishList', []],
    ['/no-such-page', []],
  ])('%s preloads its route’s code, without what the entry loads anyway', async (path, scripts) => {
    const served = await page(path);
    expect(hrefs(served.document, 'link[rel="modulepreload"]')).toEqual(scripts);
    for (const link of served.document.querySelectorAll('link[rel="modulepreload"]')) {
      expect(link.hasAttribute('crossorigin')).toBe(true);
    }
  });

  it('asks for the frame’s logo first, then the entry script, the catalog, the first image and the route’s code', async () => {
    const served = await page('/ProductDetails?id=7');
    const requested = [...served.document.head.querySelectorAll('script[src], link[href]')]
      .filter((element) => !['canonical', 'alternate'].includes(element.getAttribute('rel') ?? ''))
      .map((element) => element.getAttribute('src') ?? element.getAttribute('href'));
    // A browser requests in document order, a few at a time over HTTP/1.1: the page's first paint
    // waits for the entry and the catalog, not for the route's chunks; the frame shows its logo at once.
    expect(requested).toEqual([
      '/media/stores/19/logo-light.svg',
      '/assets/index-abc123.js',
      '/assets/messages-en-E1.json',
      '/media/products/7/1.svg',
      '/assets/ProductDetails-p1.js',
      '/assets/Container-c1.js',
    ]);
  });

  it('asks for the right-to-left style chunks on a right-to-left page only', async () => {
    const arabic = await page('/ar/cart');
    expect(arabic.document.documentElement.dir).toBe('rtl');
    expect(hrefs(arabic.document, 'link[rel="modulepreload"]')).toEqual([
      '/assets/stylis-rtl-R1.js',
      '/assets/stylis-S1.js',
      '/assets/cart-c2.js',
    ]);
    const english = await page('/cart');
    expect(hrefs(english.document, 'link[rel="modulepreload"]')).toEqual(['/assets/cart-c2.js']);
  });

  it('preloads a signed-in page’s code for a customer with a session', async () => {
    const served = await page('/checkout/12', { headers: { Cookie: 'refresh_token=abc' } });
    expect(hrefs(served.document, 'link[rel="modulepreload"]')).toEqual(['/assets/checkout-k1.js']);
  });

  it('preloads the language’s catalog as the storefront fetches it', async () => {
    const served = await page('/cart');
    const [catalog] = served.document.querySelectorAll('link[rel="preload"][as="fetch"]');
    expect(catalog?.getAttribute('href')).toBe('/assets/messages-en-E1.json');
    expect(catalog?.getAttribute('crossorigin')).toBe('');
  });

  it('preloads the home page’s first banner with high priority, and the product’s first image', async () => {
    const banners = await getOkFrom<{ banners: { banner_image: string }[] }>('/pbs/rest/v3/banners');
    const home = (await page('/')).document.querySelectorAll(LEAD_IMAGE);
    expect([...home].map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([
      [banners.banners[0]?.banner_image, 'high'],
    ]);
    const product = await page('/ProductDetails?id=7');
    expect(hrefs(product.document, LEAD_IMAGE)).toEqual(['/media/products/7/1.svg']);
    expect(hrefs((await page('/cart')).document, LEAD_IMAGE)).toEqual([]);
    // The listing's first product image: the listing's largest paint.
    const listed = await getOkFrom<ProductPage>('/pbs/rest/v3/products?page-limit=10&page-number=1');
    const listing = await page('/productListing');
    expect(hrefs(listing.document, LEAD_IMAGE)).toEqual([listed.products[0]?.product_image.split(',')[0]]);
  });

  it('point at MEDIA_BASE_URL when images come from elsewhere', async () => {
    const cdn = await page('/', {}, makeApp({ MEDIA_BASE_URL: 'https://cdn.example.com/shop/' }));
    expect(hrefs(cdn.document, LEAD_IMAGE)).toEqual(['https://cdn.example.com/shop/media/banners/1.svg']);
    // A link preview's picture is this server's PNG rendition, on the page's origin (decision 0138).
    expect(cdn.meta('meta[property="og:image"]')).toBe(`${ORIGIN}/media-preview/banners/1.svg.png`);
  });

  it('leave the page as it was when the build has no manifest', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
    try {
      await writeFile(join(bare, 'index.html'), INDEX_HTML);
      const served = await page('/no-such-page', {}, makeApp({ STATIC_DIR: bare }));
      expect(hrefs(served.document, 'link[rel="modulepreload"]')).toEqual([]);
      // Without the build's routes, no page is said to be unknown.
      expect(served.meta('meta[name="robots"]')).toBeNull();
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });
});

async function getOkFrom<T>(path: string): Promise<T> {
  return getOk<T>(app, path);
}

async function productName(id: number): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [id]);
  return row?.name ?? '';
}

describe('the head a crawler reads (part 6)', () => {
  it('gives every page a title, a description and its canonical address', async () => {
    for (const [path, canonical, title] of [
      ['/', `${ORIGIN}/`, 'Online store'],
      ['/productListing', `${ORIGIN}/productListing`, 'Products'],
      // The listing keeps what chooses its products (the search text), not their order.
      ['/productListing?q=lamp&sort=price_asc', `${ORIGIN}/productListing?q=lamp`, 'Search: lamp'],
      // A page whose address names its language is that language's page (decision 0145).
      ['/fr/policies/terms', `${ORIGIN}/fr/policies/terms`, "Conditions d'utilisation"],
    ] as const) {
      const served = await page(path);
      expect(served.document.title, path).toBe(`${title} | Demo Store`);
      expect(served.meta('meta[name="description"]'), path).toMatch(
        /Demo Store|vous acceptez ces conditions/,
      );
      expect(hrefs(served.document, 'link[rel="canonical"]'), path).toEqual([canonical]);
      expect(served.meta('meta[property="og:url"]'), path).toBe(canonical);
      expect(served.meta('meta[name="robots"]'), path).toBeNull();
      expect(served.document.querySelectorAll('title')).toHaveLength(1);
    }
  });

  it('titles the cart as the storefront does, and keeps it from search results with no address to index', async () => {
    const served = await page('/cart');
    expect(served.document.title).toBe('Cart | Demo Store');
    expect(served.meta('meta[name="robots"]')).toBe('noindex');
    expect(hrefs(served.document, 'link[rel="canonical"]')).toEqual([]);
  });

  it('writes a product’s name, description, image and address, with Open Graph tags and Product JSON-LD', async () => {
    const product = await getOkFrom<ProductDetails>('/pbs/rest/v3/product-description/7');
    const served = await page('/ProductDetails?id=7');
    const canonical = `${ORIGIN}/ProductDetails?id=7`;
    expect(served.document.title).toBe(`${product.product_name} | Demo Store`);
    expect(served.meta('meta[name="description"]')).toBe(summarise(product.description));
    expect(served.meta('meta[name="description"]')?.length).toBeLessThanOrEqual(160);
    expect(hrefs(served.document, 'link[rel="canonical"]')).toEqual([canonical]);
    expect({
      type: served.meta('meta[property="og:type"]'),
      title: served.meta('meta[property="og:title"]'),
      description: served.meta('meta[property="og:description"]'),
      image: served.meta('meta[property="og:image"]'),
      url: served.meta('meta[property="og:url"]'),
    }).toEqual({
      type: 'product',
      title: `${product.product_name} | Demo Store`,
      description: summarise(product.description),
      image: `${ORIGIN}/media-preview/products/7/1.svg.png`,
      url: canonical,
    });
    const ld = jsonLdOf(served.document);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.product_name,
      description: product.description.replace(/\s+/g, ' ').trim(),
      sku: '7',
      productID: '7',
      offers: {
        '@type': 'Offer',
        price: product.final_price.toFixed(2),
        priceCurrency: 'ZAR',
        availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: canonical,
        seller: { '@type': 'Organization', name: product.vendor_name },
      },
    });
    // The vendor sells the product; it is not its brand (the store keeps none).
    expect(ld).not.toHaveProperty('brand');
    const images = (ld?.image ?? []) as string[];
    expect(images).toEqual(product.product_image.split(',').map((path) => `${ORIGIN}${path}`));
  });

  it('adds the rating when the product has reviews, and leaves it out when it has none', async () => {
    const [rated] = await db.query<{ id: number; rating: number; rating_count: number }>(
      'SELECT id, rating, rating_count FROM products WHERE store_id = 19 AND rating_count > 0 ORDER BY id LIMIT 1',
    );
    const [unrated] = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE store_id = 19 AND rating_count = 0 ORDER BY id LIMIT 1',
    );
    if (!rated || !unrated) throw new Error('The seed has no rated or no unrated product');
    expect(jsonLdOf((await page(`/ProductDetails?id=${rated.id}`)).document)?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: rated.rating,
      ratingCount: rated.rating_count,
      bestRating: 5,
      worstRating: 1,
    });
    expect(jsonLdOf((await page(`/ProductDetails?id=${unrated.id}`)).document)).not.toHaveProperty(
      'aggregateRating',
    );
  });

  it('says when a product is out of stock, and never writes a price the store hides', async () => {
    const [outOfStock] = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE store_id = 19 AND stock = 0 AND price_visibility ORDER BY id LIMIT 1',
    );
    if (!outOfStock) throw new Error('The seed has no product out of stock');
    expect(jsonLdOf((await page(`/ProductDetails?id=${outOfStock.id}`)).document)).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
    const [hidden] = await db.query<{ id: number; selling_price: number }>(
      'SELECT id, selling_price FROM products WHERE store_id = 19 AND NOT price_visibility ORDER BY id LIMIT 1',
    );
    if (!hidden) throw new Error('The seed has no product with a hidden price');
    const served = await page(`/ProductDetails?id=${hidden.id}`);
    expect(jsonLdOf(served.document)).not.toHaveProperty('offers');
    expect(served.html).not.toContain((hidden.selling_price / 100).toFixed(2));
  });

  it('writes the category of a category listing and the vendor of a vendor page', async () => {
    const category = await page('/productListing?category=1&page=2');
    const [row] = await db.query<{ name: string }>('SELECT name FROM categories WHERE id = 1');
    expect(category.document.title).toBe(`${row?.name} | Demo Store`);
    expect(category.meta('meta[name="description"]')).toContain(row?.name);
    // A later page of the listing is its own page (its products are not the first page's).
    expect(hrefs(category.document, 'link[rel="canonical"]')).toEqual([
      `${ORIGIN}/productListing?category=1&page=2`,
    ]);
    expect(category.meta('meta[property="og:title"]')).toBe(`${row?.name} | Demo Store`);
    expect(category.meta('meta[property="og:image"]')).toBe(`${ORIGIN}/media-preview/categories/1.svg.png`);

    const vendor = await getOkFrom<Vendor>('/pbs/rest/v3/vendors/2');
    for (const [path, canonical] of [
      ['/vendor?id=2', `${ORIGIN}/vendor?id=2`],
      ['/productListing?vendor=2', `${ORIGIN}/productListing?vendor=2`],
    ] as const) {
      const served = await page(path);
      expect(served.document.title).toBe(`${vendor.vendor_name} | Demo Store`);
      expect(served.meta('meta[name="description"]')).toBe(summarise(vendor.description));
      expect(served.meta('meta[property="og:title"]')).toBe(`${vendor.vendor_name} | Demo Store`);
      expect(served.meta('meta[property="og:description"]')).toBe(summarise(vendor.description));
      expect(served.meta('meta[property="og:image"]')).toBe(`${ORIGIN}/media-preview/vendors/2.svg.png`);
      expect(vendor.vendor_logo).toBe('/media/vendors/2.svg');
      expect(hrefs(served.document, 'link[rel="canonical"]')).toEqual([canonical]);
      expect(served.bootstrap?.vendor).toEqual(vendor);
    }
  });

  it.each([
    ['/ProductDetails?id=999999', 'Product not found'],
    ['/ProductDetails?id=abc', 'Product not found'],
    ['/ProductDetails', 'Product not found'],
    ['/productListing?category=999999', 'Category not found'],
    ['/vendor?id=999999', 'Vendor not found'],
    ['/productListing?vendor=999999', 'Vendor not found'],
    ['/no-such-page', 'Page not found'],
  ])('%s gets a generic title and noindex', async (path, title) => {
    const served = await page(path);
    expect(served.document.title).toBe(`${title} | Demo Store`);
    expect(served.meta('meta[name="robots"]')).toBe('noindex');
    expect(hrefs(served.document, 'link[rel="canonical"]')).toEqual([]);
    expect(served.document.querySelector('meta[property^="og:"]')).toBeNull();
    expect(jsonLdOf(served.document)).toBeNull();
    expect(served.bootstrap?.productDescription).toBeUndefined();
  });

  it('never takes its addresses from the Host header; PUBLIC_ORIGIN names them', async () => {
    const poisoned = await page('http://evil.example/ProductDetails?id=7');
    expect(poisoned.html).not.toContain('evil.example');
    expect(hrefs(poisoned.document, 'link[rel="canonical"]')).toEqual([
      `${SERVER_ORIGIN}/ProductDetails?id=7`,
    ]);
    const configured = await page(
      'http://evil.example/ProductDetails?id=7',
      {},
      makeApp({ PUBLIC_ORIGIN: 'https://shop.example.com' }),
    );
    expect(configured.meta('meta[property="og:image"]')).toBe(
      'https://shop.example.com/media-preview/products/7/1.svg.png',
    );
    expect(hrefs(configured.document, 'link[rel="canonical"]')).toEqual([
      'https://shop.example.com/ProductDetails?id=7',
    ]);
  });
});

describe('the page’s frame (part 1: something to see before the scripts run)', () => {
  /** The served frame: its header, its logo link and the style it is drawn with. */
  function frameOf(served: Page) {
    const root = served.document.getElementById('root');
    const header = root?.querySelector(':scope > header.sf-shell') ?? null;
    return {
      header,
      link: header?.querySelector('a') ?? null,
      css: served.document.head.querySelector('style')?.textContent ?? '',
    };
  }

  async function demoColours() {
    const settings = (await page('/')).bootstrap?.contentSettings?.store_settings_data[0];
    const of = (type: string) => ({
      header: settings?.store_header_settings.find((entry) => entry.theme_type === type),
      page: settings?.store_page_settings.find((entry) => entry.theme_type === type),
    });
    return { light: of('light'), dark: of('dark') };
  }

  it('is the header bar with the store’s logo linking home, in the store’s light colours', async () => {
    const frame = frameOf(await page('/'));
    expect(frame.link?.getAttribute('href')).toBe('/');
    const logo = frame.link?.querySelector('img');
    expect(logo?.getAttribute('alt')).toBe('Demo Store');
    expect(logo?.getAttribute('src')).toBe('/media/stores/19/logo-light.svg');
    const { light } = await demoColours();
    expect(frame.css).toContain(
      `.sf-shell{background:${light.header?.bg_color};color:${light.header?.fg_color}}`,
    );
    expect(frame.css).toContain(`body:has(>#root>.sf-shell){background:${light.page?.bg_color}`);
    expect(frame.css).not.toContain('prefers-color-scheme');
    expect(frame.css).not.toContain('sf-shell-dark');
  });

  it('follows the theme cookie: dark, the device’s scheme, and light for anything else', async () => {
    const { light, dark } = await demoColours();
    const dark1 = frameOf(await page('/cart', { headers: { Cookie: 'theme=dark' } }));
    expect(dark1.link?.querySelector('img')?.getAttribute('src')).toBe('/media/stores/19/logo-dark.svg');
    expect(dark1.css).toContain(
      `.sf-shell{background:${dark.header?.bg_color};color:${dark.header?.fg_color}}`,
    );
    expect(dark1.css).not.toContain(`${light.header?.fg_color}`);

    const system = frameOf(await page('/', { headers: { Cookie: 'theme=system' } }));
    const picture = system.link?.querySelector('picture');
    expect(picture?.querySelector('source')?.getAttribute('media')).toBe('(prefers-color-scheme: dark)');
    expect(picture?.querySelector('source')?.getAttribute('srcset')).toBe('/media/stores/19/logo-dark.svg');
    expect(picture?.querySelector('img')?.getAttribute('src')).toBe('/media/stores/19/logo-light.svg');
    expect(system.css).toMatch(
      new RegExp(
        `@media \\(prefers-color-scheme:dark\\)\\{\\.sf-shell\\{background:${dark.header?.bg_color}`,
      ),
    );

    for (const cookie of ['theme=DARK', 'theme=%3Cscript%3E', 'theme=']) {
      const other = frameOf(await page('/', { headers: { Cookie: cookie } }));
      expect(other.link?.querySelector('img')?.getAttribute('src')).toBe('/media/stores/19/logo-light.svg');
    }
  });

  it.each([
    ['/amazonPayment', ''],
    // A customer with a session is sent home from sign-in: the frame would be the wrong one.
    ['/signin', 'access_token=a; refresh_token=b'],
    // An empty token cookie is a session to restore for the storefront too (loading screen first).
    ['/signin', 'refresh_token='],
    ['/', 'refresh_token='],
    // A guest is sent to sign in, which shows no header.
    ['/WishList', ''],
    ['/ask-ai', ''],
    // Addresses the storefront reads in ways the server does not repeat (/ar//signin is /signin).
    ['/ar//signin', ''],
    ['//signin', ''],
    ['/%20ar/signin', ''],
    // A refresh token alone: the session is restored behind the loading screen first.
    ['/', 'refresh_token=abc'],
  ])('is not drawn where the storefront shows no header first: %s %s', async (path, cookie) => {
    const served = await page(path, cookie ? { headers: { Cookie: cookie } } : {});
    expect(frameOf(served).header).toBeNull();
    expect(served.document.getElementById('root')?.innerHTML).toBe('');
    expect(served.document.head.querySelector('style')).toBeNull();
  });

  it('asks for its logo first, ahead of the page’s scripts, in the shopper’s theme', async () => {
    /** The head's image hints (address and media) and whether each comes before the entry script. */
    function logoHints(served: Page) {
      const head = [...served.document.head.children];
      const entry = head.findIndex((element) => element.matches('script[type="module"]'));
      return head
        .filter((element) => element.matches('link[rel="preload"][as="image"]'))
        .filter((element) => element.getAttribute('href')?.includes('/media/stores/'))
        .map((element) => ({
          href: element.getAttribute('href'),
          media: element.getAttribute('media'),
          beforeScripts: head.indexOf(element) < entry,
          priority: element.getAttribute('fetchpriority'),
        }));
    }
    const hint = (href: string, media: string | null = null) => ({
      href,
      media,
      beforeScripts: true,
      priority: 'high',
    });
    expect(logoHints(await page('/ProductDetails?id=1'))).toEqual([hint('/media/stores/19/logo-light.svg')]);
    expect(logoHints(await page('/', { headers: { Cookie: 'theme=dark' } }))).toEqual([
      hint('/media/stores/19/logo-dark.svg'),
    ]);
    expect(logoHints(await page('/', { headers: { Cookie: 'theme=system' } }))).toEqual([
      hint('/media/stores/19/logo-light.svg', '(prefers-color-scheme: light)'),
      hint('/media/stores/19/logo-dark.svg', '(prefers-color-scheme: dark)'),
    ]);
    expect(logoHints(await page('/signin'))).toEqual([hint('/media/stores/19/logo-light.svg')]);
    // No frame, no logo to ask for.
    expect(logoHints(await page('/amazonPayment'))).toEqual([]);
  });

  it('asks for the dark logo at the address the picture’s srcset names', () => {
    const shell = pageShell({
      storeName: 'Shop',
      logo: { light: '/media/light.svg', dark: '/media/night, dark.svg' },
      settings: null,
      theme: 'system',
      layout: 'header',
    });
    const { document } = new JSDOM(`<head>${shell.preloads.join('')}</head><body>${shell.html}</body>`)
      .window;
    const darkHint = document
      .querySelector('link[media="(prefers-color-scheme: dark)"]')
      ?.getAttribute('href');
    expect(darkHint).toBe(document.querySelector('picture source')?.getAttribute('srcset'));
    expect(darkHint).toBe('/media/night%2C%20dark.svg');
  });

  it('asks for no logo where the store has none', () => {
    const shell = pageShell({
      storeName: 'Shop',
      logo: { light: null, dark: null },
      settings: null,
      theme: 'system',
      layout: 'header',
    });
    expect(shell.preloads).toEqual([]);
    const oneScheme = pageShell({
      storeName: 'Shop',
      logo: { light: null, dark: '/media/dark.svg' },
      settings: null,
      theme: 'system',
      layout: 'header',
    });
    expect(oneScheme.preloads).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/media/dark.svg" media="(prefers-color-scheme: dark)">',
    ]);
  });

  it.each(['/signin', '/signup/', '/ar/signin'])(
    'is the store’s logo above the card on %s, where the sign-in and sign-up pages draw it',
    async (path) => {
      const served = await page(path);
      const root = served.document.getElementById('root');
      expect(root?.querySelector('header')).toBeNull();
      const link = root?.querySelector(':scope > div.sf-auth > a') ?? null;
      expect(link?.getAttribute('href')).toBe('/');
      expect(link?.querySelector('img')?.getAttribute('alt')).toBe('Demo Store');
      expect(link?.querySelector('img')?.getAttribute('src')).toBe('/media/stores/19/logo-light.svg');
      const css = served.document.head.querySelector('style')?.textContent ?? '';
      const { light } = await demoColours();
      expect(css).toContain(`body:has(>#root>.sf-auth){background:${light.page?.bg_color}`);
      // No header bar, so none of its colours.
      expect(css).not.toContain('.sf-shell{');
      expect(css).toContain('@media (min-width:900px){.sf-auth{padding:64px 16px}}');
    },
  );

  it('shows, for the device’s scheme, a logo in one scheme and the name in the other', () => {
    const shell = pageShell({
      storeName: 'Shop',
      logo: { light: null, dark: '/media/dark.svg' },
      settings: null,
      theme: 'system',
      layout: 'header',
    });
    const { document } = new JSDOM(shell.html).window;
    expect(document.querySelector('.sf-shell-light .sf-shell-name')?.textContent).toBe('Shop');
    expect(document.querySelector('.sf-shell-dark img')?.getAttribute('src')).toBe('/media/dark.svg');
    expect(shell.css).toMatch(/@media \(prefers-color-scheme:dark\)\{[^@]*\.sf-shell-light\{display:none\}/);
  });

  it('is drawn on a signed-in page for a customer whose session the storefront can tell at once', async () => {
    const served = await page('/WishList', { headers: { Cookie: 'access_token=a; refresh_token=b' } });
    expect(frameOf(served).header).not.toBeNull();
  });

  it('is not drawn for a store that is switched off or missing', async () => {
    for (const realm of ['closed', 'nosuchstore']) {
      const served = await page('/', {}, makeApp({ STORE_REALM: realm }));
      expect(frameOf(served).header).toBeNull();
    }
  });

  it('loads the logo from MEDIA_BASE_URL when images come from elsewhere', async () => {
    const cdn = frameOf(await page('/', {}, makeApp({ MEDIA_BASE_URL: 'https://cdn.example.com/shop/' })));
    expect(cdn.link?.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example.com/shop/media/stores/19/logo-light.svg',
    );
  });

  it('shows the store’s name where it has no logo, escaped, and adds no script', async () => {
    const hostile = '</header><script>alert(1)</script> & "Shop"';
    const [before] = await db.query<{
      display_name: string;
      logo_path: string | null;
      logo_path_dark: string | null;
    }>('SELECT display_name, logo_path, logo_path_dark FROM stores WHERE id = 19');
    await operatorChanges(
      'UPDATE stores SET display_name = $1, logo_path = NULL, logo_path_dark = NULL WHERE id = 19',
      [hostile],
    );
    try {
      const served = await page('/');
      const frame = frameOf(served);
      expect(frame.link?.querySelector('img')).toBeNull();
      expect(frame.link?.querySelector('.sf-shell-name')?.textContent).toBe(hostile);
      expect(served.html).not.toContain('<script>alert(');
      // The page's policy pins the same two scripts.
      expect(served.scripts).toHaveLength(2);
    } finally {
      await operatorChanges(
        'UPDATE stores SET display_name = $1, logo_path = $2, logo_path_dark = $3 WHERE id = 19',
        [before?.display_name, before?.logo_path, before?.logo_path_dark],
      );
    }
  });

  it('writes only hex colours into its style (the database checks them too)', () => {
    const bar = (bg: string) => ({ id: 1, theme_type: 'light' as const, bg_color: bg, fg_color: '#000' });
    const shell = pageShell({
      storeName: 'Shop',
      logo: { light: null, dark: null },
      settings: {
        store_id: 1,
        store_currency: [],
        store_page_settings: [],
        store_header_settings: [bar('red}</style><script>alert(2)</script>')],
        store_footer_settings: [],
      },
      theme: 'light',
      layout: 'header',
    });
    expect(shell.css).toContain('.sf-shell{color:#000}');
    expect(shell.css).not.toContain('<');
  });
});
