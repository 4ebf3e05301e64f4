import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_authenticated/myProfile')({
  component: MyProfilePage,
});

function MyProfilePage() {
  return (
    <PageHeading>
      <Trans>My profile</Trans>
    </PageHeading>
  );
}
