import { PRODUCT_TYPES, type ProductTypeName } from '../../../contracts/pbs.ts';

/** /WishList's address: a product type and a search text, both optional. */
export interface WishlistSearch {
  type?: ProductTypeName;
  q?: string;
}

/** The longest search the wish list takes. */
const MAX_SEARCH = 100;

/**
 * A letter, a mark or a digit of any script: the server searches words made of these, and refuses a
 * search without one ("search must contain a letter or a digit").
 */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

/**
 * Keeps what the wish list understands; anything else is dropped (never an error page). A search
 * without a letter or a digit ("%%") is no search: the server would refuse it.
 */
export function parseWishlistSearch(search: Record<string, unknown>): WishlistSearch {
  const type = PRODUCT_TYPES.find((candidate) => candidate === search.type);
  const text = typeof search.q === 'string' ? search.q.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH) : '';
  const q = WORD_CHARACTER.test(text.normalize('NFKC')) ? text : '';
  return { ...(type ? { type } : {}), ...(q ? { q } : {}) };
}
