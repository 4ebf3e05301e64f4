import { i18n, type Messages } from '@lingui/core';
import { LANGUAGE_CODES, type LanguageCode } from '../../contracts/request.ts';

export const DEFAULT_LOCALE: LanguageCode = 'en';

export function isSupportedLocale(code: string | null | undefined): code is LanguageCode {
  return LANGUAGE_CODES.includes(code as LanguageCode);
}

/** The platform's codes use underscores; Intl and the html lang attribute want BCP 47. */
export function toBcp47(code: string): string {
  return code.replace('_', '-');
}

// One lazily loaded chunk per locale: a shopper downloads only the catalog they read.
const catalogs: Record<LanguageCode, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  en_US: () => import('../locales/en_US/messages.po'),
  en_IN: () => import('../locales/en_IN/messages.po'),
  hi: () => import('../locales/hi/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
};

export async function activateLocale(code: string): Promise<LanguageCode> {
  const locale = isSupportedLocale(code) ? code : DEFAULT_LOCALE;
  if (i18n.locale === locale) return locale;
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, locales: [toBcp47(locale)], messages });
  return locale;
}

export { i18n };
