// PostgreSQL refuses byte 0 in text (a NUL that reached SQL answered 500), OpenSSL's scrypt ignores
// a trailing one, and no field of this API has a use for the other control characters (tabs and
// line breaks included). Every query-string value and JSON string is checked here first.

import { fieldLabel } from '../i18n/field-labels.ts';
import { badRequest } from './http-error.ts';

const CONTROL_CHARACTER = /\p{Cc}/u;

/** `text` unchanged, or a 400 naming `name` when it holds a control character. */
export function refuseControlCharacters(text: string, name: string): string {
  if (CONTROL_CHARACTER.test(text))
    throw badRequest('“{field}” must not contain control characters.', { field: fieldLabel(name) });
  return text;
}
