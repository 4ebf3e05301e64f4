// The routes' guards answered by the server (decision 0149): a guest who opens a customer's page is
// sent to sign in, and a signed-in customer who opens sign-in is sent home, by an HTTP redirect to
// where the browser's router would go, before any page is served. Only where the server knows the
// visitor for sure (no session cookie, or an access token the API takes); the Location is always a
// path on this site; no cache keeps a redirect or serves one to another visitor.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { SignJWT } from 'jose';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE } from '../../contracts/first-screen.ts';
import type { TokenSet } from '../../contracts/ums.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { MAX_LOCATION_LENGTH, redirectLocation } from '../../server/page/page-redirect.ts';
import { DEMO, UMS } from './auth-harness.ts';
import { MANIFEST, STOREFRONT_ENTRY, writeServerBuild } from './first-screen-build.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let staticDir: string;
let app: Hono;

/** The customer's pages and the sign-in pages, as the real build's manifest names them. */
const ROUTES = [
  '_authenticated/WishList.tsx?tsr-split=component',
  '_authenticated/myProfile.tsx?tsr-split=component---errorComponent',
  '_authenticated/customerAddress.tsx?tsr-split=component---errorComponent',
  '_authenticated/userprofile.myOrder.tsx?tsr-split=component',
  '_authenticated/loginSessions.tsx?tsr-split=component',
  '_authenticated/checkout.$checkoutId.tsx?tsr-split=component',
  '_authenticated/payment.tsx?tsr-split=component',
  '_authenticated/preferences.tsx?tsr-split=component---errorComponent',
  '_guest/signin.tsx?tsr-split=component',
  '_guest/signup.tsx?tsr-split=component',
  '_guest/forgotPassword.tsx?tsr-split=component',
  'amazonPayment.tsx?tsr-split=component',
];

