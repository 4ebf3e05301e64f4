// The last line of defence: client errors keep their status and message (in the request's
// language), anything unexpected is logged and answered with a generic 500 that reveals nothing
// about the server.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { CATALOGUES } from '../i18n/catalogue.ts';
import { isApiPath } from './api-paths.ts';
import { sendError } from './envelope.ts';
import { HttpError } from './http-error.ts';

const NOT_PROCESSED = 'The request could not be processed';

export const handleError: ErrorHandler = (error, c) => {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return sendError(c, error.status, error.said);
  }
  // Hono's own middleware (e.g. a body limit) throws these for client errors too: their text is
  // kept when the catalogue knows it (so it can be translated), else a generic one is said.
  if (error instanceof HTTPException && error.status < 500) {
    const known = error.message !== '' && Object.hasOwn(CATALOGUES.fr, error.message);
    return sendError(c, error.status, known ? error.message : NOT_PROCESSED);
  }
  console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, error);
  return sendError(c, 500, 'Something went wrong on our side. Please try again later.');
};

export const handleNotFound: NotFoundHandler = (c: Context) => {
  if (isApiPath(c.req.path)) return sendError(c, 404, 'Endpoint not found');
  return c.text('Not found', 404);
};
