// A product id from a path or query names a product of the request's store, or it is a 404:
// another store's product is as unknown as one that does not exist. A product page's render checks
// its product in four API calls: it is read once per request (reads-of-one-request.ts).
import type { Queryable } from '../db/db.ts';
import { readOncePerRequest } from '../db/reads-of-one-request.ts';
import { notFound } from '../http/http-error.ts';

export interface ProductRef {
  id: number;
  category_id: number;
  vendor_id: number;
  rating: number;
  rating_count: number;
  product_type: string;
}

export const PRODUCT_NOT_FOUND = 'Product not found';

/** Frozen: one request's callers share it. */
export async function requireProduct(db: Queryable, storeId: number, productId: number): Promise<ProductRef> {
  const product = await readOncePerRequest(db, `product ${productId} of store ${storeId}`, async () => {
    const [row] = await db.query<ProductRef>(
      `SELECT id, category_id, vendor_id, rating, rating_count, product_type
       FROM products WHERE id = $1 AND store_id = $2`,
      [productId, storeId],
    );
    return row ? Object.freeze(row) : null;
  });
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}
