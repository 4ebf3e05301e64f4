import catalogUrls from 'virtual:lingui-json-catalogs';
import type { Messages } from '@lingui/core';
import type { CatalogLoadFailure } from '../../machines/store/language.types.ts';
import { i18n, isSupportedLocale, toBcp47 } from './i18n.ts';

// The translations of one language: a compiled JSON catalog fetched over HTTP (one per language,
// loaded only for the language the shopper reads), so that a failure has a status and a retry
// really fetches again.

/** What a failed load was, for the language machine's retry rule (SPEC section 8). */
export function failureOfStatus(status: number): CatalogLoadFailure {
  return { reason: status >= 500 ? 'server' : 'client', status };
}

async function fetchCatalog(url: string, fetchImpl: typeof fetch): Promise<Messages> {
  let response: Response;
  try {
    response = await fetchImpl(url, { credentials: 'same-origin' });
  } catch {
    throw { reason: 'network' } satisfies CatalogLoadFailure;
  }
  if (!response.ok) throw failureOfStatus(response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw { reason: 'parse' } satisfies CatalogLoadFailure;
  }
  const messages =
    typeof body === 'object' && body !== null ? (body as { messages?: unknown }).messages : null;
  if (typeof messages !== 'object' || messages === null)
    throw { reason: 'parse' } satisfies CatalogLoadFailure;
  return messages as Messages;
}

/** The locales whose catalog was fetched and activated (not a stand-in without messages). */
const loaded = new Set<string>();

/**
 * Loads and activates the catalog of a language (a language without a catalog in this build
 * reads in English); nothing to do when it is active already. Rejects with a CatalogLoadFailure.
 */
export async function loadCatalog(code: string, fetchImpl: typeof fetch = globalThis.fetch): Promise<void> {
  const locale = isSupportedLocale(code) ? code : 'en';
  if (i18n.locale === locale && loaded.has(locale)) return;
  const url = catalogUrls[locale];
  if (!url) throw { reason: 'client', status: 404 } satisfies CatalogLoadFailure;
  const messages = await fetchCatalog(url, fetchImpl);
  i18n.loadAndActivate({ locale, locales: [toBcp47(locale)], messages });
  loaded.add(locale);
}

/**
 * When no catalog could be loaded before the first render: an active locale without messages, so
 * that the app renders at all (Lingui's provider renders nothing without one) and can show its
 * loader and the page that says the texts failed, while the language machine retries.
 */
export function activateStandIn(code: string): void {
  if (i18n.locale) return;
  const locale = isSupportedLocale(code) ? code : 'en';
  i18n.loadAndActivate({ locale, locales: [toBcp47(locale)], messages: {} });
}
