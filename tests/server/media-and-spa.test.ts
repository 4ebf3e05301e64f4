// /media files from the database, and the built SPA: static files with their cache rules, index.html
// with the runtime configuration injected, and the message shown before `npm run build`.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let staticDir: string;
let app: Hono;

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Storefront</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

beforeAll(async () => {
  db = await openSeededDb();
  staticDir = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(join(staticDir, 'assets', 'index-abc123.js'), 'console.log("storefront");\n');
  await writeFile(join(staticDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  app = createApp({ db, config: testConfig({ STATIC_DIR: staticDir }) });
});

afterAll(async () => {
  await db.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('GET /media/*', () => {
  it('serves a seeded logo as SVG with long caching and an ETag', async () => {
    const response = await app.request('/media/stores/19/logo-light.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('ETag')).toMatch(/^"[\w-]{27}"$/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>Demo Store</text>');
    // Light variant: dark ink for the wordmark.
    expect(svg).toContain('fill="#111827">Demo Store');
  });

  it('serves the dark logo with light ink', async () => {
    const svg = await (await app.request('/media/stores/19/logo-dark.svg')).text();
    expect(svg).toContain('fill="#F5F5F4">Demo Store');
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await app.request('/media/stores/19/logo-dark.svg');
    const etag = first.headers.get('ETag') ?? '';
    const again = await app.request('/media/stores/19/logo-dark.svg', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends its length and leaves a file this small uncompressed', async () => {
    const response = await app.request('/media/stores/19/logo-light.svg', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(Number(response.headers.get('Content-Length'))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeGreaterThan(200);
  });

  it('answers a 404 envelope for a missing file', async () => {
    const response = await app.request('/media/stores/19/nothing.png');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ response_body: null, response_message: 'Media file not found' });
  });

  it.each([
    ['/media/stores/%E0%A4%A/logo.svg', 'The media path has malformed percent-encoding'],
    ['/media/stores/19/.hidden', 'Invalid media path'],
    ['/media/stores/..%2Fsecret', 'Invalid media path'],
    ['/media/stores//logo.svg', 'Invalid media path'],
  ])('answers 400 for %s', async (path, message) => {
    const response = await app.request(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ response_body: null, response_message: message });
  });
});

describe('the built SPA', () => {
  function injectedConfig(html: string): unknown {
    const match = /<script>window\.__STOREFRONT_CONFIG__=(.*?)<\/script><\/head>/.exec(html);
    expect(match, 'config script right before </head>').not.toBeNull();
    return JSON.parse(match?.[1] ?? 'null');
  }

  it.each(['/', '/cart', '/ProductDetails?id=7', '/policies/privacy/terms', '/index.html'])(
    'answers %s with index.html and the runtime configuration',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(injectedConfig(html)).toEqual({
        realmName: 'demo',
        storeId: 19,
        apiBaseUrl: '',
        mediaBaseUrl: '',
        clientId: 'storefront',
      });
    },
  );

  it('escapes configuration values so they cannot close the script tag', async () => {
    const hostile = createApp({
      db,
      config: testConfig({ STATIC_DIR: staticDir, CLIENT_ID: '</script><script>alert(1)</script>&' }),
    });
    const html = await (await hostile.request('/')).text();
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the config script's own, and the bundle's
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(injectedConfig(html)).toMatchObject({ clientId: '</script><script>alert(1)</script>&' });
  });

  it('serves hashed assets with immutable caching', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("storefront");\n');
  });

  it('serves other files with short caching', async () => {
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(await response.text()).toContain('User-agent: *');
  });

  it('answers 404 (not HTML) for a missing asset', async () => {
    const response = await app.request('/assets/gone-123.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
  });

  it('never answers an API path with index.html', async () => {
    const response = await app.request('/pbs/rest/v3/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ response_body: null, response_message: 'Endpoint not found' });
  });

  it('gzips index.html for clients that accept it', async () => {
    const big = createApp({ db, config: testConfig({ STATIC_DIR: staticDir }) });
    await writeFile(join(staticDir, 'big.html'), '<!doctype html>'.repeat(200));
    const response = await big.request('/big.html', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    const text = await new Response(response.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(text).toBe('<!doctype html>'.repeat(200));
  });

  it('says to run `npm run build` when there is no build', async () => {
    const unbuilt = createApp({ db, config: testConfig({ STATIC_DIR: join(staticDir, 'missing') }) });
    for (const path of ['/', '/cart', '/assets/index-abc123.js']) {
      const response = await unbuilt.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
      expect(await response.text()).toContain('npm run build');
    }
    // The API keeps working without a build.
    const api = await unbuilt.request('/ums/rest/v3/validate-store?store-realmname=demo');
    expect(api.status).toBe(200);
  });
});
