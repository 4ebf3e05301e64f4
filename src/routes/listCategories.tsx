import { createFileRoute } from '@tanstack/react-router';
import { catalogueQueries } from '../api/queries/catalogue.ts';
import { CategoryTreePage } from '../features/catalogue/categories/CategoryTreePage.tsx';

export const Route = createFileRoute('/listCategories')({
  loader: ({ context: { queryClient, system } }) =>
    queryClient.ensureQueryData(catalogueQueries.categoryHierarchy(system.api)),
  component: CategoryTreePage,
});
