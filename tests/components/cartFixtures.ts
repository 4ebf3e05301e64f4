// What the cart component tests start from: a cart line, a server cart item, a guest cart left in
// local storage, and a signed-in customer's token cookies.
import Cookies from 'js-cookie';
import type { CartItem } from '../../contracts/cfs.ts';
import type { CartLine } from '../../machines/cart/cart.types.ts';
import { toGuestCartItem } from '../../src/app/storage/cartStorage.ts';

/** A physical product's cart line; a selling price under the price comes with an offer. */
export const cartLine = (
  productId: number,
  name: string,
  price: number,
  sellingPrice: number,
  quantity: number,
): CartLine => ({
  productId,
  cartItemId: null,
  name,
  price,
  sellingPrice,
  discountDetails: price > sellingPrice ? 'Festive offer' : null,
  image: `products/${productId}/1.svg`,
  productType: 'Physical',
  maxQuantity: 5,
  priceVisible: true,
  slot: null,
  quantity,
});

/** A server cart item as the customer-cart endpoints answer it: a physical product at 500, sold at 450. */
export const cartItem = (
  id: number,
  productId: number,
  name: string,
  quantity: number,
  extra: Partial<CartItem> = {},
): CartItem => ({
  id,
  product: productId,
  cart_quantity: quantity,
  product_id: productId,
  product_name: name,
  product_price: 500,
  final_price: 450,
  discount_details: null,
  product_image: `products/${productId}/1.svg`,
  rating: 0,
  is_subscribed: false,
  product_type_name: 'Physical',
  item_type: 'standard_item',
  bundled_products: [],
  quantity: 20,
  max_quantity: 10,
  price_visibility: true,
  slot: null,
  ...extra,
});

/** The guest cart a previous visit left in local storage. */
export function storeGuestCart(lines: CartLine[]): void {
  localStorage.setItem('cart', JSON.stringify(lines.map(toGuestCartItem)));
}

const TOKEN_COOKIES = ['access_token', 'refresh_token', 'id_token'];

/** An unsigned JWT the session can read (the server checks signatures, the browser does not). */
function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

/** The cookies of a signed-in customer (Asha Rao) whose access token never expires in a test. */
export function signInCustomer(): void {
  const claims = { sub: 'c-1', name: 'Asha Rao', realm: 'demo', sid: 's-1', iat: 1, exp: 4_000_000_000 };
  Cookies.set('access_token', unsignedJwt(claims));
  Cookies.set('refresh_token', 'refresh-1');
  Cookies.set('id_token', 'id-1');
}

export function signOutCustomer(): void {
  for (const name of TOKEN_COOKIES) Cookies.remove(name);
}
