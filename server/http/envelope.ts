// Every API answer has the platform's shape { response_body, response_message }; the client unwraps
// response_body and shows response_message on errors.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '../../contracts/envelope.ts';
import { renderMessage } from '../i18n/render-message.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import type { ServerMessage } from '../i18n/server-message.ts';

export function envelope<T>(body: T, message: string): Envelope<T> {
  return { response_body: body, response_message: message };
}

export function sendOk<T>(c: Context, body: T, message = 'Success') {
  return c.json(envelope(body, message), 200);
}

export function sendCreated<T>(c: Context, body: T, message: string) {
  return c.json(envelope(body, message), 201);
}

/** An error answer, its message in the request's language (server/i18n/). */
export function sendError(c: Context, status: ContentfulStatusCode, message: string | ServerMessage) {
  return c.json(envelope(null, renderMessage(message, requestLanguage(c))), status);
}
