// Types of the language machine (machines/store/language.machine.ts).
import type { Language, TextDirection } from '../../contracts/store.ts';

/** Where the app found the requested language code (detection order: path, cookie, storage, html). */
export type LanguageSource = 'path' | 'cookie' | 'storage' | 'html';

export interface LanguageInput {
  requested: string | null;
  source: LanguageSource | null;
  /**
   * The store's languages as the page was served with them: the machine chooses from
   * them instead of loading the list. Absent or null, it loads the list.
   */
  servedLanguages?: Language[] | null;
}

export interface LanguageContext {
  requested: string | null;
  source: LanguageSource | null;
  /** The served list, until the machine has started from it (then null). */
  servedLanguages: Language[] | null;
  languages: Language[];
  current: string;
  direction: TextDirection;
  /** Failed loads of the current language's catalog since the last success or RETRY_CATALOG. */
  catalogFailures: number;
}

export type LanguageEvent =
  | { type: 'CHANGE_LANGUAGE'; code: string }
  /** The error page's "Try again" after the catalog kept failing. */
  | { type: 'RETRY_CATALOG' };

/** Why a catalog (translations) load failed: what the `loadCatalog` actor rejects with. */
export interface CatalogLoadFailure {
  /** network: no answer or a failed fetch; server: 5xx; client: 4xx; parse: not a catalog. */
  reason: 'network' | 'server' | 'client' | 'parse';
  status?: number;
}

/** What the app shows for the language: a loader, the app in it, or the error page. */
export type LanguageStatus = 'loading' | 'ready' | 'failed';

/** Params of the `persistLanguage` action: stored under `ln` / `direction` and in the language cookie. */
export interface PersistLanguageParams {
  code: string;
  direction: TextDirection;
}
