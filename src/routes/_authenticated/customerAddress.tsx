import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_authenticated/customerAddress')({
  component: AddressesPage,
});

function AddressesPage() {
  return (
    <PageHeading>
      <Trans>Addresses</Trans>
    </PageHeading>
  );
}
