import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../components/PageHeading.tsx';

export const Route = createFileRoute('/ProductDetails')({
  component: ProductDetailsPage,
});

function ProductDetailsPage() {
  return (
    <PageHeading>
      <Trans>Product details</Trans>
    </PageHeading>
  );
}
