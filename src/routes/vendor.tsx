import { createFileRoute, notFound } from '@tanstack/react-router';
import { isApiError } from '../api/apiError.ts';
import { catalogueQueries } from '../api/queries/catalogue.ts';
import { pageDescription, routeHead } from '../app/documentHead.ts';
import { VendorPage } from '../features/catalogue/vendors/VendorPage.tsx';
import { VendorsPage } from '../features/catalogue/vendors/VendorsPage.tsx';
import { positiveInt } from '../lib/searchParams.ts';

/** /vendor?id=7 shows one vendor; /vendor alone lists them all. */
export const Route = createFileRoute('/vendor')({
  // Every key is returned (undefined when invalid): the router keeps raw values of keys left out.
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context: { queryClient, system }, deps }) => {
    const { api } = system;
    if (deps.id === undefined) {
      await queryClient.ensureQueryData(catalogueQueries.vendors(api));
      return undefined;
    }
    void queryClient.prefetchQuery(catalogueQueries.vendorProducts(api, deps.id));
    try {
      const vendor = await queryClient.ensureQueryData(catalogueQueries.vendor(api, deps.id));
      return { title: vendor.vendor_name, description: pageDescription(vendor.description) };
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  // One vendor's page shows its name; the list of them, "Vendors".
  head: ({ loaderData }) => routeHead(loaderData),
  component: VendorRoute,
});

function VendorRoute() {
  const { id } = Route.useSearch();
  return id === undefined ? <VendorsPage /> : <VendorPage vendorId={id} />;
}
