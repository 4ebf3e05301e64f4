// GET faqs/{productId}: the product's own FAQs, then those for its product type, then the store's,
// each in the seller's order.
import type { Faq } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import { requireProduct } from './require-product.ts';

export async function loadFaqs(db: Queryable, storeId: number, productId: number): Promise<Faq[]> {
  const product = await requireProduct(db, storeId, productId);
  return db.query<Faq>(
    `SELECT id AS faq_id, question, answer FROM (
       SELECT id, question, answer, 0 AS scope, sort_order FROM faqs WHERE product_id = $1
       UNION ALL
       SELECT id, question, answer, CASE WHEN product_type IS NULL THEN 2 ELSE 1 END, sort_order
       FROM faqs WHERE store_id = $2 AND product_id IS NULL AND (product_type IS NULL OR product_type = $3)
     ) f
     ORDER BY scope, sort_order, id`,
    [productId, storeId, product.product_type],
  );
}
