import { createFileRoute, notFound, type SearchSchemaInput } from '@tanstack/react-router';
import { isApiError } from '../api/apiError.ts';
import { catalogueQueries } from '../api/queries/catalogue.ts';
import { pageDescription, routeHead } from '../app/documentHead.ts';
import { useLastRouteValue } from '../app/lastRouteValue.ts';
import { PagePending } from '../components/PagePending.tsx';
import { VendorPage } from '../features/catalogue/vendors/VendorPage.tsx';
import { VendorsPage } from '../features/catalogue/vendors/VendorsPage.tsx';
import { positiveInt } from '../lib/searchParams.ts';
import { unreadId } from '../lib/unreadId.ts';

/**
 * /vendor?id=7 shows one vendor; /vendor alone lists them all; an id that names no vendor ('abc')
 * is kept as the address wrote it and shows the not-found page there (a 404 the server draws the
 * same), rather than the list at another address.
 */
export const Route = createFileRoute('/vendor')({
  // Every key is returned: the router keeps raw values of keys left out.
  validateSearch: (search: { id?: number } & SearchSchemaInput): { id?: number | string } => ({
    id: positiveInt(search.id) ?? unreadId(search.id),
  }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context: { queryClient, system }, deps }) => {
    const { api } = system;
    if (deps.id === undefined) {
      await queryClient.ensureQueryData(catalogueQueries.vendors(api));
      return undefined;
    }
    const id = positiveInt(deps.id);
    if (id === undefined) throw notFound();
    void queryClient.prefetchQuery(catalogueQueries.vendorProducts(api, id));
    try {
      const vendor = await queryClient.ensureQueryData(catalogueQueries.vendor(api, id));
      return { title: vendor.vendor_name, description: pageDescription(vendor.description) };
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  // One vendor's page shows its name; the list of them, "Vendors".
  head: ({ loaderData }) => routeHead(loaderData),
  pendingComponent: PagePending,
  component: VendorRoute,
});

function VendorRoute() {
  const written = useLastRouteValue(Route.useSearch({ shouldThrow: false })).id;
  if (written === undefined) return <VendorsPage />;
  const id = positiveInt(written);
  // An id that names no vendor: the loader has thrown notFound(); this is for the type checker.
  return id === undefined ? null : <VendorPage vendorId={id} />;
}
