import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../components/PageHeading.tsx';

export const Route = createFileRoute('/vendor')({
  component: VendorPage,
});

function VendorPage() {
  return (
    <PageHeading>
      <Trans>Vendor</Trans>
    </PageHeading>
  );
}
