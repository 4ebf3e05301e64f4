import {
  type AddToWishlistRequest,
  CFS_BASE_PATH,
  type ItemType,
  type WishlistPage,
} from '../../contracts/cfs.ts';
import { ALL_PAGES } from '../../contracts/paging.ts';
import type { ProductTypeName } from '../../contracts/pbs.ts';
import type { ApiClient } from './client.ts';

// The customer's wish list (SPEC section 7, customer-wishlist). SPEC's note: the page limit (50
// by default) is never sent.
const WISHLIST = `${CFS_BASE_PATH}/customer-wishlist`;

export interface WishlistFilter {
  /** Item types joined by commas; empty means all (SPEC section 7). */
  itemTypes?: readonly ItemType[];
  productType?: ProductTypeName;
  search?: string;
}

export function fetchWishlist(api: ApiClient, filter: WishlistFilter = {}) {
  return api.get<WishlistPage>(WISHLIST, {
    'page-number': ALL_PAGES,
    wishlist_item_type: filter.itemTypes?.length ? filter.itemTypes.join(',') : undefined,
    product_type: filter.productType,
    search: filter.search?.trim() || undefined,
  });
}

export const addToWishlist = (api: ApiClient, productId: number) =>
  api.request<WishlistPage>('POST', WISHLIST, {
    body: { product: productId } satisfies AddToWishlistRequest,
  });

export const removeFromWishlist = (api: ApiClient, wishlistId: number) =>
  api.request<WishlistPage>('DELETE', `${WISHLIST}/${wishlistId}`);
