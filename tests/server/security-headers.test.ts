// Security headers: the page gets a strict Content-Security-Policy (scripts from
// this origin, the configuration script by its hash, no framing), every answer nosniff and a
// referrer policy, and answers over https Strict-Transport-Security.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { inProcessRequest } from '../../server/http/in-process.ts';
import { fromPeer } from './auth-harness.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let staticDir: string;
let app: Hono;

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Storefront</title>' +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

beforeAll(async () => {
  db = await openSeededDb();
  staticDir = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(join(staticDir, 'assets', 'index-abc123.js'), 'console.log("storefront");\n');
  app = makeApp();
});

afterAll(async () => {
  await db.close();
  await rm(staticDir, { recursive: true, force: true });
});

function makeApp(env: Record<string, string> = {}): Hono {
  return createApp({ db, config: testConfig({ STATIC_DIR: staticDir, ...env }), log: () => {} });
}

/** The policy's directives by name, each with its sources. */
function directives(policy: string | null): Record<string, string[]> {
  expect(policy).not.toBeNull();
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const GUEST = { 'realm-name': 'demo' };

describe('every answer', () => {
  it.each([
    ['/', {}],
    ['/cart', {}],
    ['/assets/index-abc123.js', {}],
    ['/pbs/rest/v3/banners', GUEST],
    ['/pbs/rest/v3/banners', {}],
    ['/pbs/rest/v3/nothing', {}],
    ['/media/stores/19/logo-light.svg', {}],
    ['/storefront-config.json', {}],
  ])('%s carries nosniff, a referrer policy and no framing', async (path, headers) => {
    const response = await app.request(path, { headers });
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('same-origin');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(directives(response.headers.get('Content-Security-Policy'))['frame-ancestors']).toEqual([
      "'none'",
    ]);
  });

  it('gives answers that are not pages a policy that allows nothing', async () => {
    const response = await app.request('/pbs/rest/v3/banners', { headers: GUEST });
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('leaves them out of the answers a page’s render reads in process, and only those', async () => {
    const inProcess = await app.fetch(
      inProcessRequest('/pbs/rest/v3/banners', { headers: { ...GUEST, 'Accept-Encoding': 'gzip' } }),
    );
    expect(inProcess.status).toBe(200);
    expect(inProcess.headers.get('Content-Security-Policy')).toBeNull();
    expect(inProcess.headers.get('Content-Encoding')).toBeNull();
    // The same request from outside, even one naming itself as the server's own.
    const outside = await app.request(
      'http://localhost/pbs/rest/v3/banners',
      { headers: { ...GUEST, 'Accept-Encoding': 'gzip' } },
      fromPeer('127.0.0.1'),
    );
    expect(outside.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(outside.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('keeps the media files’ own sandboxed policy', async () => {
    const response = await app.request('/media/stores/19/logo-light.svg');
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
    );
  });
});

describe('the page', () => {
  it('allows scripts from this origin and the inline scripts by their hashes, nothing else', async () => {
    const response = await app.request('/');
    const html = await response.text();
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1] ?? '');
    // The configuration, and the API's answers the page was served with.
    expect(inline).toHaveLength(2);
    expect(inline[0]).toMatch(/^window\.__STOREFRONT_CONFIG__=/);
    expect(inline[1]).toMatch(/^window\.__STOREFRONT_BOOTSTRAP__=/);
    const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    const policy = directives(response.headers.get('Content-Security-Policy'));
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", ...hashes],
      // emotion (MUI) inserts its styles at run time, without a nonce.
      'style-src': ["'self'", "'unsafe-inline'"],
      // https: a store's product pictures by address (decision 0075).
      'img-src': ["'self'", 'blob:', 'https:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('allows the configured API and media origins', async () => {
    const split = makeApp({
      API_BASE_URL: 'https://api.example.com/platform',
      MEDIA_BASE_URL: 'https://cdn.example.com',
    });
    const policy = directives((await split.request('/')).headers.get('Content-Security-Policy'));
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com']);
    expect(policy['img-src']).toEqual(["'self'", 'blob:', 'https:', 'https://cdn.example.com']);
    // The payment hand-off form posts to the payments sandbox, on the API's origin.
    expect(policy['form-action']).toEqual(["'self'", 'https://api.example.com']);
  });
  it('allows the analytics tag’s script and collect origins only for a store that has a tag', async () => {
    // The demo store has no tag: nothing of Google's (checked in full above too).
    const demo = (await app.request('/')).headers.get('Content-Security-Policy') ?? '';
    expect(demo).not.toMatch(/google/);
    // The lab store has one.
    const lab = makeApp({ STORE_REALM: 'lab' });
    const policy = directives((await lab.request('/')).headers.get('Content-Security-Policy'));
    expect(policy['script-src']?.filter((source) => !source.startsWith("'"))).toEqual([
      'https://www.googletagmanager.com',
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://www.google-analytics.com',
      'https://region1.google-analytics.com',
    ]);
    expect(policy['frame-src']).toBeUndefined();
    // A stand-in script on this server needs nothing beyond 'self'.
    const standIn = makeApp({ STORE_REALM: 'lab', ANALYTICS_SCRIPT_URL: '/dev/analytics/gtag.js' });
    const local = directives((await standIn.request('/')).headers.get('Content-Security-Policy'));
    expect(local['script-src']?.filter((source) => !source.startsWith("'"))).toEqual([]);
    expect(local['connect-src']).toEqual(["'self'"]);
  });

  it('allows Google’s reCAPTCHA script and frame only for a store that turns it on with a secret', async () => {
    const withSecret = makeApp({ STORE_REALM: 'lab', RECAPTCHA_SECRET: 'secret-for-tests' });
    const lab = directives((await withSecret.request('/')).headers.get('Content-Security-Policy'));
    expect(lab['script-src']).toEqual(
      expect.arrayContaining(['https://www.google.com', 'https://www.gstatic.com']),
    );
    expect(lab['frame-src']).toEqual(['https://www.google.com']);
    const demo = makeApp({ RECAPTCHA_SECRET: 'secret-for-tests' });
    const off = directives((await demo.request('/')).headers.get('Content-Security-Policy'));
    expect(off['frame-src']).toBeUndefined();
    expect(off['script-src']).not.toContain('https://www.google.com');
  });
});

describe('Strict-Transport-Security', () => {
  const proxied = () => makeApp({ TRUST_PROXY: '10.0.0.0/8' });
  const request = (target: Hono, url: string, peer: string, headers: Record<string, string> = {}) =>
    target.request(url, { headers }, fromPeer(peer));

  it('is sent over https, directly or by a trusted proxy’s word', async () => {
    const direct = await request(app, 'https://shop.example.com/', '203.0.113.1');
    expect(direct.headers.get('Strict-Transport-Security')).toBe('max-age=31536000');
    const forwarded = await request(proxied(), 'http://shop.example.com/', '10.0.0.2', {
      'X-Forwarded-Proto': 'https',
    });
    expect(forwarded.headers.get('Strict-Transport-Security')).toBe('max-age=31536000');
  });

  it('is not sent over plain http, nor on an untrusted peer’s word', async () => {
    expect(
      (await request(app, 'http://localhost/', '127.0.0.1')).headers.get('Strict-Transport-Security'),
    ).toBeNull();
    const spoofed = await request(proxied(), 'http://shop.example.com/', '203.0.113.9', {
      'X-Forwarded-Proto': 'https',
    });
    expect(spoofed.headers.get('Strict-Transport-Security')).toBeNull();
  });
});
