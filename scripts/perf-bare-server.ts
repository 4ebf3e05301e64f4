// Serves the bare client-rendered page (perf/bare, built into perf/bare/dist) for `npm run perf --
// --bare`, the way the storefront's server serves its own build (server/routes/spa.ts): Hono on
// @hono/node-server, gzip for text answers, the build's Brotli and gzip copies sent as they are,
// hashed assets cached for a year, the page itself `no-cache`. The API and the media the page reads
// are the storefront server's, passed through on the same origin (no second connection to another
// origin, as the storefront has none).
//
// PORT (where to listen, on 127.0.0.1), BARE_DIR (perf/bare/dist) and API_ORIGIN (the storefront
// server, http://127.0.0.1:PORT) are required; it answers nothing but loopback requests.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSET_PATH = /^\/assets\/[A-Za-z0-9_-][A-Za-z0-9._-]*[A-Za-z0-9]$/;
const COMPRESSED_COPY = /\.(br|gz|zst)$/i;
/** What the page reads from the storefront's server (the browser asks for the store's icon too). */
const PASSED_THROUGH = ['/pbs/', '/media/', '/favicon.ico'];
/** Headers that describe one hop, or the upstream's encoding (the body arrives decoded). */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length'];

export function bareApp(root: string, apiOrigin: string): Hono {
  const origin = new URL(apiOrigin);
  if (origin.hostname !== '127.0.0.1' && origin.hostname !== 'localhost') {
    throw new Error(`API_ORIGIN must be this machine (127.0.0.1 or localhost), not ${origin.hostname}`);
  }
  const app = new Hono();
  app.use(compress());

  app.get('*', async (c) => {
    const path = new URL(c.req.url).pathname;
    if (PASSED_THROUGH.some((prefix) => path.startsWith(prefix))) {
      const upstream = await fetch(new URL(`${path}${new URL(c.req.url).search}`, origin), {
        headers: {
          'accept-encoding': 'identity',
          ...Object.fromEntries(
            ['accept', 'accept-language', 'realm-name', 'cookie']
              .map((name) => [name, c.req.header(name)])
              .filter((entry): entry is [string, string] => entry[1] !== undefined),
          ),
        },
      });
      const headers = new Headers(upstream.headers);
      for (const name of HOP_HEADERS) headers.delete(name);
      return new Response(upstream.body, { status: upstream.status, headers });
    }
    if (path.startsWith('/assets/')) {
      if (!ASSET_PATH.test(path) || COMPRESSED_COPY.test(path)) return c.text('Not found', 404);
      const handler = serveStatic({ root, path: path.slice(1), precompressed: true });
      const response = await handler(c, async () => {});
      if (!(response instanceof Response)) return c.text('Not found', 404);
      response.headers.set('Cache-Control', CACHE_IMMUTABLE);
      if (!/accept-encoding/i.test(response.headers.get('Vary') ?? ''))
        response.headers.append('Vary', 'Accept-Encoding');
      return response;
    }
    if (path !== '/') return c.text('Not found', 404);
    return c.html(await readFile(join(root, 'index.html'), 'utf8'), 200, { 'Cache-Control': 'no-cache' });
  });
  return app;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const app = bareApp(resolve(required('BARE_DIR')), required('API_ORIGIN'));
  const server = serve({ fetch: app.fetch, port: Number(required('PORT')), hostname: '127.0.0.1' });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
