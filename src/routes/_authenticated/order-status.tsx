import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_authenticated/order-status')({
  component: OrderStatusPage,
});

function OrderStatusPage() {
  return (
    <PageHeading>
      <Trans>Order status</Trans>
    </PageHeading>
  );
}
