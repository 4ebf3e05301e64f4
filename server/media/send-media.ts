// Answers a media file: strong ETag (304 when it still matches), long caching, and the headers that
// keep an SVG opened on its own from running scripts or loading anything.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

// A file is never changed in place: new content gets a new path. Clients may keep it for a year.
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export function sendMedia(
  c: Context,
  contentType: string,
  body: Uint8Array,
  cacheControl: string = CACHE_FOREVER,
): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', cacheControl);
  c.header('X-Content-Type-Options', 'nosniff');
  // An SVG opened directly must not run scripts or load anything.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  c.header('Content-Type', contentType);
  // A known length lets the compress middleware skip files too small to gain from gzip.
  c.header('Content-Length', String(body.byteLength));
  return c.body(new Uint8Array(body), 200);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
