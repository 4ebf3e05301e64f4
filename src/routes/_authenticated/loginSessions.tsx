import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_authenticated/loginSessions')({
  component: LoginSessionsPage,
});

function LoginSessionsPage() {
  return (
    <PageHeading>
      <Trans>Login sessions</Trans>
    </PageHeading>
  );
}
