// The listing sorts the server knows (the keys sorting_elements may offer) and their ORDER BY.
// Every order ends with the product id, so pages never overlap or skip a product, and each
// has an index (see 015_products.sql).
export const SORT_KEYS = [
  'relevance',
  'price_asc',
  'price_desc',
  'newest',
  'rating_desc',
  'discount_desc',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/**
 * The ORDER BY for `key` over products aliased `p`. `rank` is the search rank expression when the
 * listing searches: relevance then means best match first; without a search it is catalogue order.
 */
export function orderByOf(key: SortKey, rank: string | null): string {
  switch (key) {
    case 'relevance':
      return rank === null ? 'p.id' : `${rank} DESC, p.id`;
    // Prices and discounts as a shopper may see them (migration 070): hidden-price products come
    // after the priced ones, by id, and count as not discounted, so no sort tells their price.
    case 'price_asc':
      return 'p.shown_price NULLS LAST, p.id';
    case 'price_desc':
      return 'p.shown_price DESC NULLS LAST, p.id';
    case 'newest':
      return 'p.created_at DESC, p.id';
    case 'rating_desc':
      return 'p.rating DESC, p.id';
    case 'discount_desc':
      return 'p.shown_discount_percent DESC, p.id';
  }
}
