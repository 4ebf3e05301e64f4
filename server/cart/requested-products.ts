// The products a cart or wish-list request names, with what the cart's rules need: the store that
// sells each, its line limit and its service slots. An unknown id is a 404; another store's product
// is a 400 that does not show its name (the customer shops in their own store only).
import { PRODUCT_NOT_FOUND } from '../catalogue/require-product.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { msg } from '../i18n/server-message.ts';
import { lineLimitSql } from './line-limit.ts';

export interface RequestedProduct {
  id: number;
  name: string;
  storeId: number;
  /** The most one cart line may hold; 0 when out of stock. */
  limit: number;
  /** Its service slots (Service and Packaged Service products). */
  slotIds: number[];
}

interface ProductRow {
  id: number;
  name: string;
  store_id: number;
  line_limit: number;
  slot_ids: number[];
}

export async function loadRequestedProducts(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, RequestedProduct>> {
  const rows = await db.query<ProductRow>(
    `SELECT p.id, p.name, p.store_id, ${lineLimitSql('p')} AS line_limit,
            ARRAY(SELECT s.id FROM service_slots s WHERE s.product_id = p.id ORDER BY s.id) AS slot_ids
     FROM products p WHERE p.id = ANY($1::int[])`,
    [[...new Set(ids)]],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, storeId: row.store_id, limit: row.line_limit, slotIds: row.slot_ids },
    ]),
  );
}

export const notSoldHere = (_productId: number) => msg('This product is not sold in this store.');

/** The product, or 404 (unknown) / 400 (another store's). */
export function requireStoreProduct(
  found: ReadonlyMap<number, RequestedProduct>,
  storeId: number,
  productId: number,
): RequestedProduct {
  const product = found.get(productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (product.storeId !== storeId) throw badRequest(notSoldHere(productId));
  return product;
}
