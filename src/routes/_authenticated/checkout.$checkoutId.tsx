import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_authenticated/checkout/$checkoutId')({
  component: CheckoutPage,
});

function CheckoutPage() {
  return (
    <PageHeading>
      <Trans>Checkout</Trans>
    </PageHeading>
  );
}
