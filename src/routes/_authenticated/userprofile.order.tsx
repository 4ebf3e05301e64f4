import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_authenticated/userprofile/order')({
  component: OrdersPage,
});

function OrdersPage() {
  return (
    <PageHeading>
      <Trans>Orders</Trans>
    </PageHeading>
  );
}
