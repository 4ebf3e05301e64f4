// Creating a checkout and changing it: addresses, a service item's slot, the coupon and the payment
// methods. Each change runs under the customer's lock, on an open checkout (one already ordered is
// a 409: its order is what it is), and is checked against the server's own data.
import { MAX_CART_LINES } from '../../contracts/cfs.ts';
import { requireAddress } from '../addresses/addresses.ts';
import { notASlotOf } from '../cart/add-to-cart.ts';
import { outOfStock, overLimit } from '../cart/line-limit.ts';
import { loadRequestedProducts, requireStoreProduct } from '../cart/requested-products.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import type { CreateCheckout } from './checkout-request.ts';
import { type CheckoutState, checkoutPaymentModes, loadCheckout } from './checkout-state.ts';
import { evaluateCoupon } from './checkout-totals.ts';
import { COUPON_NOT_VALID, findCouponByCode } from './coupons.ts';

export const CHECKOUT_ORDERED = 'This checkout has already been ordered.';
export const CHECKOUT_ITEM_NOT_FOUND = 'Checkout item not found';
export const EMPTY_CART = 'Your cart is empty.';
/** Open checkouts a customer keeps; the oldest go when a new one would pass this. */
export const MAX_OPEN_CHECKOUTS = 20;
/** Open checkouts older than this are removed when the customer starts another. */
const OPEN_CHECKOUT_DAYS = 7;

/** Creates the checkout with the customer's default addresses; answers its id. Call under the customer's lock. */
export async function createCheckout(
  tx: Queryable,
  customerId: string,
  storeId: number,
  request: CreateCheckout,
): Promise<string> {
  const entries = request.source === 'cart' ? await cartEntries(tx, customerId, storeId) : [request];
  if (entries.length === 0) throw badRequest(EMPTY_CART);
  const products = await loadRequestedProducts(
    tx,
    entries.map((entry) => entry.product),
  );
  for (const entry of entries) {
    const product = requireStoreProduct(products, storeId, entry.product);
    if (product.limit === 0) throw badRequest(outOfStock(product.name));
    if (entry.quantity > product.limit) throw badRequest(overLimit(product.name, product.limit));
    if (entry.slotId !== null && !product.slotIds.includes(entry.slotId)) {
      throw badRequest(notASlotOf(product.name, entry.slotId));
    }
  }
  await pruneOpenCheckouts(tx, customerId);
  const [created] = await tx.query<{ id: string }>(
    `INSERT INTO checkouts (customer_id, store_id, source, delivery_address_id, billing_address_id)
     VALUES ($1, $2, $3,
       (SELECT id FROM customer_addresses WHERE customer_id = $1 AND is_default_delivery),
       (SELECT id FROM customer_addresses WHERE customer_id = $1 AND is_default_billing))
     RETURNING id`,
    [customerId, storeId, request.source],
  );
  if (!created) throw new Error('The checkout was not inserted');
  for (const entry of entries) {
    await tx.query(
      'INSERT INTO checkout_items (checkout_id, product_id, quantity, slot_id) VALUES ($1, $2, $3, $4)',
      [created.id, entry.product, entry.quantity, entry.slotId],
    );
  }
  return created.id;
}

async function cartEntries(tx: Queryable, customerId: string, storeId: number) {
  const rows = await tx.query<{ product_id: number; quantity: number; slot_id: number | null }>(
    `SELECT l.product_id, l.quantity, l.slot_id FROM cart_items l JOIN products p ON p.id = l.product_id
     WHERE l.customer_id = $1 AND p.store_id = $2 ORDER BY l.id LIMIT $3`,
    [customerId, storeId, MAX_CART_LINES],
  );
  return rows.map((row) => ({ product: row.product_id, quantity: row.quantity, slotId: row.slot_id }));
}

/**
 * Keeps a customer's checkouts few without a sweeper: stale and surplus open ones go. Ages are the
 * database's (created_at is its now()), so they compare on one clock.
 */
