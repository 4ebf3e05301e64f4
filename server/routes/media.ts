// Serves media_files rows under /media/<path> (store logos). Catalogue images are drawn on the fly
// by catalogue-media.ts, which is mounted before this catch-all.
import { Hono } from 'hono';
import type { Queryable } from '../db/db.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { MEDIA_PREFIX } from '../media/media-url.ts';
import { sendMedia } from '../media/send-media.ts';

// Same rule as the media_files.path CHECK: plain segments, none starting with a dot.
const MEDIA_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

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
    return sendMedia(c, file.content_type, file.body);
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
