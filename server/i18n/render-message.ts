// Renders a server message in a language: its catalogue entry (or the fallback language's, or the
// English key itself), the plural form its {count} asks for, and its values filled in.
import type { LanguageCode } from '../../contracts/request.ts';
import { CATALOGUES, FALLBACK, PLURAL_LOCALE, type Translation } from './catalogue.ts';
import { fillPlaceholders, isServerMessage, type ServerMessage } from './server-message.ts';

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: LanguageCode, count: number): Intl.LDMLPluralRule {
  const locale = PLURAL_LOCALE[language];
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

function lookUp(text: string, language: LanguageCode): { entry: Translation; language: LanguageCode } | null {
  for (let code: LanguageCode | null = language; code !== null; code = FALLBACK[code]) {
    const entry = CATALOGUES[code][text];
    if (entry !== undefined && entry !== '') return { entry, language: code };
  }
  return null;
}

function choose(entry: Translation, language: LanguageCode, count: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  const category = typeof count === 'number' ? pluralCategory(language, count) : 'other';
  return entry[category] ?? entry.other;
}

/** `message` in `language` (English when the language is unknown or the text untranslated). */
export function renderMessage(message: ServerMessage | string, language: LanguageCode | null): string {
  const { text, values } = isServerMessage(message) ? message : { text: message, values: {} };
  const code = language ?? 'en';
  const found = lookUp(text, code) ?? lookUp(text, 'en');
  const chosen = found ? choose(found.entry, found.language, values.count) : undefined;
  const filled: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    filled[name] = isServerMessage(value) ? renderMessage(value, language) : String(value);
  }
  return fillPlaceholders(chosen ?? text, filled);
}
