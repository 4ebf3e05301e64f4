// POST customer-cart: each entry adds its product, or increases the product's line by its quantity.
//
// A plain add is all or nothing: any entry that cannot be added (an unknown product, another
// store's, a quantity that is not a whole number, one out of stock, a slot the product does not
// have, a total over the line's limit, a cart already full) refuses the whole request, whose
// transaction then rolls back. The guest-cart merge is forgiving instead, because its entries may
// be days old: quantities are capped at the line's limit, and products gone, of another store, out
// of stock or beyond a full cart are skipped, so one stale entry never loses the rest of the merge.
import { MAX_CART_LINES } from '../../contracts/cfs.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest } from '../http/http-error.ts';
import { msg } from '../i18n/server-message.ts';
import type { RequestedEntry } from './cart-request.ts';
import { isQuantity, lineLimitSql, notAQuantity, outOfStock, overLimit } from './line-limit.ts';
import { loadRequestedProducts, type RequestedProduct, requireStoreProduct } from './requested-products.ts';

export type AddMode = 'strict' | 'merge';

export const cartFull = () =>
  msg('Your cart can hold at most {max} different products.', { max: MAX_CART_LINES });
export const notASlotOf = (productName: string, _slotId: number) =>
  msg('This time slot is not offered for {name}.', { name: productName });

export interface LineChange {
  productId: number;
  /** At most the product's limit (never a huge number into SQL). */
  quantity: number;
  slotId: number | null;
}

/** Applies the entries in order; call inside a transaction that holds the customer's lock. */
export async function addEntries(
  tx: Queryable,
  customerId: string,
  storeId: number,
  entries: readonly RequestedEntry[],
  mode: AddMode,
): Promise<void> {
  const products = await loadRequestedProducts(
    tx,
    entries.map((entry) => entry.product),
  );
  const inCart = new Set(
    (
      await tx.query<{ product_id: number }>('SELECT product_id FROM cart_items WHERE customer_id = $1', [
        customerId,
      ])
    ).map((row) => row.product_id),
  );
  for (const entry of entries) {
    if (mode === 'strict') {
      const product = requireStoreProduct(products, storeId, entry.product);
      const change = strictChange(product, entry, inCart);
      if ((await addToLine(tx, customerId, change, 'strict')) === null) {
        throw badRequest(overLimit(product.name, product.limit));
      }
    } else {
      const product = products.get(entry.product);
      if (!product || product.storeId !== storeId) continue;
      const change = mergeChange(product, entry, inCart);
      if (change === null) continue;
      await addToLine(tx, customerId, change, 'merge');
    }
    inCart.add(entry.product);
  }
}

function strictChange(product: RequestedProduct, entry: RequestedEntry, inCart: Set<number>): LineChange {
  if (!isQuantity(entry.quantity)) throw badRequest(notAQuantity(product.name));
  if (product.limit === 0) throw badRequest(outOfStock(product.name));
  if (entry.slotId !== null && !product.slotIds.includes(entry.slotId)) {
    throw badRequest(notASlotOf(product.name, entry.slotId));
  }
  if (!inCart.has(product.id) && inCart.size >= MAX_CART_LINES) throw badRequest(cartFull());
  if (entry.quantity > product.limit) throw badRequest(overLimit(product.name, product.limit));
  return { productId: product.id, quantity: entry.quantity, slotId: entry.slotId };
}

/** null: skip the entry. A malformed quantity is still refused: that is a broken request, not a stale one. */
function mergeChange(
  product: RequestedProduct,
  entry: RequestedEntry,
  inCart: Set<number>,
): LineChange | null {
  if (!isQuantity(entry.quantity)) throw badRequest(notAQuantity(product.name));
  if (product.limit === 0) return null;
  if (!inCart.has(product.id) && inCart.size >= MAX_CART_LINES) return null;
  // A slot the product no longer offers: the product still comes over, without the slot.
  const slotId = entry.slotId !== null && product.slotIds.includes(entry.slotId) ? entry.slotId : null;
  return { productId: product.id, quantity: Math.min(entry.quantity, product.limit), slotId };
}

/**
 * Adds `quantity` to the customer's line of the product, creating the line when there is none, in
 * one statement with the product's limit read inside it: concurrent adds to one line each see the
 * other's committed quantity (the row lock of ON CONFLICT DO UPDATE), so no increment is lost even
 * without the customer's lock. 'strict' adds nothing when the total would pass the limit; 'merge'
 * caps the total at it. A new slot replaces the line's; no slot keeps it. Returns the line's new
 * quantity, or null when nothing was added.
 */
export async function addToLine(
  db: Queryable,
  customerId: string,
  change: LineChange,
  mode: AddMode,
): Promise<number | null> {
  const limit = lineLimitSql('p');
  const limitOfLine = `(SELECT ${limit} FROM products p WHERE p.id = line.product_id)`;
  const total = 'line.quantity + EXCLUDED.quantity';
  const strict = mode === 'strict';
  const rows = await db.query<{ quantity: number }>(
    `INSERT INTO cart_items AS line (customer_id, product_id, quantity, slot_id)
     SELECT $1::uuid, p.id, least($3::int, ${limit}), $4::int FROM products p
     WHERE p.id = $2::int AND ${limit} >= 1 ${strict ? `AND $3::int <= ${limit}` : ''}
     ON CONFLICT (customer_id, product_id) DO UPDATE SET
       quantity = ${strict ? total : `least(${total}, ${limitOfLine})`},
       slot_id = coalesce(EXCLUDED.slot_id, line.slot_id),
       updated_at = now()
     ${strict ? `WHERE ${total} <= ${limitOfLine}` : ''}
     RETURNING line.quantity`,
    [customerId, change.productId, change.quantity, change.slotId],
  );
  return rows[0]?.quantity ?? null;
}
