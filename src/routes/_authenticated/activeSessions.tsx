import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_authenticated/activeSessions')({
  component: ActiveSessionsPage,
});

function ActiveSessionsPage() {
  return (
    <PageHeading>
      <Trans>Active sessions</Trans>
    </PageHeading>
  );
}
