// The listing's search text (SPEC: at most MAX_SEARCH_LENGTH characters, holding a letter or a
// digit), one rule for the listing's address (src/features/catalogue/rules/listingSearch.ts) and the
// server's page head (server/page/page-head.ts), so that the served title names the search the
// page shows.

import { MAX_SEARCH_LENGTH } from '../../contracts/pbs.ts';
import { writtenText } from './searchValue.ts';

/**
 * Free text: control characters read as spaces, whitespace collapsed and trimmed, cut to `maxLength`
 * characters; a number is read as its digits (the router turns `?q=123` into 123). Blank text or
 * any other type gives undefined.
 */
export function searchText(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return undefined;
  const collapsed = String(value)
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const text = Array.from(collapsed).slice(0, maxLength).join('').trim();
  return text === '' ? undefined : text;
}

/**
 * Search text that can find something: it must hold a letter or a digit ('!!!' finds nothing). It is
 * the text the address wrote, whatever the router read it as: `?q=true` searches for "true".
 */
export function listingSearchText(value: unknown): string | undefined {
  const text = searchText(writtenText(value), MAX_SEARCH_LENGTH);
  return text !== undefined && /[\p{L}\p{N}]/u.test(text) ? text : undefined;
}
