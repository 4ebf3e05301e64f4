// A text put into an answer's body (a booking's locked_reason, a coupon check's message) in the
// language of the request being answered. The request is found through Hono's context storage
// (app.ts installs it); outside a request the text is English.
import { tryGetContext } from 'hono/context-storage';
import type { LanguageCode } from '../../contracts/request.ts';
import { renderMessage } from './render-message.ts';
import { requestLanguage } from './request-language.ts';
import type { ServerMessage } from './server-message.ts';

/** The language of the request being answered (null: English, or outside a request). */
export function currentRequestLanguage(): LanguageCode | null {
  const c = tryGetContext();
  return c ? requestLanguage(c) : null;
}

export function inRequestLanguage(message: ServerMessage | string): string {
  return renderMessage(message, currentRequestLanguage());
}
