// An error that is the client's fault (or a plain "not found"): its status, message and headers go
// out as they are, the message in the request's language (error-handler.ts, server/i18n/). Anything
// else thrown is a bug and becomes a generic 500.
//
// The message is an English text the catalogue knows (server/i18n/catalogues/): a literal, a const
// holding one, or msg(…). Values go in {placeholders}: badRequest('{name} is out of stock.', { name }).
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { renderMessage } from '../i18n/render-message.ts';
import {
  isServerMessage,
  type LiteralText,
  type MessageValues,
  msg,
  type ServerMessage,
} from '../i18n/server-message.ts';

export class HttpError extends Error {
  /** What the answer says, before it is put into the request's language. */
  readonly said: ServerMessage;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string | ServerMessage,
    /** Sent with the answer, e.g. Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    const said = isServerMessage(message) ? message : { text: message, values: {} };
    super(renderMessage(said, null));
    this.said = said;
    this.name = 'HttpError';
  }
}

/** A catalogue text with its values, or a ready ServerMessage (msg(…)). */
function said<T extends string>(
  message: LiteralText<T> | ServerMessage,
  values?: MessageValues,
): ServerMessage {
  return isServerMessage(message) ? message : msg(message, values);
}

export const badRequest = <T extends string>(
  message: LiteralText<T> | ServerMessage,
  values?: MessageValues,
) => new HttpError(400, said(message, values));
export const notFound = <T extends string>(message: LiteralText<T> | ServerMessage, values?: MessageValues) =>
  new HttpError(404, said(message, values));
export const unauthorized = <T extends string>(
  message: LiteralText<T> | ServerMessage,
  values?: MessageValues,
) => new HttpError(401, said(message, values));
export const conflict = <T extends string>(message: LiteralText<T> | ServerMessage, values?: MessageValues) =>
  new HttpError(409, said(message, values));

/** 429 with Retry-After in whole seconds (at least 1). */
export function tooManyRequests<T extends string>(
  message: LiteralText<T> | ServerMessage,
  retryAfterSeconds: number,
): HttpError {
  return new HttpError(429, said(message), {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}
