import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { WishlistPage } from '../../features/wishlist/WishlistPage.tsx';
import { parseWishlistSearch, type WishlistSearch } from '../../features/wishlist/wishlistSearch.ts';

/**
 * /WishList (signed in): the customer's saved products, filtered by type and search in the address.
 * The page loads the list itself (with its own loading and error states).
 */
export const Route = createFileRoute('/_authenticated/WishList')({
  validateSearch: (
    search: Partial<Record<keyof WishlistSearch, unknown>> & SearchSchemaInput,
  ): WishlistSearch => parseWishlistSearch(search),
  component: WishlistRoute,
});

function WishlistRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WishlistPage search={search} onSearchChange={(next) => navigate({ search: next, replace: true })} />
  );
}
