// GET products: one page of the store's products matching the filters, in the requested order,
// with the total, and with facets=counts the products per filter value (product-facets.ts). Each
// filter and sort reads an indexed column of products (015_products.sql); category and vendor
// names are joined to the page only. Totals for filters on category, vendor, type and
// availability alone come from product_facets (022_product_facets.sql), not a count.
import { ALL_PAGES } from '../../contracts/paging.ts';
import type { ProductFacets, ProductPage } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import { categoryWithDescendants } from './categories.ts';
import { countFacets, NO_FACETS } from './product-facets.ts';
import { filterConditions, whereClause } from './product-filter-sql.ts';
import { ALL_PAGES_CAP, type ProductListRequest } from './product-list-query.ts';
import { querySummaries } from './product-summary.ts';
import { orderByOf } from './sort-orders.ts';
import { resolveSortKey } from './sorting-elements.ts';

export async function listProducts(
  db: Queryable,
  storeId: number,
  { filter, sort, pageNumber, pageLimit, facets }: ProductListRequest,
): Promise<ProductPage> {
  const sortKey = await resolveSortKey(db, storeId, sort);
  const limit = pageNumber === ALL_PAGES ? ALL_PAGES_CAP : pageLimit;
  const offset = pageNumber === ALL_PAGES ? 0 : (pageNumber - 1) * pageLimit;
  const answer = (
    products: ProductPage['products'],
    total: number,
    counts: ProductFacets | undefined,
  ): ProductPage => ({
    products,
    total_count: total,
    page_number: pageNumber,
    page_limit: limit,
    ...(counts && { facets: counts }),
  });

  let categoryIds: number[] | undefined;
  if (filter.categoryId !== undefined) {
    categoryIds = await categoryWithDescendants(db, storeId, filter.categoryId);
    // A category the store does not have holds no products.
    if (categoryIds.length === 0) return answer([], 0, facets ? NO_FACETS : undefined);
  }
  const conditions = filterConditions(filter, categoryIds);
  const where = whereClause(storeId, conditions);
  const filterParams = [...where.params];

  const products = await querySummaries(
    db,
    `SELECT p.id FROM products p WHERE ${where.sql}
     ORDER BY ${orderByOf(sortKey, where.rank)} LIMIT ${where.param(limit)} OFFSET ${where.param(offset)}`,
    where.params,
  );
  const counts = facets ? await countFacets(db, storeId, conditions, filter) : undefined;

  // A short page that is not empty tells the total without counting.
  if (products.length > 0 && products.length < limit) {
    return answer(products, offset + products.length, counts);
  }
  // product_facets has the columns of these filters under the same names.
  const [count] = await db.query<{ total: number }>(
    where.facetTable
      ? `SELECT coalesce(sum(p.product_count), 0)::int AS total FROM product_facets p WHERE ${where.sql}`
      : `SELECT count(*)::int AS total FROM products p WHERE ${where.sql}`,
    filterParams,
  );
  return answer(products, count?.total ?? 0, counts);
}
