// Every endpoint's optional `language-code` query must be one of the contract's LANGUAGE_CODES (the
// languages the storefront ships translations for, docs/SPEC.md section 1).
import { LANGUAGE_CODES, type LanguageCode } from '../../contracts/request.ts';

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}
