// The server's message catalogue: one JSON file per language in catalogues/, each mapping the
// English text (the key, with its {placeholders}) to its translation. en.json holds only the
// English plural forms; en_US.json and en_IN.json only the texts whose spelling differs from en.
// An empty translation ("") counts as missing. scripts/server-messages.ts adds new keys.
import type { LanguageCode } from '../../contracts/request.ts';
import ar from './catalogues/ar.json' with { type: 'json' };
import en from './catalogues/en.json' with { type: 'json' };
import enIN from './catalogues/en_IN.json' with { type: 'json' };
import enUS from './catalogues/en_US.json' with { type: 'json' };
import fr from './catalogues/fr.json' with { type: 'json' };
import hi from './catalogues/hi.json' with { type: 'json' };

/** A translation, or its plural forms chosen by the message's {count} (Intl.PluralRules categories). */
export type Translation = string | Partial<Record<Intl.LDMLPluralRule, string>>;
export type Catalogue = Readonly<Record<string, Translation>>;

export const CATALOGUES: Readonly<Record<LanguageCode, Catalogue>> = {
  en,
  en_US: enUS,
  en_IN: enIN,
  ar,
  fr,
  hi,
};

/** The languages every message must be translated into (the English ones fall back on the key). */
export const TRANSLATED_LANGUAGES = ['ar', 'fr', 'hi'] as const satisfies readonly LanguageCode[];

/** Where a language looks when its own catalogue has no entry: en_US and en_IN reuse en. */
export const FALLBACK: Readonly<Record<LanguageCode, LanguageCode | null>> = {
  en: null,
  en_US: 'en',
  en_IN: 'en',
  ar: null,
  fr: null,
  hi: null,
};

/** The Intl locale whose plural rules a language follows. */
export const PLURAL_LOCALE: Readonly<Record<LanguageCode, string>> = {
  en: 'en',
  en_US: 'en-US',
  en_IN: 'en-IN',
  ar: 'ar',
  fr: 'fr',
  hi: 'hi',
};
