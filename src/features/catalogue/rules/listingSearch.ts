import {
  MAX_PRICE,
  PRODUCT_TYPES,
  type ProductListQuery,
  type ProductTypeName,
  type SortingElement,
} from '../../../../contracts/pbs.ts';
import { listingSearchText } from '../../../../machines/shared/searchText.ts';
import {
  integerInRange,
  numberInRange,
  positiveInt,
  searchFlag,
  searchKey,
} from '../../../lib/searchParams.ts';

/**
 * The product listing's state as it lives in the address (/productListing?category=3&page=2…),
 * so links, reloads and Back reproduce the same results.
 */
export interface ListingSearch {
  /** 1-based; 1 when missing or invalid. */
  page: number;
  category?: number;
  /** Set in the vendor flow: the listing shows that vendor's header (SPEC section 2). */
  vendor?: number;
  type?: ProductTypeName;
  /** Major units, 0..MAX_PRICE, minPrice ≤ maxPrice. */
  minPrice?: number;
  maxPrice?: number;
  /** Products rated at least this, 1..5. */
  rating?: number;
  /** true keeps only products in stock; false or missing shows all. */
  inStock?: boolean;
  /** A sorting element key; missing means the store's default order. */
  sort?: string;
  /** Search text, whitespace collapsed and trimmed. */
  q?: string;
}

/** What a link to the listing may carry: every field optional (a missing page is page 1). */
export type ListingSearchInput = Partial<ListingSearch>;

/** The values a canonical address leaves out. */
export const LISTING_SEARCH_DEFAULTS = { page: 1 } as const;

function productType(value: unknown): ProductTypeName | undefined {
  return PRODUCT_TYPES.find((type) => type === value);
}

/** Drops the keys whose value is undefined, so equal searches compare and hash equal. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/**
 * Validates the listing's search params. Invalid values are dropped (never an error page):
 * `page` is a positive integer (default 1); `category` and `vendor` positive integers; `type`
 * one of the seven product types (exact spelling); `minPrice` / `maxPrice` 0..500000, and a
 * reversed pair (min above max) is swapped; `rating` an integer 1..5; `inStock` a boolean, kept
 * only when true; `sort` a key-like token (whether the store offers it is checked with the
 * sorting elements, see `withoutUnofferedSort`); `q` search text, whitespace collapsed, at most
 * 100 characters, with at least one letter or digit.
 *
 * Every field is present in the result, undefined when missing or dropped: TanStack Router
 * merges the validated search over the raw one, so a field left out would keep its raw, invalid
 * value.
 */
export function parseListingSearch(raw: Readonly<Record<string, unknown>>): ListingSearch {
  let minPrice = numberInRange(raw.minPrice, 0, MAX_PRICE);
  let maxPrice = numberInRange(raw.maxPrice, 0, MAX_PRICE);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    page: positiveInt(raw.page) ?? 1,
    category: positiveInt(raw.category),
    vendor: positiveInt(raw.vendor),
    type: productType(raw.type),
    minPrice,
    maxPrice,
    rating: integerInRange(raw.rating, 1, 5),
    inStock: searchFlag(raw.inStock) === true ? true : undefined,
    sort: searchKey(raw.sort),
    q: listingSearchText(raw.q),
  };
}

/**
 * The listing without an order the store does not offer (an old or hand-made link); undefined when
 * the order is offered or there is none to check. An empty list of elements offers everything.
 */
export function withoutUnofferedSort(
  search: ListingSearch,
  elements: readonly SortingElement[],
): ListingSearch | undefined {
  if (search.sort === undefined || elements.length === 0) return undefined;
  if (elements.some((element) => element.key === search.sort)) return undefined;
  return parseListingSearch({ ...search, sort: undefined });
}

/** The products request for a listing state (the page limit is the client's, SPEC section 9). */
export function toProductListQuery(search: ListingSearch): ProductListQuery {
  return compact({
    'page-number': search.page,
    'category-id': search.category,
    'vendor-id': search.vendor,
    'product-type': search.type,
    'min-price': search.minPrice,
    'max-price': search.maxPrice,
    'min-rating': search.rating,
    availability: search.inStock ? 'in_stock' : undefined,
    sort: search.sort,
    search: search.q,
    // The filters' counts come in the same answer: no second request per page.
    facets: 'counts',
  } satisfies ProductListQuery);
}

/** The filters a shopper can change and clear (not the search text, the vendor, the order or the page). */
export type ListingFilters = Pick<
  ListingSearch,
  'category' | 'type' | 'minPrice' | 'maxPrice' | 'rating' | 'inStock'
>;

/**
 * The listing after some filters, the vendor, the order or the search text changed: back to page 1
 * (the old page number means nothing for other results). A field set to undefined is removed.
 */
export function withListingChanges(
  search: ListingSearch,
  changes: Partial<Omit<ListingSearch, 'page'>>,
): ListingSearch {
  return parseListingSearch({ ...search, ...changes, page: 1 });
}

/** The listing on another page, everything else kept. */
export function withListingPage(search: ListingSearch, page: number): ListingSearch {
  return parseListingSearch({ ...search, page });
}

/**
 * The listing without its filters (category, type, price range, rating, stock), on page 1. The
 * search text, the vendor (the vendor flow's context) and the order stay.
 */
export function clearListingFilters(search: ListingSearch): ListingSearch {
  return compact({ page: 1, vendor: search.vendor, sort: search.sort, q: search.q });
}

/** A filter that is on, as a removable chip shows it. */
export type AppliedFilter =
  | { kind: 'category'; category: number; remove: ListingFilters }
  | { kind: 'type'; type: ProductTypeName; remove: ListingFilters }
  | { kind: 'price'; minPrice?: number; maxPrice?: number; remove: ListingFilters }
  | { kind: 'rating'; rating: number; remove: ListingFilters }
  | { kind: 'inStock'; remove: ListingFilters };

/**
 * The filters that are on, in the panel's order, each with the change that removes it (a price
 * range is one filter). The search text, the vendor and the order are not filters (see
 * `clearListingFilters`).
 */
export function appliedFilters(search: ListingSearch): AppliedFilter[] {
  const applied: AppliedFilter[] = [];
  if (search.category !== undefined) {
    applied.push({ kind: 'category', category: search.category, remove: { category: undefined } });
  }
  if (search.type !== undefined)
    applied.push({ kind: 'type', type: search.type, remove: { type: undefined } });
  if (search.minPrice !== undefined || search.maxPrice !== undefined) {
    applied.push({
      kind: 'price',
      ...compact({ minPrice: search.minPrice, maxPrice: search.maxPrice }),
      remove: { minPrice: undefined, maxPrice: undefined },
    });
  }
  if (search.rating !== undefined) {
    applied.push({ kind: 'rating', rating: search.rating, remove: { rating: undefined } });
  }
  if (search.inStock === true) applied.push({ kind: 'inStock', remove: { inStock: undefined } });
  return applied;
}

/** How many filters are on; a price range counts once, whether one or both ends are set. */
export function activeFilterCount(search: ListingSearch): number {
  return appliedFilters(search).length;
}

/**
 * The order the listing shows: the requested key when the store offers it, else the store's
 * default element, else its first; undefined when the store offers no sorting elements.
 */
export function effectiveSortKey(
  sort: string | undefined,
  elements: readonly SortingElement[],
): string | undefined {
  if (sort !== undefined && elements.some((element) => element.key === sort)) return sort;
  return (elements.find((element) => element.is_default) ?? elements[0])?.key;
}
