import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../components/PageHeading.tsx';

export const Route = createFileRoute('/policies/$')({
  component: PoliciesPage,
});

function PoliciesPage() {
  return (
    <PageHeading>
      <Trans>Policies</Trans>
    </PageHeading>
  );
}
