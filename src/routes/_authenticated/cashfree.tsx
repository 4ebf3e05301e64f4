import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_authenticated/cashfree')({
  component: CardPaymentPage,
});

function CardPaymentPage() {
  return (
    <PageHeading>
      <Trans>Card payment</Trans>
    </PageHeading>
  );
}
