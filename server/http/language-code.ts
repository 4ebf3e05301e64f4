// The client adds `language-code` to every call. It is optional, but when given it must be one of
// the storefront's languages so a typo shows up as a 400 rather than as silently ignored input.
import type { MiddlewareHandler } from 'hono';
import { LANGUAGE_CODE_PARAM, LANGUAGE_CODES } from '../../contracts/request.ts';
import { isLanguageCode } from '../stores/language-codes.ts';
import { badRequest } from './http-error.ts';
import { QueryParams } from './query.ts';

export function validateLanguageCode(): MiddlewareHandler {
  return async (c, next) => {
    const code = QueryParams.of(c).get(LANGUAGE_CODE_PARAM);
    if (code !== undefined && !isLanguageCode(code)) {
      throw badRequest('“{field}” must be one of {values}.', {
        field: LANGUAGE_CODE_PARAM,
        values: LANGUAGE_CODES.join(', '),
      });
    }
    await next();
  };
}
