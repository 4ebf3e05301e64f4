import { createFileRoute } from '@tanstack/react-router';
import {
  fetchBanners,
  fetchCategories,
  fetchDeals,
  fetchRecommendations,
  fetchVendors,
} from '../api/catalogue.ts';
import { queryKeys } from '../app/queryKeys.ts';
import { HomePage } from '../features/catalogue/HomePage.tsx';

/**
 * Every home section is requested at once, side by side; the route waits only for the banners
 * (above the fold) and the rest fill in behind their skeletons.
 */
export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient, system } }) => {
    const { api } = system;
    void queryClient.prefetchQuery({ queryKey: queryKeys.deals, queryFn: () => fetchDeals(api) });
    void queryClient.prefetchQuery({ queryKey: queryKeys.categories, queryFn: () => fetchCategories(api) });
    void queryClient.prefetchQuery({
      queryKey: queryKeys.recommendations,
      queryFn: () => fetchRecommendations(api),
    });
    void queryClient.prefetchQuery({ queryKey: queryKeys.vendors, queryFn: () => fetchVendors(api) });
    await queryClient
      .ensureQueryData({ queryKey: queryKeys.banners, queryFn: () => fetchBanners(api) })
      .catch(() => {
        // The banner strip shows its own empty state; a failed banner request must not block the page.
      });
  },
  component: HomePage,
});
