import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_authenticated/userDetails')({
  component: UserDetailsPage,
});

function UserDetailsPage() {
  return (
    <PageHeading>
      <Trans>User details</Trans>
    </PageHeading>
  );
}
