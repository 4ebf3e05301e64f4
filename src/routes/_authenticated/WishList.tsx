import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { useLastRouteValue } from '../../app/lastRouteValue.ts';
import { WishlistPage } from '../../features/wishlist/WishlistPage.tsx';
import { parseWishlistSearch, type WishlistSearch } from '../../features/wishlist/wishlistSearch.ts';

/**
 * /WishList (signed in): the customer's saved products, filtered by type and search in the address.
 * The list reads itself below the filters (its skeleton, or its error with a retry), for the
 * address's filters.
 */
export const Route = createFileRoute('/_authenticated/WishList')({
  validateSearch: (
    search: Partial<Record<keyof WishlistSearch, unknown>> & SearchSchemaInput,
  ): WishlistSearch => parseWishlistSearch(search),
  component: WishlistRoute,
});

function WishlistRoute() {
  const search = useLastRouteValue(Route.useSearch({ shouldThrow: false }));
  const navigate = Route.useNavigate();
  return (
    <WishlistPage search={search} onSearchChange={(next) => navigate({ search: next, replace: true })} />
  );
}
