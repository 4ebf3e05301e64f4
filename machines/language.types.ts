// Types of the language machine (machines/language.machine.ts).
import type { Language, TextDirection } from '../contracts/store.ts';

/** Where the app found the requested language code (detection order: path, cookie, storage, html). */
export type LanguageSource = 'path' | 'cookie' | 'storage' | 'html';

export interface LanguageInput {
  requested: string | null;
  source: LanguageSource | null;
}

export interface LanguageContext {
  requested: string | null;
  source: LanguageSource | null;
  languages: Language[];
  current: string;
  direction: TextDirection;
}

export type LanguageEvent = { type: 'CHANGE_LANGUAGE'; code: string };

/** Params of the `persistLanguage` action: stored under `ln` / `direction` and in the language cookie. */
export interface PersistLanguageParams {
  code: string;
  direction: TextDirection;
}
