import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../components/PageHeading.tsx';

export const Route = createFileRoute('/productListing')({
  component: ProductsPage,
});

function ProductsPage() {
  return (
    <PageHeading>
      <Trans>Products</Trans>
    </PageHeading>
  );
}
