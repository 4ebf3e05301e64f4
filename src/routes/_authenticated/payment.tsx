import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_authenticated/payment')({
  component: PaymentPage,
});

function PaymentPage() {
  return (
    <PageHeading>
      <Trans>Payment</Trans>
    </PageHeading>
  );
}
