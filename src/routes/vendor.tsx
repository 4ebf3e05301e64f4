import { createFileRoute, notFound } from '@tanstack/react-router';
import { isApiError } from '../api/apiError.ts';
import { catalogueQueries } from '../api/queries/catalogue.ts';
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
      return;
    }
    void queryClient.prefetchQuery(catalogueQueries.vendorProducts(api, deps.id));
    try {
      await queryClient.ensureQueryData(catalogueQueries.vendor(api, deps.id));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: VendorRoute,
});

function VendorRoute() {
  const { id } = Route.useSearch();
  return id === undefined ? <VendorsPage /> : <VendorPage vendorId={id} />;
}
