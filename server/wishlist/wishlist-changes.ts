// POST, DELETE customer-wishlist/{id} and DELETE customer-wishlist. Adding a product already there
// changes nothing; an entry is found by its id and the customer together, so another customer's
// id is as unknown as one that never existed (404, nothing changed). Call inside a transaction that
// holds the customer's lock.
import { loadRequestedProducts, requireStoreProduct } from '../cart/requested-products.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { msg } from '../i18n/server-message.ts';
import { MAX_WISHLIST_ITEMS } from './wishlist-page.ts';

export const WISHLIST_ITEM_NOT_FOUND = 'Wish-list item not found';
export const wishlistFull = () =>
  msg('Your wish list can hold at most {max} products.', { max: MAX_WISHLIST_ITEMS });

export async function addToWishlist(
  tx: Queryable,
  customerId: string,
  storeId: number,
  productId: number,
): Promise<void> {
  requireStoreProduct(await loadRequestedProducts(tx, [productId]), storeId, productId);
  const [state] = await tx.query<{ present: boolean; count: number }>(
    `SELECT bool_or(product_id = $2) IS TRUE AS present, count(*)::int AS count
     FROM wishlist_items WHERE customer_id = $1`,
    [customerId, productId],
  );
  if (state?.present) return;
  if ((state?.count ?? 0) >= MAX_WISHLIST_ITEMS) throw badRequest(wishlistFull());
  await tx.query(
    `INSERT INTO wishlist_items (customer_id, product_id) VALUES ($1, $2)
     ON CONFLICT (customer_id, product_id) DO NOTHING`,
    [customerId, productId],
  );
}

export async function removeFromWishlist(
  tx: Queryable,
  customerId: string,
  wishlistId: number,
): Promise<void> {
  const removed = await tx.query(
    'DELETE FROM wishlist_items WHERE id = $1 AND customer_id = $2 RETURNING id',
    [wishlistId, customerId],
  );
  if (removed.length === 0) throw notFound(WISHLIST_ITEM_NOT_FOUND);
}

export async function emptyWishlist(tx: Queryable, customerId: string): Promise<void> {
  await tx.query('DELETE FROM wishlist_items WHERE customer_id = $1', [customerId]);
}
