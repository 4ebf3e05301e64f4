import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_authenticated/userprofile/myOrder')({
  component: MyOrdersPage,
});

function MyOrdersPage() {
  return (
    <PageHeading>
      <Trans>My orders</Trans>
    </PageHeading>
  );
}
