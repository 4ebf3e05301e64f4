import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { WishlistPage } from '../../features/wishlist/WishlistPage.tsx';
import { parseWishlistSearch, type WishlistSearch } from '../../features/wishlist/wishlistSearch.ts';

/**
 * /WishList (signed in): the customer's saved products, filtered by type and search in the address.
 * Arrival waits for the list; a filter changed on the page loads the list below the filters, and a
 * failed read shows there, with a retry.
 */
export const Route = createFileRoute('/_authenticated/WishList')({
  validateSearch: (
    search: Partial<Record<keyof WishlistSearch, unknown>> & SearchSchemaInput,
  ): WishlistSearch => parseWishlistSearch(search),
  loaderDeps: ({ search }) => ({ type: search.type, q: search.q }),
  // The queries load with the page's own code, not the first render's.
  loader: async ({ context: { queryClient, system }, deps, cause }) => {
    if (cause === 'stay') return;
    const { wishlistQueries } = await import('../../features/wishlist/queries.ts');
    await queryClient
      .ensureQueryData(wishlistQueries.list(system.api, { productType: deps.type, search: deps.q }))
      .catch(() => {});
  },
  component: WishlistRoute,
});

function WishlistRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WishlistPage search={search} onSearchChange={(next) => navigate({ search: next, replace: true })} />
  );
}
