// Compares the texts the server says (scan.ts) with the catalogues in server/i18n/catalogues/:
// which are untranslated in which language, which translations lose or invent a {placeholder},
// and which entries nothing says any more.
import { CATALOGUES, TRANSLATED_LANGUAGES, type Translation } from '../../server/i18n/catalogue.ts';
import { placeholdersOf } from '../../server/i18n/server-message.ts';
import type { FoundText, Scan } from './scan.ts';

export interface Untranslated {
  text: string;
  languages: string[];
  /** Every file:line that says it. */
  at: string[];
}

export interface CatalogueCheck {
  untranslated: Untranslated[];
  /** "fr: 'text' → 'translation' has {a}, the text has {b}". */
  badPlaceholders: string[];
  /** Catalogue keys no scanned text uses (translations left behind by a reworded message). */
  unused: string[];
}

function forms(entry: Translation): string[] {
  return typeof entry === 'string' ? [entry] : Object.values(entry);
}

export function checkCatalogues(scan: Scan): CatalogueCheck {
  const places = new Map<string, string[]>();
  for (const found of scan.texts as FoundText[])
    places.set(found.text, [...(places.get(found.text) ?? []), found.at]);
  const untranslated: Untranslated[] = [];
  const badPlaceholders: string[] = [];
  for (const [text, at] of [...places].sort(([a], [b]) => a.localeCompare(b))) {
    const missing = TRANSLATED_LANGUAGES.filter((language) => {
      const entry = CATALOGUES[language][text];
      return entry === undefined || forms(entry).some((form) => form.trim() === '');
    });
    if (missing.length > 0) untranslated.push({ text, languages: missing, at });
  }
  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    for (const [text, entry] of Object.entries(catalogue)) {
      const wanted = placeholdersOf(text).join(', ');
      for (const form of forms(entry)) {
        if (form.trim() === '') continue;
        const has = placeholdersOf(form);
        // A plural form may leave out {count} ("one minute"), never name a value the text lacks.
        const ok =
          typeof entry === 'string'
            ? has.join(', ') === wanted
            : has.every((name) => placeholdersOf(text).includes(name)) &&
              placeholdersOf(text).every((name) => name === 'count' || has.includes(name));
        if (!ok)
          badPlaceholders.push(
            `${language}: ${JSON.stringify(text)} → ${JSON.stringify(form)} has {${has.join(', ')}}, the text has {${wanted}}`,
          );
      }
    }
  }
  const unused = [
    ...new Set(
      Object.values(CATALOGUES)
        .flatMap((catalogue) => Object.keys(catalogue))
        .filter((text) => !places.has(text) && !NOT_SCANNED.has(text)),
    ),
  ].sort();
  return { untranslated, badPlaceholders, unused };
}

/** Texts said where the scan does not look (Hono's own errors are answered by their catalogue text). */
const NOT_SCANNED = new Set<string>([]);
