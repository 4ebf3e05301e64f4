// The languages the storefront ships translations for (docs/SPEC.md section 1). Every endpoint's
// optional `language-code` query must be one of these.
export const SUPPORTED_LANGUAGE_CODES = ['en', 'en_US', 'en_IN', 'hi', 'ar', 'fr'] as const;

export type LanguageCode = (typeof SUPPORTED_LANGUAGE_CODES)[number];

export function isLanguageCode(value: string): value is LanguageCode {
  return (SUPPORTED_LANGUAGE_CODES as readonly string[]).includes(value);
}
