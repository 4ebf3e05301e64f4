import { i18n } from '@lingui/core';

/** The six languages the storefront ships catalogs for (SPEC section 1). */
export const SUPPORTED_LOCALES = ['en', 'en_US', 'en_IN', 'hi', 'ar', 'fr'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isSupportedLocale(code: string | null | undefined): code is Locale {
  return SUPPORTED_LOCALES.includes(code as Locale);
}

/** The platform's codes use underscores; Intl and the html lang attribute want BCP 47. */
export function toBcp47(code: string): string {
  return code.replace('_', '-');
}

export { i18n };
