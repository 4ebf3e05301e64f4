// A JSON request body as a plain object, for bodies with lists and numbers (the cart), which
// JsonBody's string fields do not cover. The same rules as JsonBody.of: JSON content type, valid
// JSON, an object at the top.
import type { Context } from 'hono';
import { badRequest, HttpError } from './http-error.ts';

export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  // Requiring the JSON type also keeps plain HTML forms on other sites from posting here.
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json)');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await c.req.text());
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (!isJsonObject(parsed)) throw badRequest('The request body must be a JSON object');
  return parsed;
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a whole number from 1 to the largest integer column value. */
export function isJsonId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}
