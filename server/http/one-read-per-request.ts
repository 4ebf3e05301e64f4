import type { MiddlewareHandler } from 'hono';
import { withReadsOfOneRequest } from '../db/reads-of-one-request.ts';

/**
 * Each store or product read once per request, however many API calls the request's page render
 * makes in this process (db/reads-of-one-request.ts). Used first, for every request.
 */
export function oneReadPerRequest(): MiddlewareHandler {
  return (_c, next) => withReadsOfOneRequest(next);
}
