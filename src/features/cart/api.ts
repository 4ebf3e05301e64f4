import {
  type AddToCartRequest,
  type CartEntry,
  type CartPage,
  CFS_BASE_PATH,
  IDEMPOTENCY_KEY_HEADER,
  type UpdateCartItemRequest,
} from '../../../contracts/cfs.ts';
import { ALL_PAGES } from '../../../contracts/paging.ts';
import type { ApiClient } from '../../api/client.ts';

// The customer's server cart (SPEC section 7, customer-cart). Every change answers the whole cart.
const CART = `${CFS_BASE_PATH}/customer-cart`;

export const fetchCart = (api: ApiClient) => api.get<CartPage>(CART, { page_number: ALL_PAGES });

export const addToCart = (api: ApiClient, entries: CartEntry[]) =>
  api.request<CartPage>('POST', CART, { body: { customer_cart: entries } satisfies AddToCartRequest });

/** The guest cart merged after sign-in: applied once, whatever number of times it is sent with its key. */
export const mergeIntoCart = (api: ApiClient, key: string, entries: CartEntry[]) =>
  api.request<CartPage>('POST', CART, {
    body: { customer_cart: entries } satisfies AddToCartRequest,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });

export const updateCartItem = (api: ApiClient, cartItemId: number, quantity: number) =>
  api.request<CartPage>('PUT', `${CART}/${cartItemId}`, {
    body: { cart_quantity: quantity } satisfies UpdateCartItemRequest,
  });

export const removeCartItem = (api: ApiClient, cartItemId: number) =>
  api.request<CartPage>('DELETE', `${CART}/${cartItemId}`);

export const clearCart = (api: ApiClient) => api.request<CartPage>('DELETE', CART);
