import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../components/PageHeading.tsx';

export const Route = createFileRoute('/listCategories')({
  component: CategoriesPage,
});

function CategoriesPage() {
  return (
    <PageHeading>
      <Trans>Categories</Trans>
    </PageHeading>
  );
}
