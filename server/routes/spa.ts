// Serves the built SPA from the same origin as the API. Only the built assets are files (/assets/*,
// content-hashed, cached for a year), besides /favicon.ico, /robots.txt and /sitemap.xml, which
// have routes of their own (routes/favicon.ts, routes/seo.ts); any other path that looks like a
// file (a dot segment such as /.vite/manifest.json, or a name with an extension such as
// /package.json) is a plain 404. Every other path is a client-side route and gets index.html as
// page/served-page.ts writes it (configuration, the store's answers, head tags and preload hints),
// with the page's Content-Security-Policy, so that routes survive a reload.
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  COLOR_SCHEME_HINT,
  RETURN_PAGE_COOKIE,
  RETURN_PAGE_COOKIE_SECONDS,
} from '../../contracts/first-screen.ts';
import { THEME_COOKIE } from '../../contracts/site.ts';
import { STOREFRONT_CONFIG_PATH } from '../../contracts/storefront-config.ts';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { isApiPath } from '../http/api-paths.ts';
import { pagePolicy } from '../http/content-security-policy.ts';
import { servePage } from '../page/served-page.ts';
import { buildRuntimeConfig } from '../runtime-config.ts';

const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
// Vite writes every asset flat into /assets, named name-hash.ext. The build's compressed copies
// (name-hash.ext.br, .gz) are sent in its place, never by their own names.
const ASSET_PATH = /^\/assets\/([A-Za-z0-9_-][A-Za-z0-9._-]*[A-Za-z0-9])$/;
// Any case: on a case-insensitive file system (macOS, Windows) `x.js.BR` would open `x.js.br`.
const COMPRESSED_COPY = /\.(br|gz|zst)$/i;
const FILE_LIKE = /(^|\/)\.|\.[A-Za-z0-9]{1,12}$/;
const NOT_BUILT =
  'The storefront has not been built yet. Run `npm run build` (or `npm start`, which builds and serves).';

/** `apiFetch`: this server's own API, for the first screen's render (server/page/first-screen.ts). */
export function spaRoutes(db: Queryable, config: ServerConfig, apiFetch?: typeof globalThis.fetch): Hono {
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
    const indexHtml = await readIndexHtml(indexFile);
    if (indexHtml === null) return c.text(NOT_BUILT, 404, { 'Cache-Control': 'no-cache' });

    // The raw path: a percent-encoded dot or slash must not reach past /assets.
    const encodedPath = new URL(c.req.url).pathname;
    if (encodedPath.startsWith('/assets/')) {
      const name = ASSET_PATH.exec(encodedPath)?.[1];
      const file =
        name && !COMPRESSED_COPY.test(name) ? await serveFile(c, root, `assets/${name}`) : undefined;
      if (!file) return notFound(c);
      file.headers.set('Cache-Control', CACHE_IMMUTABLE);
      // Every answer for an asset depends on Accept-Encoding, the plain one (a range, a HEAD) too:
      // a shared cache must not keep it as the only version.
      if (!/accept-encoding/i.test(file.headers.get('Vary') ?? ''))
        file.headers.append('Vary', 'Accept-Encoding');
      return file;
    }
    if (path !== '/index.html' && FILE_LIKE.test(encodedPath)) return notFound(c);

    const page = await servePage(c, { db, config, staticRoot: root, indexHtml, apiFetch });
    if (page.redirect !== undefined) {
      if (page.returnPage !== undefined) {
        // Read by the storefront's script (not httpOnly), which moves it into its storage at once.
        setCookie(c, RETURN_PAGE_COOKIE, page.returnPage, {
          path: '/',
          sameSite: 'Lax',
          secure: new URL(c.req.url).protocol === 'https:',
          maxAge: RETURN_PAGE_COOKIE_SECONDS,
        });
      }
      // Where the route's guard sends this visitor (a guest to sign in, a customer home): it depends
      // on their session, so no cache keeps it. 302: a plain GET of the other page, for now.
      return c.body(null, 302, {
        Location: page.redirect,
        'Cache-Control': 'no-store',
        Vary: 'Cookie',
      });
    }
    return c.html(page.html, page.status === 404 ? 404 : 200, {
      // A page drawn for a customer holds their data: kept by no cache, theirs included.
      'Cache-Control': page.forCustomer ? 'private, no-store' : 'no-cache',
      'Content-Security-Policy': pagePolicy(config, page.inlineScripts, page.integrations),
      // The language cookie and the token cookies choose the page's language and its hints; the
      // theme cookie's "system" is drawn in the scheme the browser tells.
      Vary: `Cookie, ${COLOR_SCHEME_HINT}`,
      // Asks Chromium for the device's scheme with every next request (other browsers ignore it)…
      'Accept-CH': COLOR_SCHEME_HINT,
      // …and, for a shopper in the "system" theme, to ask for this page again with it at once (the
      // first visit's request carries no hints): the page is drawn then, not its frame. Not for the
      // others: their page does not depend on it, and the retry would cost them a round trip.
      ...(getCookie(c, THEME_COOKIE) === 'system' ? { 'Critical-CH': COLOR_SCHEME_HINT } : {}),
    });
  });

  return app;
}

/** Plain text: a missing script or file must not be answered with the page (or a JSON envelope). */
function notFound(c: Context): Response {
  return c.text('Not found', 404);
}

async function serveFile(c: Context, root: string, file: string): Promise<Response | undefined> {
  // precompressed: a .br or .gz written beside a file at build time is sent to clients that accept it.
  const handler = serveStatic({ root, path: file, precompressed: true });
  const response = await handler(c, async () => {});
  return response instanceof Response ? response : undefined;
}

let readIndex: { file: string; mtimeMs: number; size: number; html: string } | undefined;

/**
 * index.html, read again only when a new build has replaced it (its time or size changed): every
 * page is made from it, and a read per request is a trip to the file system's threads. Null when
 * there is no build.
 */
async function readIndexHtml(file: string): Promise<string | null> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(file);
  } catch {
    return null;
  }
  if (!info.isFile()) return null;
  if (readIndex?.file === file && readIndex.mtimeMs === info.mtimeMs && readIndex.size === info.size)
    return readIndex.html;
  const html = await readFile(file, 'utf8');
  readIndex = { file, mtimeMs: info.mtimeMs, size: info.size, html };
  return html;
}
