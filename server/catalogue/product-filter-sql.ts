// The WHERE clause of a products query for a listing's filters, each condition named by the filter
// it comes from, so that the facet counts can leave one filter out (product-facets.ts).
import type { ProductFilter } from './product-list-query.ts';

/** The filters whose values the listing counts (price has a range, not values). */
export type FacetName = 'category' | 'vendor' | 'type' | 'rating' | 'inStock';

interface Condition {
  facet?: FacetName;
  /** true when product_facets has the column (category, vendor, type, stock). */
  facetTable: boolean;
  sql: (param: (value: unknown) => string) => string;
  /** The search text's condition: its query also ranks the results. */
  search?: boolean;
}

/** The conditions of `filter`; `categoryIds` are the chosen category and its descendants. */
export function filterConditions(filter: ProductFilter, categoryIds: readonly number[] | undefined) {
  const conditions: Condition[] = [];
  if (categoryIds !== undefined) {
    conditions.push({
      facet: 'category',
      facetTable: true,
      sql: (param) =>
        categoryIds.length === 1
          ? `p.category_id = ${param(categoryIds[0])}`
          : `p.category_id = ANY(${param(categoryIds)}::int[])`,
    });
  }
  const { vendorId, productType, minPrice, maxPrice, minRating, search } = filter;
  if (vendorId !== undefined) {
    conditions.push({
      facet: 'vendor',
      facetTable: true,
      sql: (param) => `p.vendor_id = ${param(vendorId)}`,
    });
  }
  if (productType !== undefined) {
    conditions.push({
      facet: 'type',
      facetTable: true,
      sql: (param) => `p.product_type = ${param(productType)}`,
    });
  }
  // On the price a shopper may see (migration 070): a hidden price matches no range, so asking
  // ranges cannot narrow it down.
  if (minPrice !== undefined) {
    conditions.push({ facetTable: false, sql: (param) => `p.shown_price >= ${param(minPrice)}` });
  }
  if (maxPrice !== undefined) {
    conditions.push({ facetTable: false, sql: (param) => `p.shown_price <= ${param(maxPrice)}` });
  }
  if (minRating !== undefined) {
    conditions.push({
      facet: 'rating',
      facetTable: false,
      sql: (param) => `p.rating >= ${param(minRating)}`,
    });
  }
  if (filter.inStockOnly) conditions.push({ facet: 'inStock', facetTable: true, sql: () => 'p.in_stock' });
  if (search !== undefined) {
    conditions.push({
      facetTable: false,
      search: true,
      sql: (param) => `p.search @@ to_tsquery('simple', ${param(search)})`,
    });
  }
  return conditions;
}

/**
 * A WHERE clause for the store ($1) and the conditions but `except`'s, with its parameters (more
 * can be added with `param`), and whether product_facets can answer it.
 */
export function whereClause(storeId: number, conditions: readonly Condition[], except?: FacetName) {
  const params: unknown[] = [storeId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const kept = conditions.filter((condition) => except === undefined || condition.facet !== except);
  let searchQuery: string | null = null;
  const sql = [
    'p.store_id = $1',
    ...kept.map((condition) =>
      condition.sql((value) => {
        const placeholder = param(value);
        if (condition.search) searchQuery = `to_tsquery('simple', ${placeholder})`;
        return placeholder;
      }),
    ),
  ].join(' AND ');
  // How well a product matches the search text, for the relevance order (null without a search).
  // (Set in the callback above, which the compiler's narrowing does not follow.)
  const query = searchQuery as string | null;
  const rank = query === null ? null : `ts_rank(p.search, ${query})`;
  return { sql, params, param, rank, facetTable: kept.every((condition) => condition.facetTable) };
}
