// How /checkout/{checkoutId} reads its id (SPEC section 2): a checkout's id, or one of two words
// that start a new checkout on the server: `cart` (the cart page's Proceed to checkout) and
// `buy-now` (Buy now, with the product kept in local storage `buyNowItem`).
import { CHECKOUT_ID_PATTERN, type CreateCheckoutRequest } from '../../contracts/checkout.ts';

export const CART_CHECKOUT = 'cart';
export const BUY_NOW_CHECKOUT = 'buy-now';

export type CheckoutStart =
  | { kind: 'existing'; checkoutId: string }
  | { kind: 'new'; source: CreateCheckoutRequest['source'] }
  | { kind: 'unknown' };

export function checkoutStartOf(param: string): CheckoutStart {
  if (param === CART_CHECKOUT) return { kind: 'new', source: 'cart' };
  if (param === BUY_NOW_CHECKOUT) return { kind: 'new', source: 'buy_now' };
  const id = param.toLowerCase();
  return CHECKOUT_ID_PATTERN.test(id) ? { kind: 'existing', checkoutId: id } : { kind: 'unknown' };
}

/** The buy-now product as kept: its id, how many, and the chosen slot of a service. */
export interface BuyNowItem {
  productId: number;
  quantity: number;
  slotId: number | null;
}

/** The request that starts a checkout; null when a buy-now has no product kept (nothing to buy). */
export function createCheckoutRequest(
  source: CreateCheckoutRequest['source'],
  buyNow: BuyNowItem | null,
): CreateCheckoutRequest | null {
  if (source === 'cart') return { source: 'cart' };
  if (!buyNow) return null;
  return { source: 'buy_now', product: buyNow.productId, quantity: buyNow.quantity, slot_id: buyNow.slotId };
}
