import { i18n } from '@lingui/core';
import { LANGUAGE_CODES, type LanguageCode } from '../../contracts/request.ts';

export const DEFAULT_LOCALE: LanguageCode = 'en';

export function isSupportedLocale(code: string | null | undefined): code is LanguageCode {
  return LANGUAGE_CODES.includes(code as LanguageCode);
}

/** The platform's codes use underscores; Intl and the html lang attribute want BCP 47. */
export function toBcp47(code: string): string {
  return code.replace('_', '-');
}

export { i18n };
