// A signed-in customer's page drawn on the server (server/page/page-session.ts, src/entry-server.tsx):
// the header already shows the customer and their pages show their data, from the cookies the
// browser will read to hydrate it. The render never renews a session (the renewal rotates the
// tokens, which only the browser can keep), a session the API turns down is left to the browser,
// and a customer's page is never kept for anyone else.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE } from '../../contracts/first-screen.ts';
import type { TokenSet } from '../../contracts/ums.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { DEMO, UMS } from './auth-harness.ts';
import { MANIFEST, STOREFRONT_ENTRY, writeServerBuild } from './first-screen-build.ts';
import { openSeededDb, testConfig } from './test-db.ts';

/** The demo customer's first name (server/db/seed-data.ts), which the header's account menu shows. */
const CUSTOMER_NAME = 'Asha';

let db: Db;
let staticDir: string;
let app: Hono;

beforeAll(async () => {
  process.env.FIRST_SCREEN_DEADLINE_MS = '120000';
  db = await openSeededDb();
  staticDir = await writeServerBuild('storefront-first-screen-customer-', STOREFRONT_ENTRY);
  // A customer's page whose chunk holds its error component too, as the real build's manifest has it.
  const manifest = {
    ...MANIFEST,
    'src/routes/_authenticated/myProfile.tsx?tsr-split=component---errorComponent': {
      file: 'assets/myProfile-m1.js',
    },
  };
  await writeFile(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  app = createApp({ db, config: testConfig({ STATIC_DIR: staticDir }), log: () => {} });
});

afterAll(async () => {
  await db.close();
  await rm(staticDir, { recursive: true, force: true });
});

async function signIn(): Promise<TokenSet> {
  const response = await app.request(`${UMS}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'realm-name': 'demo' },
    body: JSON.stringify({ username: DEMO.email, password: DEMO.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { response_body: TokenSet }).response_body;
}

const cookiesOf = (tokens: TokenSet) =>
  `access_token=${tokens.access_token}; refresh_token=${tokens.refresh_token}; id_token=${tokens.id_token}`;

async function serve(path: string, cookie?: string) {
  const response = await app.request(path, cookie ? { headers: { Cookie: cookie } } : {});
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const root = document.getElementById('root') as HTMLElement;
  return {
    status: response.status,
    cacheControl: response.headers.get('Cache-Control'),
    html,
    root,
    drawn: root.hasAttribute(FIRST_SCREEN_ATTRIBUTE),
  };
}

describe('a signed-in customer’s page is drawn on the server', () => {
  it('a public page: the header shows the customer’s name, not Sign in', async () => {
    const page = await serve('/', cookiesOf(await signIn()));
    expect(page.drawn).toBe(true);
    const header = page.root.querySelector('header');
    expect(header?.textContent).toContain(CUSTOMER_NAME);
    expect(header?.textContent).not.toContain('Sign in');
    expect(page.cacheControl).toBe('private, no-store');
  });

  it('a customer’s own page, with their data, its title and its route’s chunk', async () => {
    const page = await serve('/myProfile', cookiesOf(await signIn()));
    expect(page.drawn).toBe(true);
    expect(page.root.querySelector('h1')).not.toBeNull();
    expect(page.html).toContain(DEMO.email);
    expect(page.html).not.toMatch(/<title>[^<]*not found/i);
    expect(page.html).toContain('"/assets/myProfile-m1.js"');
  });

  it('the customer’s cart as the render read it: counted in the header, its lines listed, nothing loading', async () => {
    const tokens = await signIn();
    const filled = await app.request('/cfs/rest/v3/customer-cart', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'realm-name': 'demo',
        Authorization: `Bearer ${tokens.access_token}`,
      },
      body: JSON.stringify({ customer_cart: [2, 3].map((product) => ({ product, cart_quantity: 1 })) }),
    });
    expect(filled.status, await filled.clone().text()).toBe(200);
    const lines = ((await filled.json()) as { response_body: { Products: { product_name: string }[] } })
      .response_body.Products;
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const page = await serve('/cart', cookiesOf(tokens));
    expect(page.drawn).toBe(true);
    expect(page.root.querySelector('[aria-label="Loading your cart"]')).toBeNull();
    expect(page.root.querySelector('header a[href="/cart"]')?.getAttribute('aria-label')).toBe(
      `Cart, ${lines.length} products`,
    );
    const listed = page.root.querySelectorAll('[aria-label="Products in your cart"] li');
    expect([...listed].map((line) => line.querySelector('a')?.textContent)).toEqual(
      lines.map((line) => line.product_name),
    );
    // The browser's cart starts from the same lines: the page carries them in its query cache.
    expect(page.html).toContain('"customerCart"');
  });

  it('the Ask AI button, for a customer whose store turns it on', async () => {
    const page = await serve('/', cookiesOf(await signIn()));
    expect(page.drawn).toBe(true);
    expect(page.root.querySelector('aside[aria-label="Ask AI"] button[aria-label="Ask AI"]')).not.toBeNull();
  });

  it.each([
    ['the preferences, drawn from this browser’s own choices', '/preferences'],
    ['the checkout, which acts as it opens', '/checkout/cart'],
    ['a payment’s return', '/payment'],
  ])('%s: the browser’s', async (_, path) => {
    const page = await serve(path, cookiesOf(await signIn()));
    expect(page.drawn).toBe(false);
  });

  it('sign-in, for a customer already signed in, is not drawn: the server sends them on, as the app does', async () => {
    const response = await app.request('/signin', { headers: { Cookie: cookiesOf(await signIn()) } });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
  });

  it('a product in the customer’s wish list: its heart drawn as theirs, not flipped once the browser reads the list', async () => {
    const tokens = await signIn();
    const added = await app.request('/cfs/rest/v3/customer-wishlist', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'realm-name': 'demo',
        Authorization: `Bearer ${tokens.access_token}`,
      },
      body: JSON.stringify({ product: 3 }),
    });
    expect(added.status, await added.clone().text()).toBe(200);
    const page = await serve('/ProductDetails?id=3', cookiesOf(tokens));
    expect(page.drawn).toBe(true);
    const heart = (root: HTMLElement) =>
      [...root.querySelectorAll('button[aria-pressed]')].find((button) =>
        /wish list/.test(button.textContent ?? ''),
      );
    expect(heart(page.root)?.getAttribute('aria-pressed')).toBe('true');
    expect(heart(page.root)?.textContent).toContain('Remove from wish list');
    // A product not in it.
    const [row] = await db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.realm_name = 'demo'
       AND p.id NOT IN (SELECT product_id FROM wishlist_items) ORDER BY p.id LIMIT 1`,
    );
    const other = await serve(`/ProductDetails?id=${row?.id}`, cookiesOf(tokens));
    expect(heart(other.root)?.getAttribute('aria-pressed')).toBe('false');
  });

  it('is never kept for anyone else: the guest after them gets a guest’s page', async () => {
    const customer = await serve('/ProductDetails?id=2', cookiesOf(await signIn()));
    expect(customer.root.textContent).toContain(CUSTOMER_NAME);
    const guest = await serve('/ProductDetails?id=2');
    expect(guest.drawn).toBe(true);
    expect(guest.root.textContent).not.toContain(CUSTOMER_NAME);
    expect(guest.root.textContent).toContain('Sign in');
  });
});

