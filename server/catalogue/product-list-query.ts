// Reads GET products' query (ProductListQuery in contracts/pbs.ts): every filter is optional, and
// every malformed one is a 400 naming its parameter.
import { ALL_PAGES, PAGE_LIMIT } from '../../contracts/paging.ts';
import { MAX_PRICE, PRODUCT_TYPES, type ProductTypeName } from '../../contracts/pbs.ts';
import { badRequest } from '../http/http-error.ts';
import { readPage } from '../http/pagination.ts';
import {
  optionalIntegerInRange,
  optionalOneOf,
  optionalPositiveInteger,
  type QueryParams,
} from '../http/query.ts';
import { toMinor } from './money.ts';
import { parseSearch } from './search-text.ts';

export const MAX_PAGE_LIMIT = 100;
/** page-number -1 ("all") answers at most this many products; total_count still counts them all. */
export const ALL_PAGES_CAP = 1000;

export interface ProductFilter {
  /** Includes the category's descendants. */
  categoryId?: number;
  vendorId?: number;
  productType?: ProductTypeName;
  /** Selling price bounds in minor units, both included. */
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  inStockOnly: boolean;
  /** A tsquery (see search-text.ts). */
  search?: string;
}

export interface ProductListRequest {
  filter: ProductFilter;
  /** The requested sort key, checked against the store's sorting elements later. */
  sort: string | undefined;
  /** ALL_PAGES (-1) or a page from 1. */
  pageNumber: number;
  pageLimit: number;
  /** facets=counts: count the products per filter value too. */
  facets: boolean;
}

const PRICE = /^\d{1,6}(\.\d{1,2})?$/;
const RATING = /^\d(\.\d)?$/;

export function readProductListQuery(params: QueryParams): ProductListRequest {
  const pageLimit = optionalIntegerInRange(params, 'page-limit', {
    min: 1,
    max: MAX_PAGE_LIMIT,
    fallback: PAGE_LIMIT,
  });
  const page = readPage(params, 'page-number', pageLimit, 1);
  const minPrice = readPrice(params, 'min-price');
  const maxPrice = readPrice(params, 'max-price');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw badRequest('The lowest price must not be greater than the highest price.');
  }
  const search = params.get('search');
  return {
    filter: {
      categoryId: optionalPositiveInteger(params, 'category-id'),
      vendorId: optionalPositiveInteger(params, 'vendor-id'),
      productType: optionalOneOf(params, 'product-type', PRODUCT_TYPES),
      minPrice,
      maxPrice,
      minRating: readRating(params, 'min-rating'),
      inStockOnly:
        (optionalOneOf(params, 'availability', ['in_stock', 'all'] as const) ?? 'all') === 'in_stock',
      search: search === undefined ? undefined : parseSearch('search', search),
    },
    sort: params.get('sort'),
    pageNumber: page.limit === null ? ALL_PAGES : page.offset / pageLimit + 1,
    pageLimit,
    facets: optionalOneOf(params, 'facets', ['counts'] as const) === 'counts',
  };
}

/** Major units, 0 to 500000, at most two decimals; answered in minor units. */
function readPrice(params: QueryParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === undefined) return undefined;
  const value = PRICE.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 0 && value <= MAX_PRICE)) {
    throw badRequest('“{field}” must be a number from 0 to {max} with at most 2 decimals.', {
      field: name,
      max: MAX_PRICE,
    });
  }
  return toMinor(value);
}

/** 1 to 5, at most one decimal (ratings are shown with one). */
function readRating(params: QueryParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === undefined) return undefined;
  const value = RATING.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 1 && value <= 5))
    throw badRequest('“{field}” must be a number from 1 to 5.', { field: name });
  return value;
}
