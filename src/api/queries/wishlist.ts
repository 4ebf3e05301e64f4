import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { addToWishlist, fetchWishlist, removeFromWishlist, type WishlistFilter } from '../wishlist.ts';

/**
 * The wish list (SPEC sections 5 and 7): read only when signed in (callers make sure of that), with
 * no retry and no refetch on window focus. The whole list (no filter) is the one the hearts on
 * cards read; a filtered list is its own entry.
 */
export const wishlistQueries = {
  list: (api: ApiClient, filter: WishlistFilter = {}) =>
    queryOptions({
      queryKey: ['wishlist', filter],
      queryFn: () => fetchWishlist(api, filter),
      retry: false,
      refetchOnWindowFocus: false,
    }),
};

/** Adding and removing answer the whole list: it replaces the kept one, and filtered views refresh. */
export const wishlistMutations = {
  add: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['wishlist', 'add'],
      mutationFn: (productId: number) => addToWishlist(api, productId),
      onSuccess: (page) => keepWholeWishlist(queryClient, page),
    }),
  remove: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['wishlist', 'remove'],
      mutationFn: (wishlistId: number) => removeFromWishlist(api, wishlistId),
      onSuccess: (page) => keepWholeWishlist(queryClient, page),
    }),
};

/**
 * A change's answer (the whole list) replaces the kept one; filtered views read theirs again. A read
 * of the whole list still on its way is cancelled first: it may have been answered before the change
 * and would otherwise land after it (a sign-in reads the list while the guest's pending heart is
 * added).
 */
export function keepWholeWishlist(queryClient: QueryClient, page: Awaited<ReturnType<typeof fetchWishlist>>) {
  void queryClient.cancelQueries({ queryKey: ['wishlist', {}], exact: true });
  queryClient.setQueryData(['wishlist', {}], page);
  void queryClient.invalidateQueries({
    queryKey: ['wishlist'],
    predicate: (query) => JSON.stringify(query.queryKey[1]) !== '{}',
  });
}
