import { PRODUCT_TYPES, type ProductTypeName } from '../../contracts/pbs.ts';

/** /WishList's address: a product type and a search text, both optional. */
export interface WishlistSearch {
  type?: ProductTypeName;
  q?: string;
}

/** The longest search the wish list takes. */
const MAX_SEARCH = 100;

/** Keeps what the wish list understands; anything else is dropped (never an error page). */
export function parseWishlistSearch(search: Record<string, unknown>): WishlistSearch {
  const type = PRODUCT_TYPES.find((candidate) => candidate === search.type);
  const q = typeof search.q === 'string' ? search.q.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH) : '';
  return { ...(type ? { type } : {}), ...(q ? { q } : {}) };
}