async function pruneOpenCheckouts(tx: Queryable, customerId: string): Promise<void> {
  await tx.query(
    `DELETE FROM checkouts k WHERE k.customer_id = $1
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.checkout_id = k.id)
       AND (k.created_at < now() - make_interval(days => $2) OR k.id NOT IN (
         SELECT x.id FROM checkouts x WHERE x.customer_id = $1
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.checkout_id = x.id)
         ORDER BY x.created_at DESC, x.id LIMIT $3))`,
    [customerId, OPEN_CHECKOUT_DAYS, MAX_OPEN_CHECKOUTS - 1],
  );
}

/** The checkout, locked, when still open; 404 when not the customer's, 409 when ordered. */
export async function openCheckout(tx: Queryable, customerId: string, checkoutId: string, now: Date) {
  const state = await loadCheckout(tx, customerId, checkoutId, now, true);
  if (state.orderId !== null) throw conflict(CHECKOUT_ORDERED);
  return state;
}

export async function setAddresses(
  tx: Queryable,
  state: CheckoutState,
  deliveryId: number,
  billingId: number,
): Promise<void> {
  await requireAddress(tx, state.customerId, state.storeId, deliveryId);
  await requireAddress(tx, state.customerId, state.storeId, billingId);
  await tx.query(
    'UPDATE checkouts SET delivery_address_id = $2, billing_address_id = $3, updated_at = now() WHERE id = $1',
    [state.id, deliveryId, billingId],
  );
}

export async function setSlot(
  tx: Queryable,
  state: CheckoutState,
  itemId: number,
  slotId: number,
): Promise<void> {
  const line = state.lines.find((candidate) => candidate.checkoutItemId === itemId);
  if (!line) throw notFound(CHECKOUT_ITEM_NOT_FOUND);
  if (!line.slotIds.includes(slotId)) throw badRequest(notASlotOf(line.name, slotId));
  await tx.query('UPDATE checkout_items SET slot_id = $2 WHERE id = $1', [itemId, slotId]);
}

export async function applyCoupon(
  tx: Queryable,
  state: CheckoutState,
  code: string,
  now: Date,
): Promise<void> {
  const coupon = await findCouponByCode(tx, state.storeId, code, {
    customerId: state.customerId,
    checkoutId: state.id,
  });
  if (!coupon) throw badRequest(COUPON_NOT_VALID);
  const outcome = evaluateCoupon(state.lines, coupon, now);
  if (!outcome.valid) throw badRequest(outcome.reason);
  await tx.query('UPDATE checkouts SET coupon_id = $2, updated_at = now() WHERE id = $1', [
    state.id,
    coupon.id,
  ]);
}

export async function removeCoupon(tx: Queryable, state: CheckoutState): Promise<void> {
  await tx.query('UPDATE checkouts SET coupon_id = NULL, updated_at = now() WHERE id = $1', [state.id]);
}

export const NOTHING_TO_PAY = 'This order has nothing to pay.';
export const ONE_WAY_TO_PAY = 'Choose either pay on delivery or one online payment method.';
export const ONE_GATEWAY = 'Choose one online payment method.';

/**
 * SPEC "Payment selection" as the server enforces it: each method is one of the store's enabled
 * methods of a mode this checkout allows; at most one gateway; never cash and a gateway together.
 */
export async function setPaymentTypes(tx: Queryable, state: CheckoutState, ids: number[]): Promise<void> {
  if (ids.length > 0) {
    const modes = checkoutPaymentModes(state);
    if (!modes.pay_on_delivery && !modes.online_payment) throw badRequest(NOTHING_TO_PAY);
    const methods = ids.map((id) => {
      const method = state.payments.methods.find((candidate) => candidate.id === id);
      if (!method) throw badRequest('This way to pay is not offered by this store.');
      if (method.provider === null && !modes.pay_on_delivery) {
        throw badRequest('Pay on delivery is not available for this order.');
      }
      if (method.provider !== null && !modes.online_payment) {
        throw badRequest('Online payment is not available for this order.');
      }
      return method;
    });
    const gateways = methods.filter((method) => method.provider !== null).length;
    if (gateways > 1) throw badRequest(ONE_GATEWAY);
    if (gateways === 1 && methods.length > 1) throw badRequest(ONE_WAY_TO_PAY);
  }
  await tx.query('UPDATE checkouts SET payment_type_ids = $2, updated_at = now() WHERE id = $1', [
    state.id,
    ids,
  ]);
}
