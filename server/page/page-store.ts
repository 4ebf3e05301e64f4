// The store the served page is for (the configured realm), and what the API would answer about it
// on the storefront's first calls: validate-store, content-settings, store-images and languages, in
// the API's own shapes (contracts/storefront-bootstrap.ts). The page carries them so
// that the storefront starts without asking.

import type { Language, StoreSettings } from '../../contracts/store.ts';
import type { StorefrontBootstrap } from '../../contracts/storefront-bootstrap.ts';
import { type RecaptchaRecord, readRecaptchaRecord } from '../auth/recaptcha.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import type { Page } from '../http/pagination.ts';
import { parseRealmName } from '../http/realm.ts';
import { mediaUrl } from '../media/media-url.ts';
import { loadStoreSettings } from '../stores/content-settings.ts';
import { loadStoreLanguages } from '../stores/languages.ts';
import { findStoreByRealm, type Store } from '../stores/stores.ts';

const ALL_LANGUAGES: Page = { limit: null, offset: 0 };

export type PageStore =
  /** STORE_REALM is not a realm name: the API would answer 400, so nothing is answered ahead. */
  | { kind: 'malformed' }
  /** No store has that realm: validate-store answers 404. */
  | { kind: 'missing' }
  | {
      kind: 'found';
      store: Store;
      languages: Language[];
      settings: StoreSettings | null;
      /** Whether the page loads the reCAPTCHA challenge's integration (null: the store is closed). */
      recaptcha: RecaptchaRecord | null;
    };

/** Looks the configured store up, with its languages and (when active) its settings and reCAPTCHA record. */
export async function loadPageStore(db: Queryable, realmName: string): Promise<PageStore> {
  let realm: string;
  try {
    realm = parseRealmName(realmName, 'STORE_REALM');
  } catch (error) {
    if (error instanceof HttpError) return { kind: 'malformed' };
    throw error;
  }
  const store = await findStoreByRealm(db, realm);
  if (!store) return { kind: 'missing' };
  const [languages, settings, recaptcha] = await Promise.all([
    // page_number -1 (every language), as the storefront asks.
    loadStoreLanguages(db, store.id, ALL_LANGUAGES),
    store.active ? loadStoreSettings(db, store.id) : null,
    store.active ? readRecaptchaRecord(db, store.id) : null,
  ]);
  return { kind: 'found', store, languages: languages.data, settings, recaptcha };
}

/** The store's answers, as the API gives them to the storefront's first calls. */
export function storeAnswers(page: PageStore): StorefrontBootstrap {
  if (page.kind === 'malformed') return {};
  if (page.kind === 'missing') return { validateStore: null };
  const { store, languages, settings } = page;
  return {
    validateStore: { name: store.name, store_display_name: store.displayName, store_status: store.active },
    // Page 1 of 10 (what the storefront asks for) of the store's one settings record.
    ...(settings ? { contentSettings: { store_settings_data: [settings], total_count: 1 } } : {}),
    storeImages: {
      store_logo_path: mediaUrl(store.logoPath),
      store_logo_path_dark: mediaUrl(store.logoPathDark),
    },
    languages: { data: languages, total_count: languages.length },
  };
}
