import { removeStorage, writeStorage } from './storageKeys.ts';

// A product a guest asked to keep in the wish list: the wish list is an account's, so the guest
// signs in first, and the product is added right after (as the cart's pending add is). Kept in
// local storage so that it survives the sign-in page, a sign-up, or a reload on the way.

export const PENDING_WISH_KEY = 'pending_wishlist_item';

export interface PendingWish {
  productId: number;
  /** The product's name, for the sign-in page's word and the message once it is added. */
  name: string | null;
}

export function writePendingWish(wish: PendingWish | null): void {
  if (wish) writeStorage(PENDING_WISH_KEY, JSON.stringify(wish));
  else removeStorage(PENDING_WISH_KEY);
}
