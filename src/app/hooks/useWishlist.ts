import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isSignedIn } from '../../../machines/auth/session.machine.ts';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import { wishlistMutations, wishlistQueries } from '../../api/queries/wishlist.ts';
import { flowErrorText } from '../../components/flowErrorText.ts';
import { useAppSystem, useSession } from '../AppSystemContext.tsx';
import { saveReturnPage } from '../sessionGuard.ts';
import { writePendingWish } from '../storage/pendingWish.ts';
import { toast } from '../toast.ts';

/**
 * The customer's wish list for the hearts on cards and the product page: whether a product is in
 * it, and a toggle. A guest who presses a heart signs in (the sign-in page says why) and comes back
 * to the product's page, and the product is added to the wish list right after the sign-in.
 */
export function useWishlist() {
  const { api } = useAppSystem();
  const queryClient = useQueryClient();
  const signedIn = useSession(isSignedIn);
  const navigate = useNavigate();
  const list = useQuery({ ...wishlistQueries.list(api), enabled: signedIn });
  const onError = (error: unknown) =>
    void toast(flowErrorText(toFlowError(error), t`Your wish list could not be changed.`), 'error');
  const add = useMutation({ ...wishlistMutations.add(api, queryClient), onError });
  const remove = useMutation({ ...wishlistMutations.remove(api, queryClient), onError });
  const entryOf = (productId: number) => list.data?.Products.find((item) => item.product_id === productId);
  return {
    signedIn,
    isInWishlist: (productId: number) => entryOf(productId) !== undefined,
    busy: add.isPending || remove.isPending,
    /** `name`: the product's, for the sign-in page's word and the message once a guest's add is done. */
    toggle(productId: number, name?: string) {
      if (!signedIn) {
        writePendingWish({ productId, name: name ?? null });
        saveReturnPage(`/ProductDetails?id=${productId}`);
        void navigate({ to: '/signin' });
        return;
      }
      const entry = entryOf(productId);
      if (entry) remove.mutate(entry.wishlistId);
      else add.mutate(productId);
    },
  };
}
