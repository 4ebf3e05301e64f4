// Shoppers' search text to a PostgreSQL tsquery. Every word becomes a prefix match ("head" finds
// "headphones"), all words must match, and only letters and digits reach the query, so no input
// can make to_tsquery fail. Works with the 'simple' configuration on PGlite and PostgreSQL alike.
import { MAX_SEARCH_LENGTH } from '../../contracts/pbs.ts';
import { badRequest } from '../http/http-error.ts';

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The distinct lower-case words of `text`, at most eight. */
export function searchTerms(text: string): string[] {
  const words = text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

/**
 * The tsquery text for the `search` parameter: 400 when it is too long or has no letter or digit.
 * `namesOnly` restricts matches to product names (weight A in products.search).
 */
export function parseSearch(_name: string, text: string, { namesOnly = false } = {}): string {
  if ([...text].length > MAX_SEARCH_LENGTH) {
    throw badRequest('A search can be at most {max} characters.', { max: MAX_SEARCH_LENGTH });
  }
  const terms = searchTerms(text);
  if (terms.length === 0) throw badRequest('A search must contain a letter or a digit.');
  const weight = namesOnly ? 'A' : '';
  // PostgreSQL's parser reads the "-1" of "2-in-1" or the "-20" of "10-20" as a signed number: a
  // number typed on its own matches it with or without the sign.
  return terms
    .map((term) =>
      /^\p{N}+$/u.test(term) ? `( ${term}:*${weight} | -${term}:*${weight} )` : `${term}:*${weight}`,
    )
    .join(' & ');
}
