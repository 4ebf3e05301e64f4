// What a crawler or a link preview reads of a guest's public page, without running a script: the
// page's own address in its language and the other languages' (hreflang), a title that says what
// the page is in the page's language, the listing's pages as links, and a 404 with the store's
// not-found page for an address that shows nothing (decision 0145).
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE } from '../../contracts/first-screen.ts';
import type { TokenSet } from '../../contracts/ums.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { CATALOGUES } from '../../server/i18n/catalogue.ts';
import { DEMO, UMS } from './auth-harness.ts';
import { MANIFEST, STOREFRONT_ENTRY, writeServerBuild } from './first-screen-build.ts';
import { openSeededDb, testConfig } from './test-db.ts';

const ORIGIN = 'http://localhost';

let db: Db;
let staticDir: string;
let app: Hono;

beforeAll(async () => {
  // What is checked here is the page drawn, not how fast: the first renders from source compile it.
  process.env.FIRST_SCREEN_DEADLINE_MS = '120000';
  db = await openSeededDb();
  staticDir = await writeServerBuild('storefront-crawled-pages-', STOREFRONT_ENTRY);
  // Every public page's route, as the real build's manifest names them.
  const manifest = {
    ...MANIFEST,
    'src/routes/vendor.tsx?tsr-split=component': { file: 'assets/vendor-v1.js' },
    'src/routes/listCategories.tsx?tsr-split=component': { file: 'assets/listCategories-k1.js' },
    'src/routes/policies.$.tsx?tsr-split=component': { file: 'assets/policies-y1.js' },
    'src/routes/_guest/signin.tsx?tsr-split=component': { file: 'assets/signin-s1.js' },
    'src/routes/_guest/signup.tsx?tsr-split=component': { file: 'assets/signup-u1.js' },
    'src/routes/_guest/forgotPassword.tsx?tsr-split=component': { file: 'assets/forgotPassword-f1.js' },
    'src/routes/_authenticated/myProfile.tsx?tsr-split=component---errorComponent': {
      file: 'assets/myProfile-m1.js',
    },
    'src/routes/_authenticated/WishList.tsx?tsr-split=component': { file: 'assets/WishList-w1.js' },
    'src/routes/_authenticated/checkout.$checkoutId.tsx?tsr-split=component': {
      file: 'assets/checkout-k1.js',
    },
    'src/routes/_authenticated/userprofile.order_.$orderId.tsx?tsr-split=component---errorComponent---notFoundComponent':
      { file: 'assets/order-d1.js' },
  };
  await writeFile(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  app = createApp({ db, config: testConfig({ STATIC_DIR: staticDir }), log: () => {} });
});

afterAll(async () => {
  await db.close();
  await rm(staticDir, { recursive: true, force: true });
});

interface Served {
  status: number;
  document: Document;
  root: HTMLElement;
  drawn: boolean;
  html: string;
}

async function serve(path: string, cookie?: string): Promise<Served> {
  const response = await app.request(path, cookie ? { headers: { Cookie: cookie } } : {});
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const root = document.getElementById('root') as HTMLElement;
  return { status: response.status, document, root, drawn: root.hasAttribute(FIRST_SCREEN_ATTRIBUTE), html };
}

/** The demo customer's session cookies, from a sign-in. */
async function customerCookie(): Promise<string> {
  const login = await app.request(`${UMS}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'realm-name': 'demo' },
    body: JSON.stringify({ username: DEMO.email, password: DEMO.password }),
  });
  const tokens = ((await login.json()) as { response_body: TokenSet }).response_body;
  return `access_token=${tokens.access_token}; refresh_token=${tokens.refresh_token}; id_token=${tokens.id_token}`;
}

function linkHrefs(document: ParentNode, selector: string): string[] {
  return [...document.querySelectorAll(selector)].map((element) => element.getAttribute('href') ?? '');
}

function meta(document: Document, property: string): string | null {
  return document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;
}

function alternatesOf(document: Document): Record<string, string> {
  return Object.fromEntries(
    [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang') ?? '',
      link.getAttribute('href') ?? '',
    ]),
  );
}

describe('a page in a language the address names', () => {
  it('names its own address as canonical, each language’s as an alternate, and its locale', async () => {
    const arabic = await serve('/ar/productListing?category=1');
    expect(arabic.status).toBe(200);
    expect(linkHrefs(arabic.document, 'link[rel="canonical"]')).toEqual([
      `${ORIGIN}/ar/productListing?category=1`,
    ]);
    expect(meta(arabic.document, 'og:url')).toBe(`${ORIGIN}/ar/productListing?category=1`);
    expect(alternatesOf(arabic.document)).toEqual({
      en: `${ORIGIN}/en/productListing?category=1`,
      'en-US': `${ORIGIN}/en-US/productListing?category=1`,
      'en-IN': `${ORIGIN}/en-IN/productListing?category=1`,
      hi: `${ORIGIN}/hi/productListing?category=1`,
      ar: `${ORIGIN}/ar/productListing?category=1`,
      fr: `${ORIGIN}/fr/productListing?category=1`,
      'x-default': `${ORIGIN}/productListing?category=1`,
    });
    expect(meta(arabic.document, 'og:locale')).toBe('ar_AR');
    expect(
      [...arabic.document.head.querySelectorAll('meta[property="og:locale:alternate"]')].map((tag) =>
        tag.getAttribute('content'),
      ),
    ).toEqual(['en_GB', 'en_US', 'en_IN', 'hi_IN', 'fr_FR']);
    // Links inside the page stay as the app writes them: the language is kept in a cookie.
    expect(linkHrefs(arabic.root, 'a[href^="/ar/"]')).toEqual([]);
  });

  it('the home page and a product, in any spelling of the code, name the written one', async () => {
    const home = await serve('/fr');
    expect(linkHrefs(home.document, 'link[rel="canonical"]')).toEqual([`${ORIGIN}/fr/`]);
    expect(alternatesOf(home.document)['x-default']).toBe(`${ORIGIN}/`);
    const product = await serve('/en_us/ProductDetails?id=7');
    expect(linkHrefs(product.document, 'link[rel="canonical"]')).toEqual([
      `${ORIGIN}/en-US/ProductDetails?id=7`,
    ]);
    expect(meta(product.document, 'og:locale')).toBe('en_US');
    const ld = JSON.parse(
      product.document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
    ) as { url: string } | null;
    expect(ld?.url).toBe(`${ORIGIN}/en-US/ProductDetails?id=7`);
  });

  it('an address without a language is the default one (x-default), in the cookie’s language', async () => {
    const plain = await serve('/listCategories', 'ln=fr');
    expect(linkHrefs(plain.document, 'link[rel="canonical"]')).toEqual([`${ORIGIN}/listCategories`]);
    expect(alternatesOf(plain.document)['x-default']).toBe(`${ORIGIN}/listCategories`);
    expect(alternatesOf(plain.document).fr).toBe(`${ORIGIN}/fr/listCategories`);
    expect(meta(plain.document, 'og:locale')).toBe('fr_FR');
  });

  it('a page that is not found has neither a canonical address nor alternates', async () => {
    const missing = await serve('/ar/ProductDetails?id=999999');
    expect(linkHrefs(missing.document, 'link[rel="canonical"]')).toEqual([]);
    expect(alternatesOf(missing.document)).toEqual({});
    expect(missing.document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
  });
});

describe('the title says what the page is, in the page’s language', () => {
  it.each([
    ['/productListing', 'Products | Demo Store'],
    ['/fr/productListing', 'Produits | Demo Store'],
    ['/productListing?q=lamp', 'Search: lamp | Demo Store'],
    ['/ar/productListing?q=lamp', 'بحث: lamp | Demo Store'],
    // The text the router reads: a search the app quotes (123), one it does not (true), no controls.
    ['/productListing?q=%22123%22', 'Search: 123 | Demo Store'],
    ['/productListing?q=true', 'Search: true | Demo Store'],
    ['/productListing?q=lamp%00', 'Search: lamp | Demo Store'],
    ['/listCategories', 'Categories | Demo Store'],
    ['/hi/listCategories', 'श्रेणियाँ | Demo Store'],
    ['/vendor', 'Vendors | Demo Store'],
    ['/policies', 'Policies | Demo Store'],
    ['/policies/terms', 'Terms of use | Demo Store'],
    ['/fr/policies/terms', "Conditions d'utilisation | Demo Store"],
    ['/ar', 'متجر إلكتروني | Demo Store'],
    ['/', 'Online store | Demo Store'],
    // A category or vendor that is not an id is dropped by the listing: the listing without it.
    ['/productListing?category=does-not-exist', 'Products | Demo Store'],
    ['/productListing?vendor=0', 'Products | Demo Store'],
  ])('%s: %s', async (path, title) => {
    const page = await serve(path);
    expect(page.document.title).toBe(title);
    expect(meta(page.document, 'og:title')).toBe(title);
  });
});

describe('a shopper’s own page is titled as the storefront titles it, and kept from search results', () => {
  it.each([
    ['/cart', 'Cart | Demo Store'],
    ['/ar/cart', 'سلة التسوق | Demo Store'],
    ['/myProfile', 'My profile | Demo Store'],
    ['/WishList', 'Wish list | Demo Store'],
    // A route that draws nothing (the payment's return passes the shopper on): no chunk in the build.
    ['/order-status', 'Order status | Demo Store'],
    ['/fr/order-status?order=1', 'Statut de la commande | Demo Store'],
    ['/checkout/abc', 'Checkout | Demo Store'],
    // userprofile.order_.$orderId: the order's page is at /userprofile/order/7.
    ['/userprofile/order/7', 'Order details | Demo Store'],
  ])('%s: %s', async (path, title) => {
    // A customer's: a guest is sent to sign in.
    const page = await serve(path, await customerCookie());
    expect(page.status).toBe(200);
    expect(page.document.title).toBe(title);
    expect(page.document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(page.document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(alternatesOf(page.document)).toEqual({});
  });
});

describe('the sign-in pages are titled as the storefront titles them, and indexed like the store’s pages', () => {
  it.each([
    ['/signin', 'Sign in | Demo Store', `${ORIGIN}/signin`],
    ['/fr/signup', 'Créez votre compte | Demo Store', `${ORIGIN}/fr/signup`],
    ['/forgotPassword', 'Reset your password | Demo Store', `${ORIGIN}/forgotPassword`],
  ])('%s: %s', async (path, title, canonical) => {
    const page = await serve(path);
    expect(page.document.title).toBe(title);
    expect(page.document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(linkHrefs(page.document.head, 'link[rel="canonical"]')).toEqual([canonical]);
  });
});

describe('the listing’s pages are links a crawler follows', () => {
  it('page 1 links to the next pages by address, and says which is next', async () => {
    const first = await serve('/productListing');
    expect(first.drawn).toBe(true);
    const pages = first.root.querySelector('nav[aria-label="Pages"]');
    expect(pages).not.toBeNull();
    const next = pages?.querySelector('a[aria-label="Go to page 2"]');
    expect(next?.getAttribute('href')).toBe('/productListing?page=2');
    expect(pages?.querySelector('a[aria-label="Go to the next page"]')?.getAttribute('href')).toBe(
      '/productListing?page=2',
    );
    expect(linkHrefs(first.document, 'link[rel="next"]')).toEqual([`${ORIGIN}/productListing?page=2`]);
    expect(linkHrefs(first.document, 'link[rel="prev"]')).toEqual([]);
  });

  it('a later page keeps the listing’s search in its links, points back to the first page, and is its own canonical', async () => {
    const second = await serve('/productListing?category=1&page=2');
    const pages = second.root.querySelector('nav[aria-label="Pages"]');
    expect(pages?.querySelector('a[aria-label="Go to page 1"]')?.getAttribute('href')).toBe(
      '/productListing?category=1',
    );
    expect(linkHrefs(second.document, 'link[rel="canonical"]')).toEqual([
      `${ORIGIN}/productListing?category=1&page=2`,
    ]);
    expect(linkHrefs(second.document, 'link[rel="prev"]')).toEqual([`${ORIGIN}/productListing?category=1`]);
  });
});

describe('an address that shows nothing is a 404 with the store’s not-found page', () => {
  it.each([
    ['an id that is not one (product)', '/ProductDetails?id=abc', /product not found/i],
    ['an id that is not one (vendor)', '/vendor?id=abc', /page not found/i],
    ['a vendor the store does not have', '/vendor?id=999999', /page not found/i],
    ['a page the store does not have', '/nope', /page not found/i],
    ['a page the store does not have, in a language', '/ar/nope/deeper', /page not found/i],
  ])('%s: %s', async (_, path, heading) => {
    const page = await serve(path);
    expect(page.status).toBe(404);
    expect(page.drawn).toBe(true);
    expect(page.root.querySelector('header')).not.toBeNull();
    expect(page.root.querySelector('h1')?.textContent).toMatch(heading);
    expect(page.root.querySelector('main a[href]')).not.toBeNull();
    expect(page.document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('for a customer, an address the build names no route for is drawn only when it is a page drawn for customers', async () => {
    // A page the server does not draw for customers, whether the build's manifest names it
    // (/order-status, the payment's return, which draws nothing) or not (/preferences is not in this
    // test's manifest): the server must not do what such a page does as it opens.
    const cookie = await customerCookie();
    for (const path of ['/order-status?order=1', '/preferences']) {
      const page = await serve(path, cookie);
      expect(page.drawn, path).toBe(false);
      expect(page.status, path).toBe(200);
    }
  });

  it('/policies lists the store’s policies, linked', async () => {
    const page = await serve('/policies');
    expect(page.status).toBe(200);
    expect(page.drawn).toBe(true);
    expect(linkHrefs(page.root, 'main a[href^="/policies/"]')).toContain('/policies/terms');
  });
});

describe('the head’s words are the storefront’s', () => {
  /** msgid → msgstr of a locale's catalog (entries without a context). */
  async function clientCatalog(locale: string): Promise<Map<string, string>> {
    const text = await readFile(join(process.cwd(), 'src', 'locales', locale, 'messages.po'), 'utf8');
    const entries = new Map<string, string>();
    for (const block of text.split(/\n\n/)) {
      if (/^msgctxt /m.test(block)) continue;
      const id = /^msgid "(.*)"$/m.exec(block)?.[1];
      const translated = /^msgstr "(.*)"$/m.exec(block)?.[1];
      if (id && translated) entries.set(id, translated.replaceAll('\\"', '"'));
    }
    return entries;
  }

  /** Every text server/page/page-head.ts writes (its msg('…') calls). */
  async function headTexts(): Promise<string[]> {
    const source = await readFile(join(process.cwd(), 'server', 'page', 'page-head.ts'), 'utf8');
    return [...source.matchAll(/\bmsg\(\s*'((?:[^'\\]|\\.)*)'/g)].map((match) => match[1] ?? '');
  }

  it.each(['ar', 'fr', 'hi'] as const)(
    '%s: the titles the server writes read as the titles the storefront sets after hydration',
    async (locale) => {
      const client = await clientCatalog(locale);
      const texts = await headTexts();
      // Every title, and the description the storefront writes too.
      for (const text of [
        'Online store',
        'Products',
        'Product not found',
        'Category not found',
        'Vendor not found',
        'Page not found',
        'Search: {query}',
        'Order status',
        'Shop online at {storeName}: products, categories and vendors, delivered to your door.',
      ]) {
        expect(texts, text).toContain(text);
        expect(client.has(text), `${locale}: ${text} in the storefront's catalog`).toBe(true);
      }
      // Whatever words both say, they say alike.
      const differing = texts
        .filter((text) => client.has(text))
        .filter((text) => CATALOGUES[locale][text] !== client.get(text))
        .map((text) => `${text}: server ${CATALOGUES[locale][text]}, storefront ${client.get(text)}`);
      expect(differing).toEqual([]);
    },
  );
});
