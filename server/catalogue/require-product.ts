// A product id from a path or query names a product of the request's store, or it is a 404:
// another store's product is as unknown as one that does not exist.
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';

export interface ProductRef {
  id: number;
  category_id: number;
  vendor_id: number;
  rating: number;
  rating_count: number;
}

export const PRODUCT_NOT_FOUND = 'Product not found';

export async function requireProduct(db: Queryable, storeId: number, productId: number): Promise<ProductRef> {
  const [product] = await db.query<ProductRef>(
    'SELECT id, category_id, vendor_id, rating, rating_count FROM products WHERE id = $1 AND store_id = $2',
    [productId, storeId],
  );
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}
