import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_guest/signin')({
  component: SignInPage,
});

function SignInPage() {
  return (
    <PageHeading>
      <Trans>Sign in</Trans>
    </PageHeading>
  );
}
