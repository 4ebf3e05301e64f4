import { createFileRoute } from '@tanstack/react-router';
import { catalogueQueries } from '../api/queries/catalogue.ts';
import { PagePending } from '../components/PagePending.tsx';
import { HomePage } from '../features/catalogue/HomePage.tsx';

/**
 * Every home section is requested at once, side by side; the route waits only for the banners
 * (above the fold) and the rest fill in behind their skeletons.
 */
export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient, system } }) => {
    const { api } = system;
    void queryClient.prefetchQuery(catalogueQueries.deals(api));
    void queryClient.prefetchQuery(catalogueQueries.categories(api));
    void queryClient.prefetchQuery(catalogueQueries.recommendations(api));
    void queryClient.prefetchQuery(catalogueQueries.vendors(api));
    await queryClient.ensureQueryData(catalogueQueries.banners(api)).catch(() => {
      // The banner strip shows its own empty state; a failed banner request must not block the page.
    });
  },
  pendingComponent: PagePending,
  component: HomePage,
});
