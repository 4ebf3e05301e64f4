// Serves media_files rows under /media/<path> (store logos today, product images later).
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Queryable } from '../db/db.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { MEDIA_PREFIX } from '../media/media-url.ts';

// Same rule as the media_files.path CHECK: plain segments, none starting with a dot.
const MEDIA_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
// A file is never changed in place: a new logo gets a new path. Clients may keep it for a year.
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

interface MediaRow {
  content_type: string;
  body: Uint8Array;
}

export function mediaRoutes(db: Queryable): Hono {
  const app = new Hono();

  app.get('/*', async (c) => {
    const path = mediaPathOf(c.req.url);
    const [file] = await db.query<MediaRow>('SELECT content_type, body FROM media_files WHERE path = $1', [
      path,
    ]);
    if (!file) throw notFound('Media file not found');

    const etag = `"${createHash('sha256').update(file.body).digest('base64url').slice(0, 27)}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', CACHE_FOREVER);
    c.header('X-Content-Type-Options', 'nosniff');
    // An SVG opened directly must not run scripts or load anything.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    c.header('Content-Type', file.content_type);
    // A known length lets the compress middleware skip files too small to gain from gzip.
    c.header('Content-Length', String(file.body.byteLength));
    return c.body(new Uint8Array(file.body), 200);
  });

  return app;
}

/** The path after /media/, decoded and checked (400 for malformed escapes or odd segments). */
function mediaPathOf(url: string): string {
  const encoded = new URL(url).pathname.slice(MEDIA_PREFIX.length);
  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    throw badRequest('The media path has malformed percent-encoding');
  }
  if (path.length > 512 || !MEDIA_PATH.test(path)) throw badRequest('Invalid media path');
  return path;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
