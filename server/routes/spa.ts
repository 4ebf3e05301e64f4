// Serves the built SPA from the same origin as the API: hashed assets with long-lived caching,
// other files as they are, and index.html (with the runtime configuration injected) for every
// other path so client-side routes survive a reload.
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { STOREFRONT_CONFIG_PATH } from '../../contracts/storefront-config.ts';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { isApiPath } from '../http/api-paths.ts';
import { pagePolicy } from '../http/content-security-policy.ts';
import { buildRuntimeConfig, runtimeConfigCode } from '../runtime-config.ts';

// Vite puts content-hashed files under /assets: a changed file gets a new name.
const ASSETS_PREFIX = '/assets/';
const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
const CACHE_SHORT = 'public, max-age=3600';
const NOT_BUILT =
  'The storefront has not been built yet. Run `npm run build` (or `npm start`, which builds and serves).';

export function spaRoutes(db: Queryable, config: ServerConfig): Hono {
  const app = new Hono();
  const root = resolve(config.staticDir);
  const indexFile = join(root, 'index.html');

  app.get(STOREFRONT_CONFIG_PATH, async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await buildRuntimeConfig(db, config));
  });

  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (isApiPath(path)) return next();
    // Checked per request so a build made while the server runs is picked up.
    if (!(await isFile(indexFile))) return c.text(NOT_BUILT, 404, { 'Cache-Control': 'no-cache' });

    if (!path.endsWith('/') && path !== '/index.html') {
      const file = await serveFile(c, root);
      if (file) {
        file.headers.set('Cache-Control', path.startsWith(ASSETS_PREFIX) ? CACHE_IMMUTABLE : CACHE_SHORT);
        return file;
      }
      // A missing script must not be answered with HTML (the browser would report a MIME error).
      if (path.startsWith(ASSETS_PREFIX)) return c.text('Not found', 404);
    }

    const html = await readFile(indexFile, 'utf8');
    const code = runtimeConfigCode(await buildRuntimeConfig(db, config));
    return c.html(injectBeforeHeadEnd(html, `<script>${code}</script>`), 200, {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': pagePolicy(config, code),
    });
  });

  return app;
}

async function serveFile(c: Context, root: string): Promise<Response | undefined> {
  // precompressed: a .br or .gz written beside a file at build time is sent to clients that accept it.
  const handler = serveStatic({ root, precompressed: true });
  const response = await handler(c, async () => {});
  return response instanceof Response ? response : undefined;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function injectBeforeHeadEnd(html: string, snippet: string): string {
  const at = html.search(/<\/head>/i);
  return at === -1 ? `${snippet}${html}` : `${html.slice(0, at)}${snippet}${html.slice(at)}`;
}
