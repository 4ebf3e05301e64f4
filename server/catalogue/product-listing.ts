// GET products: one page of the store's products matching the filters, in the requested order,
// with the total. Each filter and sort reads an indexed column of products (015_products.sql);
// category and vendor names are joined to the page only. Totals for filters on category, vendor,
// type and availability alone come from product_facets (022_product_facets.sql), not a count.
import { ALL_PAGES } from '../../contracts/paging.ts';
import type { ProductPage } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import { categoryWithDescendants } from './categories.ts';
import { ALL_PAGES_CAP, type ProductListRequest } from './product-list-query.ts';
import { querySummaries } from './product-summary.ts';
import { orderByOf } from './sort-orders.ts';
import { resolveSortKey } from './sorting-elements.ts';

export async function listProducts(
  db: Queryable,
  storeId: number,
  { filter, sort, pageNumber, pageLimit }: ProductListRequest,
): Promise<ProductPage> {
  const sortKey = await resolveSortKey(db, storeId, sort);
  const limit = pageNumber === ALL_PAGES ? ALL_PAGES_CAP : pageLimit;
  const offset = pageNumber === ALL_PAGES ? 0 : (pageNumber - 1) * pageLimit;
  const answer = (products: ProductPage['products'], total: number): ProductPage => ({
    products,
    total_count: total,
    page_number: pageNumber,
    page_limit: limit,
  });

  const params: unknown[] = [storeId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['p.store_id = $1'];
  if (filter.categoryId !== undefined) {
    const ids = await categoryWithDescendants(db, storeId, filter.categoryId);
    // A category the store does not have holds no products.
    if (ids.length === 0) return answer([], 0);
    where.push(
      ids.length === 1 ? `p.category_id = ${param(ids[0])}` : `p.category_id = ANY(${param(ids)}::int[])`,
    );
  }
  if (filter.vendorId !== undefined) where.push(`p.vendor_id = ${param(filter.vendorId)}`);
  if (filter.productType !== undefined) where.push(`p.product_type = ${param(filter.productType)}`);
  if (filter.minPrice !== undefined) where.push(`p.selling_price >= ${param(filter.minPrice)}`);
  if (filter.maxPrice !== undefined) where.push(`p.selling_price <= ${param(filter.maxPrice)}`);
  if (filter.minRating !== undefined) where.push(`p.rating >= ${param(filter.minRating)}`);
  if (filter.inStockOnly) where.push('p.in_stock');
  let rank: string | null = null;
  if (filter.search !== undefined) {
    const query = `to_tsquery('simple', ${param(filter.search)})`;
    where.push(`p.search @@ ${query}`);
    rank = `ts_rank(p.search, ${query})`;
  }
  const conditions = where.join(' AND ');
  const filterParams = [...params];

  const products = await querySummaries(
    db,
    `SELECT p.id FROM products p WHERE ${conditions}
     ORDER BY ${orderByOf(sortKey, rank)} LIMIT ${param(limit)} OFFSET ${param(offset)}`,
    params,
  );

  // A short page that is not empty tells the total without counting.
  if (products.length > 0 && products.length < limit) return answer(products, offset + products.length);
  // product_facets has the columns of these filters under the same names.
  const facetsOnly =
    filter.minPrice === undefined &&
    filter.maxPrice === undefined &&
    filter.minRating === undefined &&
    filter.search === undefined;
  const [count] = await db.query<{ total: number }>(
    facetsOnly
      ? `SELECT coalesce(sum(p.product_count), 0)::int AS total FROM product_facets p WHERE ${conditions}`
      : `SELECT count(*)::int AS total FROM products p WHERE ${conditions}`,
    filterParams,
  );
  return answer(products, count?.total ?? 0);
}
