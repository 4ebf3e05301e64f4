// The first screen the server draws (server/page/first-screen.ts with src/entry-server.tsx): a
// guest's public page comes with its content in the HTML, its styles in the head, the query cache
// it was drawn from and a policy that lets its inline scripts run; other pages keep the frame.
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Hono } from 'hono';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EARLY_INPUT_GLOBAL,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_QUERIES_ID,
} from '../../contracts/first-screen.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { STOREFRONT_ENTRY, writeServerBuild } from './first-screen-build.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let staticDir: string;
let app: Hono;

beforeAll(async () => {
  // What is checked here is the page drawn, not how fast: the first renders from source compile it.
  process.env.FIRST_SCREEN_DEADLINE_MS = '120000';
  db = await openSeededDb();
  staticDir = await writeServerBuild('storefront-first-screen-', STOREFRONT_ENTRY);
  app = createApp({ db, config: testConfig({ STATIC_DIR: staticDir }), log: () => {} });
});

afterAll(async () => {
  await db.close();
  await rm(staticDir, { recursive: true, force: true });
});

interface Served {
  document: Document;
  root: HTMLElement;
  drawn: boolean;
  policy: string;
  html: string;
}

async function serve(path: string, cookie?: string, status = 200): Promise<Served> {
  const response = await app.request(path, cookie ? { headers: { Cookie: cookie } } : {});
  expect(response.status).toBe(status);
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const root = document.getElementById('root') as HTMLElement;
  return {
    document,
    root,
    drawn: root.hasAttribute(FIRST_SCREEN_ATTRIBUTE),
    policy: response.headers.get('Content-Security-Policy') ?? '',
    html,
  };
}

