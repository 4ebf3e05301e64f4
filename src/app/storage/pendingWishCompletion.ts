import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import type { ApiClient } from '../../api/client.ts';
import { keepWholeWishlist } from '../../api/queries/wishlist.ts';
import { addToWishlist } from '../../api/wishlist.ts';
import { flowErrorText } from '../../components/flowErrorText.ts';
import { toast } from '../toast.ts';
import { writePendingWish } from './pendingWish.ts';
import { readPendingWish } from './pendingWishRead.ts';

/**
 * After a sign-in in this tab: the product the guest asked to keep goes into the wish list (adding
 * one already there changes nothing), and the shopper is told. It is forgotten first, so a reload
 * meanwhile never adds it twice; a refused add says why.
 */
export async function completePendingWish(api: ApiClient, queryClient: QueryClient): Promise<void> {
  const wish = readPendingWish();
  if (!wish) return;
  writePendingWish(null);
  const name = wish.name;
  try {
    keepWholeWishlist(queryClient, await addToWishlist(api, wish.productId));
    void toast(
      name ? t`${name} was added to your wish list.` : t`The product was added to your wish list.`,
      'success',
    );
  } catch (error) {
    void toast(
      flowErrorText(
        toFlowError(error),
        name
          ? t`${name} could not be added to your wish list.`
          : t`The product could not be added to your wish list.`,
      ),
      'error',
    );
  }
}
