import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { wishlistQueries } from '../../api/queries/wishlist.ts';
import { WishlistPage } from '../../features/wishlist/WishlistPage.tsx';
import { parseWishlistSearch, type WishlistSearch } from '../../lib/wishlistSearch.ts';

/** /WishList (signed in): the customer's saved products, filtered by type and search in the address. */
export const Route = createFileRoute('/_authenticated/WishList')({
  validateSearch: (
    search: Partial<Record<keyof WishlistSearch, unknown>> & SearchSchemaInput,
  ): WishlistSearch => parseWishlistSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, system }, deps }) => {
    // The page shows its own loading and error states: a failure must not block it.
    void queryClient.prefetchQuery(
      wishlistQueries.list(system.api, { productType: deps.type, search: deps.q }),
    );
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
