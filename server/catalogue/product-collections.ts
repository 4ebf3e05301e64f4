// The home and product pages' ready-made lists: recommendations (best rated that can be bought
// now), deals (discounted and in stock, biggest discount first) and similar products (the same
// category, in-stock and best rated first).
import type { ProductSummary } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import type { Page } from '../http/pagination.ts';
import { querySummaries } from './product-summary.ts';
import { requireProduct } from './require-product.ts';

export function loadRecommendations(
  db: Queryable,
  storeId: number,
  limit: number,
): Promise<ProductSummary[]> {
  return querySummaries(
    db,
    `SELECT p.id FROM products p
     WHERE p.store_id = $1 AND p.in_stock AND p.rating_count > 0
     ORDER BY p.rating DESC, p.rating_count DESC, p.id LIMIT $2`,
    [storeId, limit],
  );
}

export function loadDeals(db: Queryable, storeId: number, page: Page): Promise<ProductSummary[]> {
  return querySummaries(
    db,
    `SELECT p.id FROM products p
     WHERE p.store_id = $1 AND p.in_stock AND p.shown_price < p.product_price
     ORDER BY p.shown_discount_percent DESC, p.id LIMIT $2 OFFSET $3`,
    [storeId, page.limit, page.offset],
  );
}

export async function loadSimilarProducts(
  db: Queryable,
  storeId: number,
  productId: number,
  limit: number,
): Promise<ProductSummary[]> {
  const product = await requireProduct(db, storeId, productId);
  return querySummaries(
    db,
    `SELECT p.id FROM products p
     WHERE p.store_id = $1 AND p.category_id = $2 AND p.id <> $3
     ORDER BY p.in_stock DESC, p.rating DESC, p.id LIMIT $4`,
    [storeId, product.category_id, productId, limit],
  );
}
