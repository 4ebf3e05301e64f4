// GET product-description/{productId}: the summary plus description, business rules, bundle
// contents, service slots and the category breadcrumb.
import type { BusinessRule, ProductDetails, ServiceSlot } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';
import { loadCategoryPath } from './categories.ts';
import {
  querySummaries,
  SUMMARY_COLUMNS,
  SUMMARY_JOIN,
  type SummaryRow,
  toProductSummary,
} from './product-summary.ts';
import { PRODUCT_NOT_FOUND } from './require-product.ts';

export async function loadProductDetails(
  db: Queryable,
  storeId: number,
  productId: number,
): Promise<ProductDetails> {
  const [row] = await db.query<SummaryRow & { description: string }>(
    `SELECT ${SUMMARY_COLUMNS}, p.description FROM products p ${SUMMARY_JOIN}
     WHERE p.id = $1 AND p.store_id = $2`,
    [productId, storeId],
  );
  if (!row) throw notFound(PRODUCT_NOT_FOUND);

  const [businessRules, bundledProducts, serviceSlots, categoryPath] = await Promise.all([
    db.query<BusinessRule>(
      'SELECT label, value FROM product_business_rules WHERE product_id = $1 ORDER BY sort_order, label',
      [productId],
    ),
    querySummaries(
      db,
      `SELECT p.id FROM product_bundle_items b JOIN products p ON p.id = b.item_id
       WHERE b.bundle_id = $1 AND p.store_id = $2 ORDER BY b.sort_order, p.id`,
      [productId, storeId],
    ),
    db.query<ServiceSlot>(
      `SELECT id AS slot_id, days, to_char(start_time, 'HH24:MI') AS start_time,
              to_char(end_time, 'HH24:MI') AS end_time, duration
       FROM service_slots WHERE product_id = $1 ORDER BY start_time, id`,
      [productId],
    ),
    loadCategoryPath(db, row.category_id),
  ]);

  return {
    ...toProductSummary(row),
    description: row.description,
    business_rules: businessRules,
    bundled_products: bundledProducts,
    service_slots: serviceSlots,
    category_path: categoryPath,
  };
}
