// Text fields of JSON bodies that people write (a message, a review): trimmed, bounded in
// characters, control characters refused except line breaks where the field is multi-line
// (CRLF and CR become LF, and no more than two blank lines in a row are kept).

import { fieldLabel } from '../i18n/field-labels.ts';
import { refuseControlCharacters } from './control-characters.ts';
import { badRequest } from './http-error.ts';

export interface TextRule {
  max: number;
  /** Line breaks allowed. */
  multiline?: boolean;
}

/** A required text: 400 when missing, blank, not a string or too long. */
export function requireText(body: Record<string, unknown>, name: string, rule: TextRule): string {
  const value = optionalText(body, name, rule);
  if (value === '') throw badRequest('“{field}” is required.', { field: fieldLabel(name) });
  return value;
}

/** Like requireText, but '' when absent, null or blank. */
export function optionalText(
  body: Record<string, unknown>,
  name: string,
  { max, multiline = false }: TextRule,
): string {
  const raw = body[name];
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw badRequest('“{field}” must be text.', { field: fieldLabel(name) });
  // Bounded before any work on it: a huge string is refused unread.
  if (raw.length > max * 4)
    throw badRequest('“{field}” can be at most {max} characters.', { field: fieldLabel(name), max });
  let text = raw;
  if (multiline) {
    text = text.replace(/\r\n?/g, '\n');
    refuseControlCharacters(text.replace(/\n/g, ''), name);
    text = text
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n');
  } else {
    refuseControlCharacters(text, name);
  }
  text = text.trim();
  if ([...text].length > max)
    throw badRequest('“{field}” can be at most {max} characters.', { field: fieldLabel(name), max });
  return text;
}