describe('a session the server does not draw for', () => {
  it('a signed-out session: left to the browser, and its refresh token not used up by the server', async () => {
    const tokens = await signIn();
    const signOut = await app.request(`${UMS}/session-logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'realm-name': 'demo' },
      body: JSON.stringify({ id_token_hint: tokens.id_token }),
    });
    expect(signOut.status).toBe(200);
    const page = await serve('/myProfile', cookiesOf(tokens));
    expect(page.drawn).toBe(false);
    expect(page.html).not.toContain(DEMO.email);
  });

  it('a live session whose access token the API turns down: the refresh token stays the browser’s', async () => {
    const tokens = await signIn();
    // A token of ours in shape, but not signed by us: the API refuses it; the render must not renew.
    const [header, payload] = tokens.access_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const page = await serve('/myProfile', `access_token=${forged}; refresh_token=${tokens.refresh_token}`);
    expect(page.drawn).toBe(false);
    const refresh = await app.request(`${UMS}/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'realm-name': 'demo' },
      body: JSON.stringify({ refresh_token: tokens.refresh_token, realm_name: 'demo' }),
    });
    expect(refresh.status).toBe(200);
  });

  it('a token the API refuses on the cart page, whose only call with it is the cart machine’s', async () => {
    const tokens = await signIn();
    const [header, payload] = tokens.access_token.split('.');
    const page = await serve('/cart', `access_token=${header}.${payload}.${'A'.repeat(43)}`);
    expect(page.drawn).toBe(false);
    expect(page.html).not.toContain(CUSTOMER_NAME);
  });

  it('a refused token ends the render at once, not after the queries’ retries (the line of renders waits)', async () => {
    const tokens = await signIn();
    const [header, payload] = tokens.access_token.split('.');
    const forged = `access_token=${header}.${payload}.${'B'.repeat(43)}`;
    await serve('/listCategories', forged);
    const started = performance.now();
    const page = await serve('/listCategories', forged);
    expect(page.drawn).toBe(false);
    // A refused call is retried after 1 s at the soonest: the render must have ended before.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it.each([
    ['not a token', 'access_token=abc'],
    ['an empty token', 'access_token='],
    ['only a refresh token (renewed by the browser first)', 'refresh_token=abc'],
  ])('%s: the frame, drawn by the browser', async (_, cookie) => {
    const page = await serve('/', cookie);
    expect(page.drawn).toBe(false);
    expect(page.status).toBe(200);
  });
});
