// PUT, DELETE customer-cart/{id} and DELETE customer-cart: a line is found by its id and the
// customer together, so another customer's line id is as unknown as one that never existed (404,
// nothing changed). Call inside a transaction that holds the customer's lock.
import type { Queryable } from '../db/db.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { isQuantity, lineLimitSql, notAQuantity, outOfStock, overLimit } from './line-limit.ts';

export const CART_ITEM_NOT_FOUND = 'Cart item not found';

/** Sets the line's quantity: a whole number from 1 to the line's limit. */
export async function setLineQuantity(
  tx: Queryable,
  customerId: string,
  cartItemId: number,
  quantity: number,
): Promise<void> {
  const [line] = await tx.query<{ name: string; line_limit: number }>(
    `SELECT p.name, ${lineLimitSql('p')} AS line_limit
     FROM cart_items l JOIN products p ON p.id = l.product_id
     WHERE l.id = $1 AND l.customer_id = $2`,
    [cartItemId, customerId],
  );
  if (!line) throw notFound(CART_ITEM_NOT_FOUND);
  if (!isQuantity(quantity)) throw badRequest(notAQuantity(line.name));
  if (line.line_limit === 0) throw badRequest(outOfStock(line.name));
  if (quantity > line.line_limit) throw badRequest(overLimit(line.name, line.line_limit));
  // The limit is checked again in the write itself: stock may have moved since the read.
  const updated = await tx.query(
    `UPDATE cart_items l SET quantity = $3, updated_at = now() FROM products p
     WHERE l.id = $1 AND l.customer_id = $2 AND p.id = l.product_id AND $3 <= ${lineLimitSql('p')}
     RETURNING l.id`,
    [cartItemId, customerId, quantity],
  );
  if (updated.length === 0) throw badRequest(overLimit(line.name, line.line_limit));
}

export async function removeLine(tx: Queryable, customerId: string, cartItemId: number): Promise<void> {
  const removed = await tx.query('DELETE FROM cart_items WHERE id = $1 AND customer_id = $2 RETURNING id', [
    cartItemId,
    customerId,
  ]);
  if (removed.length === 0) throw notFound(CART_ITEM_NOT_FOUND);
}

export async function emptyCart(tx: Queryable, customerId: string): Promise<void> {
  await tx.query('DELETE FROM cart_items WHERE customer_id = $1', [customerId]);
}
