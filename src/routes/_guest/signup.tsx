import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_guest/signup')({
  component: SignUpPage,
});

function SignUpPage() {
  return (
    <PageHeading>
      <Trans>Sign up</Trans>
    </PageHeading>
  );
}
