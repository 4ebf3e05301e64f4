import { createFileRoute } from '@tanstack/react-router';
import { fetchCategoryHierarchy } from '../api/catalogue.ts';
import { queryKeys } from '../app/queryKeys.ts';
import { CategoryTreePage } from '../features/catalogue/categories/CategoryTreePage.tsx';

export const Route = createFileRoute('/listCategories')({
  loader: ({ context: { queryClient, system } }) =>
    queryClient.ensureQueryData({
      queryKey: queryKeys.categoryHierarchy,
      queryFn: () => fetchCategoryHierarchy(system.api),
    }),
  component: CategoryTreePage,
});
