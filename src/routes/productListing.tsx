import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect, type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router';
import { PAGE_LIMIT } from '../../contracts/paging.ts';
import { isApiError } from '../api/apiError.ts';
import type { ApiClient } from '../api/client.ts';
import { catalogueQueries } from '../api/queries/catalogue.ts';
import { type MissingPageData, type PageHeadData, pageDescription, routeHead } from '../app/documentHead.ts';
import { useLastRouteValue } from '../app/lastRouteValue.ts';
import { PagePending } from '../components/PagePending.tsx';
import { ProductListingPage } from '../features/catalogue/listing/ProductListingPage.tsx';
import {
  LISTING_SEARCH_DEFAULTS,
  type ListingSearch,
  type ListingSearchInput,
  parseListingSearch,
  toProductListQuery,
  withListingPage,
  withoutUnofferedSort,
} from '../features/catalogue/rules/listingSearch.ts';
import { hasNextPage } from '../lib/pagination.ts';

/**
 * The product listing (and, with ?vendor=, the vendor variant). The address holds the whole state:
 * invalid params are dropped, and every change navigates, so links, reloads and Back reproduce the
 * results.
 */
export const Route = createFileRoute('/productListing')({
  validateSearch: (search: ListingSearchInput & SearchSchemaInput): ListingSearch =>
    parseListingSearch(search),
  // Page 1 stays out of the address: /productListing and /productListing?page=1 are one page.
  search: { middlewares: [stripSearchParams(LISTING_SEARCH_DEFAULTS)] },
  // Only the listing's own fields (not, say, a campaign's utm_source) decide what to load.
  loaderDeps: ({ search }) => parseListingSearch(search),
  loader: async ({ context: { queryClient, system }, deps: search, cause }) => {
    const page = loadListing(queryClient, system.api, search);
    // Arriving (or preloading) waits for the data, so the page shows complete. A change made on the
    // page itself ('stay') does not: the controls update at once and the grid keeps the previous
    // results until the new ones arrive.
    if (cause !== 'stay') await page;
    else page.catch(() => {}); // the screen shows the error, with a retry
    return listingHead(queryClient, system.api, search);
  },
  // The vendor's or the category's name when the listing has one; "Products" otherwise.
  head: ({ loaderData }) => routeHead(loaderData),
  pendingComponent: PagePending,
  component: ProductListingRoute,
});

/**
 * Starts every read the listing shows, in parallel: the page of products, the sorting elements,
 * the categories and vendors for the filters, and the vendor's header in the vendor flow; then
 * prefetches the next page. Rejects only when the products fail (the rest show without them); an
 * order the store does not offer (an old or hand-made link, refused by the store) is dropped by
 * redirecting to the same listing without it.
 */
async function loadListing(queryClient: QueryClient, api: ApiClient, search: ListingSearch) {
  const optional = <T,>(promise: Promise<T>) => promise.catch(() => undefined);
  const sorting = optional(queryClient.ensureQueryData(catalogueQueries.sortingElements(api)));
  const [products] = await Promise.allSettled([
    queryClient.ensureQueryData(catalogueQueries.products(api, toProductListQuery(search))),
    sorting,
    optional(queryClient.ensureQueryData(catalogueQueries.categories(api))),
    optional(queryClient.ensureQueryData(catalogueQueries.vendors(api))),
    search.vendor === undefined
      ? undefined
      : optional(queryClient.ensureQueryData(catalogueQueries.vendor(api, search.vendor))),
  ]);
  if (products.status === 'rejected') {
    const offered = withoutUnofferedSort(search, (await sorting) ?? []);
    if (offered) throw redirect({ to: '/productListing', search: offered, replace: true });
    throw products.reason;
  }
  const page = products.value;
  if (hasNextPage(search.page, page.total_count, page.page_limit || PAGE_LIMIT)) {
    const next = toProductListQuery(withListingPage(search, search.page + 1));
    void queryClient.prefetchQuery(catalogueQueries.products(api, next));
  }
}

/**
 * The listing's title: its vendor's name (the vendor flow), else its category's, from the cache; a
 * vendor the store says it does not have, or a category not among the store's, is not found (as the
 * server titles the page it draws, server/page/page-head.ts).
 */
function listingHead(
  queryClient: QueryClient,
  api: ApiClient,
  search: ListingSearch,
): PageHeadData | MissingPageData | undefined {
  if (search.vendor !== undefined) {
    const { queryKey } = catalogueQueries.vendor(api, search.vendor);
    const vendor = queryClient.getQueryData(queryKey);
    if (vendor) return { title: vendor.vendor_name, description: pageDescription(vendor.description) };
    const error = queryClient.getQueryState(queryKey)?.error;
    return isApiError(error) && error.status === 404 ? { missing: 'vendor' } : undefined;
  }
  if (search.category === undefined) return undefined;
  const categories = queryClient.getQueryData(catalogueQueries.categories(api).queryKey);
  if (!categories) return undefined;
  const category = categories.find((entry) => entry.category_id === search.category);
  return category ? { title: category.category_name } : { missing: 'category' };
}

function ProductListingRoute() {
  const search = useLastRouteValue(Route.useSearch({ shouldThrow: false }));
  const navigate = Route.useNavigate();
  return (
    <ProductListingPage
      search={search}
      onSearchChange={(next, options) =>
        navigate({ search: next, resetScroll: options?.resetScroll ?? false })
      }
    />
  );
}
