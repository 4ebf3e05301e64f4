// The picture a link preview shows for a media address (decision 0138). The big preview services
// do not draw SVG, so an SVG this server serves is offered as a PNG rendition at
// /media-preview/<media path>.png on the page's own origin (svg-rendition.ts); a PNG or JPEG is
// offered as it is, at its usual address (MEDIA_BASE_URL prefixed), and a WebP too: the renderer
// cannot read WebP, and the services that matter draw it. A picture this server does not serve
// (another host's, a store's picture at its own https address) is named as the page names it.
//
// What a media address shows is asked of the /media routes themselves, in process, so the preview
// always shows what a browser would get there: a generated catalogue picture, a stored file, or a
// product position the store gave its own picture (a redirect, followed once).
import { Hono } from 'hono';
import type { ProductImageType } from '../../contracts/product-images.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { mediaAddress } from '../page/media-address.ts';
import { catalogueMediaRoutes } from '../routes/catalogue-media.ts';
import { mediaRoutes } from '../routes/media.ts';
import { MEDIA_PREFIX } from './media-url.ts';
import { rasterSize } from './raster-size.ts';
import { CACHE_FOREVER } from './send-media.ts';
import { checkSvg } from './svg-rendition.ts';

/** Where the renditions are served: /media-preview/<media path>.png (routes/media-preview.ts). */
export const MEDIA_PREVIEW_PREFIX = '/media-preview/';
export const PREVIEW_SUFFIX = '.png';

/** Same rule as the media_files.path CHECK and routes/media.ts: plain segments, none starting with a dot. */
export const MEDIA_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
export const MEDIA_PATH_MAX_LENGTH = 512;

const RASTER_TYPES: readonly ProductImageType[] = ['image/png', 'image/jpeg', 'image/webp'];

export type MediaSource =
  | { kind: 'svg'; svg: string; cacheControl: string }
  /** A stored picture: `path` is where it is served (under /media/), maybe not the path asked for. */
  | { kind: 'raster'; type: ProductImageType; body: Uint8Array; path: string; cacheControl: string }
  /** A store's picture at its own https address. */
  | { kind: 'elsewhere'; url: string; cacheControl: string };

const mediaApps = new WeakMap<Queryable, Hono>();

/** The /media routes on their own, answering in process; a client error (404, 400) is only a status. */
function mediaAppOf(db: Queryable): Hono {
  let app = mediaApps.get(db);
  if (!app) {
    app = new Hono();
    app.onError((error) => {
      if (error instanceof HttpError) return new Response(null, { status: error.status });
      throw error;
    });
    app.route('/media', catalogueMediaRoutes(db));
    app.route('/media', mediaRoutes(db));
    mediaApps.set(db, app);
  }
  return app;
}

/**
 * What /media/<path> shows, or null when it shows nothing this server serves (404), or nothing a
 * preview can use. `path` is a media path (MEDIA_PATH), without /media/.
 */
export async function mediaSource(db: Queryable, path: string): Promise<MediaSource | null> {
  if (path.length > MEDIA_PATH_MAX_LENGTH || !MEDIA_PATH.test(path)) return null;
  const app = mediaAppOf(db);
  const first = await app.request(`http://localhost${MEDIA_PREFIX}${path}`);
  const cacheControl = first.headers.get('Cache-Control') ?? CACHE_FOREVER;
  let response = first;
  let servedPath = path;
  if (first.status === 302) {
    const location = first.headers.get('Location') ?? '';
    if (location.startsWith('https://')) return { kind: 'elsewhere', url: location, cacheControl };
    const next = location.startsWith(MEDIA_PREFIX) ? location.slice(MEDIA_PREFIX.length) : '';
    if (!MEDIA_PATH.test(next) || next.length > MEDIA_PATH_MAX_LENGTH) return null;
    response = await app.request(`http://localhost${MEDIA_PREFIX}${next}`);
    if (response.status === 302) return null; // one hop only
    servedPath = next;
  }
  if (response.status === 404 || response.status === 400) return null;
  if (response.status !== 200) throw new Error(`/media/${servedPath} answered ${response.status}`);
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'image/svg+xml') return { kind: 'svg', svg: await response.text(), cacheControl };
  const raster = RASTER_TYPES.find((each) => each === type);
  if (!raster) return null;
  const body = new Uint8Array(await response.arrayBuffer());
  return { kind: 'raster', type: raster, body, path: servedPath, cacheControl };
}

export interface PreviewImage {
  /** Absolute. */
  url: string;
  /** Known when this server serves the picture. */
  type?: string;
  width?: number;
  height?: number;
}

/**
 * The picture a link preview gets for a media address as the storefront writes it ('/media/…'),
 * or null for none. `origin` is the page's public origin; `mediaBaseUrl` is MEDIA_BASE_URL.
 */
export async function previewImage(
  db: Queryable,
  address: string | null | undefined,
  { origin, mediaBaseUrl }: { origin: string; mediaBaseUrl: string },
): Promise<PreviewImage | null> {
  const absolute = (path: string | null | undefined): string | null => {
    const url = mediaAddress(mediaBaseUrl, path);
    return url === null ? null : new URL(url, `${origin}/`).href;
  };
  const trimmed = address?.trim();
  const asWritten = absolute(trimmed);
  if (!trimmed || asWritten === null) return null;
  if (!trimmed.startsWith(MEDIA_PREFIX)) return { url: asWritten };
  const path = trimmed.slice(MEDIA_PREFIX.length);
  const source = await mediaSource(db, path);
  switch (source?.kind) {
    case 'svg': {
      const check = checkSvg(source.svg);
      if (!check.ok) return { url: asWritten };
      return {
        url: `${origin}${MEDIA_PREVIEW_PREFIX}${path}${PREVIEW_SUFFIX}`,
        type: 'image/png',
        ...check.size,
      };
    }
    case 'raster': {
      const url = absolute(`${MEDIA_PREFIX}${source.path}`) ?? asWritten;
      return { url, type: source.type, ...(rasterSize(source.type, source.body) ?? {}) };
    }
    case 'elsewhere':
      return { url: source.url };
    default:
      return { url: asWritten };
  }
}
