// /media files from the database, and the built SPA: static files with their cache rules, index.html
// with the runtime configuration injected, and the message shown before `npm run build`.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedCopies } from '../../scripts/vite/precompressAssets.ts';
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
  // What a build leaves beside the assets, which must not be served.
  await mkdir(join(staticDir, '.vite'));
  await writeFile(
    join(staticDir, '.vite', 'manifest.json'),
    '{"index.html":{"file":"assets/index-abc123.js"}}',
  );
  await writeFile(join(staticDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await writeFile(join(staticDir, 'stats.html'), '<!doctype html><title>bundle stats</title>');
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
    const match =
      /<script>window\.__STOREFRONT_CONFIG__=(.*?)<\/script>(<script>[^<]*<\/script>)?<\/head>/.exec(html);
    expect(match, 'config script at the end of the head (before the served answers)').not.toBeNull();
    return JSON.parse(match?.[1] ?? 'null');
  }

  it.each(['/', '/cart', '/ProductDetails?id=7', '/policies/privacy/terms', '/index.html', '/fr/cart'])(
    'answers %s with index.html and the runtime configuration',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      const html = await response.text();
      // The storefront's mount point (holding the served frame, server/page/page-shell.ts).
      expect(html).toMatch(/<div id="root">(<header class="sf-shell">[\s\S]*?<\/header>)?<\/div>/);
      expect(injectedConfig(html)).toEqual({
        realmName: 'demo',
        storeId: 19,
        apiBaseUrl: '',
        mediaBaseUrl: '',
        clientId: 'storefront',
        analyticsScriptUrl: 'https://www.googletagmanager.com/gtag/js',
      });
    },
  );

  it('escapes configuration values so they cannot close the script tag', async () => {
    const hostile = createApp({
      db,
      config: testConfig({ STATIC_DIR: staticDir, CLIENT_ID: '</script><script>alert(1)</script>&' }),
    });
    const html = await (await hostile.request('/')).text();
    // The config script's own, the served answers' and the bundle's.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
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

  // /.vite/manifest.json was public, and /favicon.ico, /robots.txt and
  // /package.json answered 200 with the page. (/robots.txt and /sitemap.xml are the server's own
  // answers: see seo-files.test.ts.)
  it.each([
    '/.vite/manifest.json',
    '/stats.html',
    '/package.json',
    '/server/main.ts',
    '/.env',
    '/.git/config',
    '/wp-login.php',
    '/sitemap.xml.gz',
    '/assets/%2e%2e/.vite/manifest.json',
    '/assets/..%2f.vite%2fmanifest.json',
  ])('answers a plain 404 for %s: only the built assets are files', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Not found');
  });

  it('answers /robots.txt itself, never with a file left in the build', async () => {
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Sitemap: ');
    expect(text).not.toBe('User-agent: *\nAllow: /\n');
  });

  it('answers a 404 envelope for file-like API paths', async () => {
    const response = await app.request('/pbs/rest/v3/products.json');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ response_body: null, response_message: 'Endpoint not found' });
  });

  it('serves a favicon in the store’s colours', async () => {
    const response = await app.request('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/x-icon');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const ico = Buffer.from(await response.arrayBuffer());
    // ICONDIR: an icon file with one 32×32 image of 32 bits per pixel.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt16LE(12)]).toEqual([32, 32, 32]);
    expect([ico.readUInt32LE(14), ico.readUInt32LE(18)]).toEqual([ico.length - 22, 22]);
    // The centre pixel (bottom-up rows, BGRA) is the demo store's amber, opaque.
    const pixels = 22 + 40;
    const centre = pixels + (16 * 32 + 16) * 4;
    expect([...ico.subarray(centre, centre + 4)]).toEqual([0x0b, 0x9e, 0xf5, 0xff]);
    // A corner is transparent.
    expect(ico[pixels + 3]).toBe(0);
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

  it('gzips what it serves for clients that accept it', async () => {
    await writeFile(join(staticDir, 'assets', 'big-123.js'), '// storefront\n'.repeat(200));
    const response = await app.request('/assets/big-123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    const text = await new Response(response.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(text).toBe('// storefront\n'.repeat(200));
  });

  it('sends the copies a build wrote beside an asset: Brotli first, then gzip, else the file', async () => {
    const script = '// storefront\n'.repeat(200);
    await writeFile(join(staticDir, 'assets', 'pre-123.js'), script);
    const copies = await compressedCopies(Buffer.from(script));
    await writeFile(join(staticDir, 'assets', 'pre-123.js.br'), copies.br);
    await writeFile(join(staticDir, 'assets', 'pre-123.js.gz'), copies.gz);
    const read = async (acceptEncoding: string) => {
      const response = await app.request('/assets/pre-123.js', {
        headers: { 'Accept-Encoding': acceptEncoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/javascript/);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      const encoding = response.headers.get('Content-Encoding');
      const body = Buffer.from(await response.arrayBuffer());
      const text =
        encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
      expect(text.toString()).toBe(script);
      return { encoding, bytes: body.length, vary: response.headers.get('Vary') };
    };
    const brotli = await read('gzip, deflate, br, zstd');
    expect(brotli).toMatchObject({ encoding: 'br', bytes: copies.br.length });
    expect(brotli.vary).toMatch(/Accept-Encoding/);
    expect(await read('gzip')).toMatchObject({ encoding: 'gzip', bytes: copies.gz.length });
    expect(await read('identity')).toMatchObject({ encoding: null, bytes: script.length });
    // The plain answer depends on Accept-Encoding too: a shared cache must not keep it for everyone.
    const head = await app.request('/assets/pre-123.js', { method: 'HEAD' });
    const range = await app.request('/assets/pre-123.js', { headers: { Range: 'bytes=0-9' } });
    for (const response of [head, range]) expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect((await read('br')).vary?.match(/accept-encoding/gi)).toHaveLength(1);
  });

  it.each([
    '/assets/copy-123.js.br',
    '/assets/copy-123.js.gz',
    '/assets/copy-123.js.BR',
    '/assets/copy-123.js.Gz',
    '/assets/copy-123.js.zst',
    '/assets/copy-123.js.',
  ])('answers a plain 404 for a compressed copy asked for by its own name (%s)', async (path) => {
    await writeFile(join(staticDir, 'assets', 'copy-123.js'), 'console.log(1);\n');
    await writeFile(join(staticDir, path.slice(1)), 'compressed bytes');
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
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
