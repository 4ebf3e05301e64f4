import { createFileRoute } from '@tanstack/react-router';
import { catalogueQueries } from '../api/queries/catalogue.ts';
import { PagePending } from '../components/PagePending.tsx';
import { CategoryTreePage } from '../features/catalogue/categories/CategoryTreePage.tsx';

export const Route = createFileRoute('/listCategories')({
  loader: ({ context: { queryClient, system } }) =>
    queryClient.ensureQueryData(catalogueQueries.categoryHierarchy(system.api)),
  pendingComponent: PagePending,
  component: CategoryTreePage,
});
