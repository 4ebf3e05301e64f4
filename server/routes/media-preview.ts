// GET /media-preview/<media path>.png: the picture a link preview shows for /media/<media path>
// (media/link-preview.ts, decision 0138). An SVG is drawn as a PNG 1200 pixels wide (drawn once,
// then kept; media/svg-rendition.ts); a stored PNG, JPEG or WebP is sent as it is; a store's picture
// at its own https address is a redirect there. The caching is the source's: a year for what never
// changes, five minutes for a product's position (the store may give it its own picture), with a
// strong ETag. Anything the media routes do not serve is a 404, as is an SVG that is not drawn.
import { Hono } from 'hono';
import type { Queryable } from '../db/db.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { msg } from '../i18n/server-message.ts';
import {
  MEDIA_PATH,
  MEDIA_PATH_MAX_LENGTH,
  MEDIA_PREVIEW_PREFIX,
  mediaSource,
  PREVIEW_SUFFIX,
} from '../media/link-preview.ts';
import { sendMedia } from '../media/send-media.ts';
import { type SvgRenditions, svgRenditions } from '../media/svg-rendition.ts';

/** Where the routes are mounted (server/app.ts). */
export const MEDIA_PREVIEW_PATH = MEDIA_PREVIEW_PREFIX.slice(0, -1);

/** How long a preview service is asked to wait when the drawings are busy. */
const RETRY_AFTER_SECONDS = 5;

export function mediaPreviewRoutes(db: Queryable, renditions: SvgRenditions = svgRenditions): Hono {
  const app = new Hono();

  app.get('/*', async (c) => {
    const path = sourcePathOf(c.req.url);
    const source = await mediaSource(db, path);
    if (!source) throw notFound('Media file not found');
    if (source.kind === 'elsewhere') {
      c.header('Cache-Control', source.cacheControl);
      return c.redirect(source.url, 302);
    }
    if (source.kind === 'raster') return sendMedia(c, source.type, source.body, source.cacheControl);
    const rendition = await renditions.rendition(source.svg);
    if (rendition.kind === 'refused') throw notFound('No preview picture can be drawn from this media file');
    if (rendition.kind === 'busy') {
      throw new HttpError(
        503,
        msg('Preview pictures are being drawn for others: try again in a few seconds'),
        { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      );
    }
    return sendMedia(c, 'image/png', rendition.png, source.cacheControl);
  });

  return app;
}

/** The media path in /media-preview/<media path>.png, decoded and checked (a 404 when it names none). */
function sourcePathOf(url: string): string {
  const encoded = new URL(url).pathname.slice(MEDIA_PREVIEW_PREFIX.length);
  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    throw badRequest('The media path has malformed percent-encoding');
  }
  if (!path.endsWith(PREVIEW_SUFFIX)) throw notFound('Media file not found');
  path = path.slice(0, -PREVIEW_SUFFIX.length);
  if (path.length > MEDIA_PATH_MAX_LENGTH || !MEDIA_PATH.test(path)) throw badRequest('Invalid media path');
  return path;
}
