// The language a request's messages are answered in: its language-code query when that is one of
// the storefront's languages, else none (English).
import type { Context } from 'hono';
import { LANGUAGE_CODE_PARAM, type LanguageCode } from '../../contracts/request.ts';
import { isLanguageCode } from '../stores/language-codes.ts';

export function requestLanguage(c: Context): LanguageCode | null {
  const codes = c.req.queries(LANGUAGE_CODE_PARAM);
  const code = codes?.length === 1 ? codes[0] : undefined;
  return code !== undefined && isLanguageCode(code) ? code : null;
}
