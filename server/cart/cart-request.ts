// Reading the cart's requests: the add-to-cart payload (SPEC section 3: customer_cart[] of
// {product, cart_quantity}, plus an optional slot_id), the quantity of an update, and the merge's
// Idempotency-Key. Shapes are checked here; whether a quantity fits the product is checked once the
// product is known, so that the message can name it.
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, MAX_CART_LINES } from '../../contracts/cfs.ts';
import { badRequest } from '../http/http-error.ts';
import { isJsonId, isJsonObject } from '../http/json-object.ts';

export interface RequestedEntry {
  product: number;
  /** A finite number; checked against the product later (isQuantity, its limit). */
  quantity: number;
  slotId: number | null;
}

export function parseAddToCart(body: Record<string, unknown>): RequestedEntry[] {
  const list = body.customer_cart;
  if (list === undefined || list === null) throw badRequest('customer_cart is required');
  if (!Array.isArray(list)) throw badRequest('customer_cart must be a list of {product, cart_quantity}');
  if (list.length === 0) throw badRequest('customer_cart must name at least one product');
  if (list.length > MAX_CART_LINES) {
    throw badRequest('customer_cart may name at most {max} products.', { max: MAX_CART_LINES });
  }
  return list.map((entry: unknown, index) => {
    const name = `customer_cart[${index}]`;
    if (!isJsonObject(entry))
      throw badRequest('{field} must be an object with product and cart_quantity.', { field: name });
    if (!isJsonId(entry.product))
      throw badRequest('“{field}” must be a positive whole number.', { field: `${name}.product` });
    const slotId = entry.slot_id ?? null;
    if (slotId !== null && !isJsonId(slotId))
      throw badRequest('“{field}” must be a positive whole number.', { field: `${name}.slot_id` });
    return {
      product: entry.product,
      quantity: readQuantity(entry.cart_quantity, `${name}.cart_quantity`),
      slotId,
    };
  });
}

/** PUT customer-cart/{id}: the new quantity (a number; checked against the line's product later). */
export function parseCartQuantity(body: Record<string, unknown>): number {
  return readQuantity(body.cart_quantity, 'cart_quantity');
}

function readQuantity(value: unknown, name: string): number {
  if (value === undefined || value === null) throw badRequest('“{field}” is required.', { field: name });
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw badRequest('“{field}” must be a number.', { field: name });
  return value;
}

/** The merge's key, or null for a plain add; a key that is present must be well formed. */
export function parseIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw badRequest('{field} must be 8 to 128 letters, digits, hyphens or underscores.', {
      field: IDEMPOTENCY_KEY_HEADER,
    });
  }
  return header;
}