function sha256(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

describe('a guest’s public page is drawn on the server', () => {
  it('the home page: the store’s welcome, its banners and its header, with their styles', async () => {
    const page = await serve('/');
    expect(page.drawn).toBe(true);
    expect(page.root.querySelector('h1')?.textContent).toBe('Welcome to Demo Store');
    expect(page.root.textContent).toContain('The Big Electronics Sale');
    expect(page.root.querySelector('header')).not.toBeNull();
    expect(page.document.head.querySelector('style[data-emotion^="mui "]')).not.toBeNull();
    // No frame: the page itself replaces it.
    expect(page.root.querySelector('.sf-shell')).toBeNull();
    // In order: no part hidden until a script moves it in (what a page without scripts never shows).
    expect(page.root.querySelector('[hidden][id^="S:"]')).toBeNull();
    expect(page.root.querySelector('template[id^="B:"]')).toBeNull();
  });

  it('the product page: the product’s name and price in the HTML', async () => {
    const page = await serve('/ProductDetails?id=1');
    expect(page.drawn).toBe(true);
    expect(page.root.querySelector('h1')?.textContent).toBe('Astra 5G Smartphone (256 GB, Glacier Blue)');
    expect(page.root.querySelector('[hidden][id^="S:"]')).toBeNull();
    expect(page.root.textContent).toMatch(/R\s?[\d,.]+/);
  });

  it('the listing: the first page of products', async () => {
    const page = await serve('/productListing');
    expect(page.drawn).toBe(true);
    expect(page.root.querySelectorAll('ul li').length).toBeGreaterThan(5);
  });

  it('carries the query cache it was drawn from, and the page’s data only there', async () => {
    const page = await serve('/ProductDetails?id=1');
    const block = page.document.getElementById(FIRST_SCREEN_QUERIES_ID);
    const state = JSON.parse(block?.textContent ?? 'null') as { queries: { queryKey: unknown[] }[] };
    expect(state.queries.map((query) => query.queryKey[0])).toContain('catalogue');
    // The inline answers keep what the machines start from, not the product a second time.
    const answers = [...page.document.querySelectorAll('script:not([src]):not([type])')]
      .map((script) => script.textContent ?? '')
      .find((code) => code.startsWith('window.__STOREFRONT_BOOTSTRAP__='));
    expect(answers).toContain('"validateStore"');
    expect(answers).toContain('"languages"');
    expect(answers).not.toContain('"productDescription"');
  });

  it('lets each of its inline scripts run by hash, and no other', async () => {
    const page = await serve('/');
    const scripts = [...page.document.querySelectorAll('script:not([src]):not([type])')];
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(page.policy).toContain(sha256(script.textContent ?? ''));
    const scriptSrc = /script-src ([^;]*)/.exec(page.policy)?.[1] ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('asks for its scripts after the content is painted: none in the head, a loader after the root', async () => {
    const page = await serve('/ProductDetails?id=1');
    const head = page.document.head;
    expect(head.querySelector('script[src]')).toBeNull();
    expect(head.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(head.querySelector('link[rel="preload"][as="fetch"]')).toBeNull();
    // The lead image keeps its hint: it is part of what is painted first.
    expect(head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull();
    const loader = page.document.getElementById(FIRST_SCREEN_QUERIES_ID)?.nextElementSibling;
    const code = loader?.textContent ?? '';
    expect(loader?.tagName).toBe('SCRIPT');
    expect(code).toContain('"/assets/index-abc123.js"');
    expect(code).toContain('"/assets/messages-en-E1.json"');
    expect(code).toContain('"/assets/ProductDetails-p1.js"');
    expect(code).toContain('requestAnimationFrame');
    expect(page.policy).toContain(sha256(code));
    // What is pressed or chosen before the app starts is kept for it, from the head on.
    const recorder = [...head.querySelectorAll('script:not([src]):not([type])')].find((script) =>
      script.textContent?.includes(EARLY_INPUT_GLOBAL),
    );
    expect(recorder).toBeDefined();
    expect(page.policy).toContain(sha256(recorder?.textContent ?? ''));
  });

  it('a page the browser draws keeps its entry script and preloads in the head', async () => {
    const page = await serve('/cart', 'access_token=token');
    expect(page.document.head.querySelector('script[src="/assets/index-abc123.js"]')).not.toBeNull();
    expect(page.document.head.querySelector('link[rel="preload"][as="fetch"]')).not.toBeNull();
    expect(page.html).not.toContain('requestAnimationFrame');
  });

  it('in Arabic: right to left, with the flipped styles', async () => {
    const page = await serve('/', 'ln=ar');
    expect(page.drawn).toBe(true);
    expect(page.document.documentElement.dir).toBe('rtl');
    expect(page.document.head.querySelector('style[data-emotion^="muirtl "]')).not.toBeNull();
  });

  it('in the dark theme the cookie names', async () => {
    const page = await serve('/', 'theme=dark');
    expect(page.drawn).toBe(true);
    expect(page.html).toContain('background-color:#0F1115');
  });

  it('two requests at once in different directions each get their own', async () => {
    const [arabic, english] = await Promise.all([serve('/', 'ln=ar'), serve('/', 'ln=en')]);
    expect(arabic.document.head.querySelector('style[data-emotion^="muirtl "]')).not.toBeNull();
    expect(english.document.head.querySelector('style[data-emotion^="muirtl "]')).toBeNull();
    expect(english.document.head.querySelector('style[data-emotion^="mui "]')).not.toBeNull();
  });
});

describe('what the router would not render as asked', () => {
  it('a product not found is drawn, with a 404 for crawlers', async () => {
    const page = await serve('/ProductDetails?id=999999', undefined, 404);
    expect(page.drawn).toBe(true);
    expect(page.root.querySelector('h1')?.textContent).toMatch(/not found/i);
  });

  it('an address the router writes otherwise is drawn by the browser, not served empty', async () => {
    const page = await serve('/productListing?page=1');
    expect(page.drawn).toBe(false);
    expect(page.root.querySelector('.sf-shell')).not.toBeNull();
  });

  it('an id the route does not take is the not-found page at that address, a 404', async () => {
    const page = await serve('/ProductDetails?id=abc', undefined, 404);
    expect(page.drawn).toBe(true);
    expect(page.root.querySelector('h1')?.textContent).toMatch(/not found/i);
  });

  // The router reads a search value as JSON only where JSON writes it back the same: 1e2 is not 100.
  it.each(['1e2', '1.0', '99999999999999999999'])(
    'an id written other than as its digits (?id=%s) names no product: the not-found page, a 404',
    async (id) => {
      const page = await serve(`/ProductDetails?id=${id}`, undefined, 404);
      expect(page.drawn).toBe(true);
      expect(page.root.querySelector('h1')?.textContent).toMatch(/not found/i);
    },
  );

  it('a burst of guests beyond the renders in line gets the frame, and every one an answer', async () => {
    // Sixteen different pages (guests asking for one page at once share its render).
    const pages = await Promise.all(
      Array.from({ length: 16 }, (_, index) => serve(`/ProductDetails?id=${index + 20}`)),
    );
    expect(pages.some((page) => page.drawn)).toBe(true);
    expect(pages.some((page) => !page.drawn && page.root.querySelector('.sf-shell'))).toBe(true);
  });
});

describe('the guest’s cart and sign-in pages are drawn on the server, as they stand before the browser’s own state', () => {
  it('the cart with lines (its cookie counts them): its heading, its count, and its lines loading', async () => {
    const page = await serve('/cart', 'cart_lines=2');
    expect(page.drawn).toBe(true);
    expect(page.root.querySelector('h1')?.textContent).toBe('Your cart');
    expect(page.root.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading your cart');
    expect(page.root.textContent).not.toContain('Your cart is empty');
    expect(page.root.querySelector('header a[href="/cart"]')?.getAttribute('aria-label')).toBe(
      'Cart, 2 products',
    );
  });

  it('an empty cart (no cookie) is drawn as it is, and so is its header link', async () => {
    const page = await serve('/cart');
    expect(page.drawn).toBe(true);
    expect(page.root.textContent).toContain('Your cart is empty');
    expect(page.root.querySelector('[role="status"]')).toBeNull();
    expect(page.root.querySelector('header a[href="/cart"]')?.getAttribute('aria-label')).toBe('Cart');
  });

  it.each(['abc', '-1', '1000', '1e2'])(
    'a cart count that is not one (%s) reads as an empty cart',
    async (value) => {
      const page = await serve('/', `cart_lines=${value}`);
      expect(page.drawn).toBe(true);
      expect(page.root.querySelector('header a[href="/cart"]')?.getAttribute('aria-label')).toBe('Cart');
    },
  );

  it.each([
    ['/signin', 'Sign in'],
    ['/signup', 'Create your account'],
    ['/forgotPassword', 'Reset your password'],
  ])('%s: its form, ready to be filled in', async (path, heading) => {
    const page = await serve(path);
    expect(page.drawn).toBe(true);
    expect(page.root.querySelector('h1')?.textContent).toBe(heading);
    expect(page.root.querySelector('form')).not.toBeNull();
    // The flow has started on the server as in the browser: its button is not waiting for it.
    expect(page.root.querySelector('form button[type="submit"][disabled]')).toBeNull();
    expect(page.root.querySelector('.sf-auth')).toBeNull();
  });
});

describe('other pages are drawn by the browser', () => {
  it.each([
    ['the cart of a customer', '/cart', 'access_token=token'],
    ['a customer’s page', '/', 'access_token=token'],
    ['the system theme, which only the device knows', '/', 'theme=system'],
  ])('%s', async (_, path, cookie) => {
    const page = await serve(path, cookie);
    expect(page.drawn).toBe(false);
    expect(page.document.getElementById(FIRST_SCREEN_QUERIES_ID)).toBeNull();
  });
});
