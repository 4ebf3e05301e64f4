import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { WishlistPage } from '../../contracts/cfs.ts';
import { keepWholeWishlist } from '../../src/api/queries/wishlist.ts';

const pageOf = (productIds: number[]) =>
  ({
    Products: productIds.map((product_id, index) => ({ product_id, wishlistId: index + 1 })),
  }) as unknown as WishlistPage;

describe("the kept wish list after a change's answer", () => {
  it('is the answer, even when a read of the list sent before the change lands after it', async () => {
    const queryClient = new QueryClient();
    let answerStaleRead: (page: WishlistPage) => void = () => {};
    const staleRead = queryClient.fetchQuery({
      queryKey: ['wishlist', {}],
      queryFn: () => new Promise<WishlistPage>((resolve) => (answerStaleRead = resolve)),
    });

    keepWholeWishlist(queryClient, pageOf([7]));
    answerStaleRead(pageOf([]));
    await staleRead.catch(() => undefined);

    expect(
      queryClient.getQueryData<WishlistPage>(['wishlist', {}])?.Products.map((item) => item.product_id),
    ).toEqual([7]);
  });

  it('marks filtered lists for a new read and leaves the whole one as answered', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['wishlist', { search: 'tea' }], pageOf([1]));
    keepWholeWishlist(queryClient, pageOf([1, 2]));
    expect(queryClient.getQueryState(['wishlist', { search: 'tea' }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['wishlist', {}])?.isInvalidated).toBe(false);
  });
});
