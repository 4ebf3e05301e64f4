// The products a listing would show per filter value (GET products with facets=counts), counted in
// the listing's own request. Each facet leaves its own filter out and keeps the others, so a
// shopper sees what another value would give. Without a price, rating or search filter the counts
// are sums over product_facets (a few hundred rows per store); with one, they count the store's
// matching products. Every query is scoped to the store; vendors are capped at MAX_FACET_VENDORS.
import { MAX_FACET_VENDORS, type ProductFacets, type ProductTypeName } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import { type FacetName, type filterConditions, whereClause } from './product-filter-sql.ts';
import type { ProductFilter } from './product-list-query.ts';

export const NO_FACETS: ProductFacets = {
  categories: [],
  vendors: [],
  product_types: [],
  ratings: [],
  in_stock: 0,
};

/** The "& up" ratings a shopper can choose, as the listing's filter offers them. */
const MIN_RATINGS = [4, 3, 2, 1] as const;

type Conditions = ReturnType<typeof filterConditions>;

export async function countFacets(
  db: Queryable,
  storeId: number,
  conditions: Conditions,
  filter: ProductFilter,
): Promise<ProductFacets> {
  // Counted one after the other: a PGlite connection answers one query at a time anyway.
  const categories = await countCategories(db, storeId, conditions);
  const vendors = await countBy<number>(db, storeId, conditions, 'vendor', 'vendor_id', {
    first: filter.vendorId,
    limit: MAX_FACET_VENDORS,
  });
  const productTypes = await countBy<ProductTypeName>(db, storeId, conditions, 'type', 'product_type');
  const ratings = await countRatings(db, storeId, conditions);
  const inStock = await countInStock(db, storeId, conditions);
  return { categories, vendors, product_types: productTypes, ratings, in_stock: inStock };
}

/** Sums product_facets when it can answer, else counts products. */
function source(facetTable: boolean) {
  return facetTable
    ? { from: 'product_facets p', count: 'sum(p.product_count)' }
    : { from: 'products p', count: 'count(*)' };
}

/** Per category, each counting its descendants' products (a category's path holds its ancestors). */
async function countCategories(db: Queryable, storeId: number, conditions: Conditions) {
  const where = whereClause(storeId, conditions, 'category');
  const { from, count } = source(where.facetTable);
  return db.query<{ value: number; count: number }>(
    `SELECT ancestor.id AS value, sum(leaf.n)::int AS count
     FROM (SELECT p.category_id, ${count} AS n FROM ${from} WHERE ${where.sql} GROUP BY p.category_id) leaf
     JOIN categories c ON c.store_id = $1 AND c.id = leaf.category_id
     CROSS JOIN LATERAL unnest(c.path) AS ancestor (id)
     GROUP BY ancestor.id
     ORDER BY ancestor.id`,
    where.params,
  );
}

async function countBy<T>(
  db: Queryable,
  storeId: number,
  conditions: Conditions,
  facet: FacetName,
  column: 'vendor_id' | 'product_type',
  bound?: { first: number | undefined; limit: number },
) {
  const where = whereClause(storeId, conditions, facet);
  const { from, count } = source(where.facetTable);
  // The chosen value first, so a cap never drops it; then the most products.
  const order = bound
    ? `ORDER BY (p.${column} = ${where.param(bound.first ?? 0)}) DESC, count DESC, value LIMIT ${where.param(bound.limit)}`
    : 'ORDER BY value';
  return db.query<{ value: T; count: number }>(
    `SELECT p.${column} AS value, ${count}::int AS count FROM ${from} WHERE ${where.sql}
     GROUP BY p.${column} ${order}`,
    where.params,
  );
}

async function countRatings(db: Queryable, storeId: number, conditions: Conditions) {
  const where = whereClause(storeId, conditions, 'rating');
  const columns = MIN_RATINGS.map(
    (stars) => `count(*) FILTER (WHERE p.rating >= ${stars})::int AS r${stars}`,
  );
  const [row] = await db.query<Record<string, number>>(
    `SELECT ${columns.join(', ')} FROM products p WHERE ${where.sql}`,
    where.params,
  );
  return MIN_RATINGS.map((stars) => ({ value: stars, count: row?.[`r${stars}`] ?? 0 })).filter(
    (entry) => entry.count > 0,
  );
}

async function countInStock(db: Queryable, storeId: number, conditions: Conditions) {
  const where = whereClause(storeId, conditions, 'inStock');
  const { from, count } = source(where.facetTable);
  const [row] = await db.query<{ count: number }>(
    `SELECT coalesce(${count}, 0)::int AS count FROM ${from} WHERE ${where.sql} AND p.in_stock`,
    where.params,
  );
  return row?.count ?? 0;
}