beforeAll(async () => {
  process.env.FIRST_SCREEN_DEADLINE_MS = '120000';
  db = await openSeededDb();
  staticDir = await writeServerBuild('storefront-first-screen-guards-', STOREFRONT_ENTRY);
  const manifest: Record<string, { file: string }> = { ...MANIFEST };
  ROUTES.forEach((route, index) => {
    manifest[`src/routes/${route}`] = { file: `assets/route-${index}.js` };
  });
  // French and American English too, for the addresses that name them.
  for (const file of ['messages-fr-F1.json', 'messages-en_US-U1.json']) {
    manifest[`_${file}`] = { file: `assets/${file}` };
    await writeFile(join(staticDir, 'assets', file), JSON.stringify({ messages: {} }));
  }
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
  const root = new JSDOM(html).window.document.getElementById('root');
  return {
    status: response.status,
    location: response.headers.get('Location'),
    setCookie: response.headers.get('Set-Cookie') ?? '',
    cacheControl: response.headers.get('Cache-Control'),
    drawn: root?.hasAttribute(FIRST_SCREEN_ATTRIBUTE) === true,
    root,
  };
}

/** The Location as the browser reads it, against this site's origin. */
function followed(location: string | null): URL {
  expect(location).not.toBeNull();
  const url = new URL(location ?? '', 'http://127.0.0.1:4173');
  expect(url.origin).toBe('http://127.0.0.1:4173');
  return url;
}

describe('a guest (no session cookie) on a customer’s page is sent to sign in by the server', () => {
  it.each([
    '/WishList',
    '/myProfile',
    '/customerAddress',
    '/userprofile/myOrder',
    '/loginSessions',
    '/checkout/cart',
    '/payment',
    '/preferences',
    '/order-status?status=paid',
  ])('%s: a redirect to sign-in, kept by no cache', async (path) => {
    const page = await serve(path);
    expect(page.status).toBe(302);
    expect(followed(page.location).pathname).toBe('/signin');
    expect(page.cacheControl).toBe('no-store');
  });

  it('the page asked for, query string included, comes back in a cookie as the page to return to', async () => {
    const page = await serve('/fr/userprofile/myOrder?status=open&page=2');
    expect(followed(page.location).pathname).toBe('/fr/signin');
    const cookie = /return_page=([^;]*)/.exec(page.setCookie);
    expect(decodeURIComponent(cookie?.[1] ?? '')).toBe('/userprofile/myOrder?status=open&page=2');
    expect(page.setCookie).toMatch(/Path=\//);
    expect(page.setCookie).toMatch(/SameSite=Lax/);
  });

  it('a guest sent on for another reason than signing in (the router’s own address) has nothing to return to', async () => {
    const page = await serve('/cart/');
    expect(page.status).toBe(302);
    expect(followed(page.location).pathname).toBe('/cart');
    expect(page.setCookie).not.toContain('return_page');
  });

  it('the address’s language stays in it: /fr/WishList goes to /fr/signin', async () => {
    const page = await serve('/fr/WishList');
    expect(page.status).toBe(302);
    expect(followed(page.location).pathname).toBe('/fr/signin');
    const american = await serve('/en-US/WishList');
    expect(followed(american.location).pathname).toBe('/en-US/signin');
  });

  it('whatever the theme (the redirect draws nothing)', async () => {
    const page = await serve('/WishList', 'theme=system');
    expect(page.status).toBe(302);
    expect(followed(page.location).pathname).toBe('/signin');
  });

  it('a page whose guard reads what only the browser keeps (a payment’s hand-off) stays the browser’s', async () => {
    const page = await serve('/amazonPayment');
    expect(page.status).toBe(200);
    expect(page.location).toBeNull();
  });

  it('a session of a refresh token only is the browser’s to renew: no redirect', async () => {
    const page = await serve('/WishList', 'refresh_token=r');
    expect(page.status).toBe(200);
    expect(page.location).toBeNull();
  });

  it('an access token the server does not draw for (not a JWT) is the browser’s too', async () => {
    const page = await serve('/WishList', 'access_token=token');
    expect(page.status).toBe(200);
    expect(page.location).toBeNull();
  });
});

describe('a signed-in customer on sign-in is sent where the app sends them', () => {
  it.each([
    ['/signin', '/'],
    ['/signup', '/'],
    ['/forgotPassword', '/'],
    ['/fr/signin', '/fr/'],
  ])('%s → %s', async (path, to) => {
    const page = await serve(path, cookiesOf(await signIn()));
    expect(page.status).toBe(302);
    expect(followed(page.location).pathname).toBe(to);
    expect(page.cacheControl).toBe('no-store');
    // Nothing to return to: the customer is signed in already.
    expect(page.setCookie).not.toContain('return_page');
  });

  it('a session the API turns down (a forged token) gets no redirect: the browser renews or signs out', async () => {
    const forged = await new SignJWT({ sub: 'someone' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not the server’s key, not the server’s key'));
    const page = await serve('/signin', `access_token=${forged}`);
    expect(page.status).toBe(200);
    expect(page.location).toBeNull();
  });

  it('a customer on their own page is drawn, not sent anywhere', async () => {
    const page = await serve('/WishList', cookiesOf(await signIn()));
    expect(page.status).toBe(200);
    expect(page.drawn).toBe(true);
  });
});

describe('no cache keeps a redirect, or serves one to another visitor', () => {
  it('sign-in kept for guests is not served to a customer, whose redirect is not served to the next guest', async () => {
    const guest = await serve('/signin');
    expect(guest.drawn).toBe(true);
    const customer = await serve('/signin', cookiesOf(await signIn()));
    expect(customer.status).toBe(302);
    const nextGuest = await serve('/signin');
    expect(nextGuest.status).toBe(200);
    expect(nextGuest.drawn).toBe(true);
  });

  it('a guest’s redirect is not served to the customer after them', async () => {
    expect((await serve('/WishList')).status).toBe(302);
    const customer = await serve('/WishList', cookiesOf(await signIn()));
    expect(customer.status).toBe(200);
    expect(customer.drawn).toBe(true);
  });
});

describe('the Location is always a path on this site', () => {
  it.each([
    '/WishList?redirect=//evil.example',
    '/WishList?redirect=https://evil.example',
    '/WishList?redirect=%2F%2Fevil.example',
    '/WishList?redirect=/%5Cevil.example',
    '/WishList?redirect=%0D%0ALocation:%20https://evil.example',
    '/WishList?x=%0D%0ASet-Cookie:%20a=b',
    '/fr/WishList?redirect=https%3A%2F%2Fevil.example',
  ])('a guest at %s', async (path) => {
    const page = await serve(path);
    expect(page.status).toBe(302);
    const url = followed(page.location);
    expect(page.location).toMatch(/^\/(?![/\\])/);
    expect(page.location).not.toMatch(/[\r\n]/);
    expect(url.pathname).toMatch(/^(\/fr)?\/signin$/);
  });

  it.each([
    '/signin?redirect=//evil.example',
    '/signin?redirect=https://evil.example',
    '/signin?redirect=%2F%2Fevil.example',
    '/signin?redirect=/%5Cevil.example',
  ])('a customer at %s goes home, nowhere else', async (path) => {
    const page = await serve(path, cookiesOf(await signIn()));
    expect(page.status).toBe(302);
    expect(page.location).toBe('/');
  });

  it.each([
    ['a language the site does not have', '/xx/WishList'],
    ['a host as the first segment', '/evil.example/WishList'],
    ['a backslash', '/\\evil.example/WishList'],
    ['an encoded slash', '/%2F%2Fevil.example/WishList'],
    ['a doubled slash', '//evil.example/WishList'],
  ])('%s (%s): no redirect off the site, and an answer', async (_, path) => {
    const page = await serve(path);
    expect(page.status).toBeLessThan(500);
    if (page.location !== null) expect(followed(page.location).pathname).toMatch(/^\/signin$/);
  });

  it('a very long address is answered, never with a 500, and never with a Location past the limit', async () => {
    const page = await serve(`/WishList?q=${'a'.repeat(6_000)}`);
    expect(page.status).toBeLessThan(500);
    expect((page.location ?? '').length).toBeLessThanOrEqual(MAX_LOCATION_LENGTH);
  });

  it.each([
    ['//evil.example', null],
    ['https://evil.example/signin', null],
    ['/\\evil.example', null],
    ['/a/../..//evil.example', null],
    ['/signin\r\nSet-Cookie: a=b', null],
    ['/sign\tin', null],
    ['/signin?q=aaa… (past the limit)', null],
    ['signin', null],
    ['/signin?redirect=%2FWishList', '/fr/signin?redirect=%2FWishList'],
    ['/', '/fr/'],
  ])('redirectLocation(%j) behind /fr is %j', (href, location) => {
    const long = href.endsWith('(past the limit)') ? `/signin?q=${'a'.repeat(MAX_LOCATION_LENGTH)}` : href;
    expect(redirectLocation(long, 'fr')).toBe(location);
  });
});
