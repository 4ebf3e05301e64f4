// The product listing's first calls, answered in the page: the listing shows
// nothing until its products, orders, categories and vendors have come, so on a phone its first
// content waited for a round of API calls after the scripts. The server answers them for the
// listings whose calls it can name without the storefront's rules for the address: the listing
// with no filter, order, search or page, and that listing for one vendor (?vendor=, and the vendor
// page, whose products are the same call). Any other listing asks the API as before.
import { PAGE_LIMIT } from '../../contracts/paging.ts';
import type { StorefrontBootstrap } from '../../contracts/storefront-bootstrap.ts';
import { loadCategories } from '../catalogue/categories.ts';
import { readProductListQuery } from '../catalogue/product-list-query.ts';
import { listProducts } from '../catalogue/product-listing.ts';
import { loadSortingElements } from '../catalogue/sorting-elements.ts';
import { loadVendors } from '../catalogue/vendors.ts';
import type { Queryable } from '../db/db.ts';
import { QueryParams } from '../http/query.ts';

/**
 * The listing's own address fields besides the vendor: the storefront's `ListingSearch`
 * (src/features/catalogue/rules/listingSearch.ts), which tests/server/served-page.test.ts keeps this list equal to.
 */
export const LISTING_FIELDS = [
  'page',
  'category',
  'type',
  'minPrice',
  'maxPrice',
  'rating',
  'inStock',
  'sort',
  'q',
];

export type ListingAnswers = Pick<
  StorefrontBootstrap,
  'listingProducts' | 'sortingElements' | 'categories' | 'vendors'
>;

/** Whether the listing's address names anything but (at most) its vendor: then its calls are its own. */
export function isPlainListing(search: URLSearchParams): boolean {
  return LISTING_FIELDS.every((field) => !search.has(field));
}

/**
 * Page 1 of the products in the store's default order (of one vendor's when `vendorId` is given),
 * with its filter counts, exactly as GET /pbs/rest/v3/products answers the listing's request for it
 * (the vendor page reads the same answer and leaves the counts aside).
 */
export async function firstProductsPage(
  db: Queryable,
  storeId: number,
  vendorId: number | null,
): Promise<NonNullable<ListingAnswers['listingProducts']>> {
  const vendor = vendorId === null ? '' : `&vendor-id=${vendorId}`;
  const request = readProductListQuery(
    QueryParams.fromUrl(`?page-limit=${PAGE_LIMIT}&page-number=1${vendor}&facets=counts`),
  );
  return listProducts(db, storeId, request);
}

/**
 * A store with more categories or vendors than this leaves that list to the storefront: every plain
 * listing's HTML would carry it, parsed before anything shows (3,000 of each made the page 7 MB).
 */
export const SERVED_LIST_LIMIT = 200;

/**
 * The plain listing's calls (see above): its products and what its order and filters offer; the
 * categories and vendors only when there are at most `listLimit` of each.
 */
export async function listingAnswers(
  db: Queryable,
  storeId: number,
  vendorId: number | null,
  listLimit = SERVED_LIST_LIMIT,
): Promise<ListingAnswers> {
  const [products, sortingElements, categories, vendors] = await Promise.all([
    firstProductsPage(db, storeId, vendorId),
    loadSortingElements(db, storeId),
    loadCategories(db, storeId),
    loadVendors(db, storeId),
  ]);
  return {
    listingProducts: products,
    sortingElements: { data: sortingElements },
    // page-number -1 (all of them), as the storefront asks.
    ...(categories.length <= listLimit
      ? { categories: { data: categories, total_count: categories.length } }
      : {}),
    ...(vendors.length <= listLimit ? { vendors: { vendors } } : {}),
  };
}
