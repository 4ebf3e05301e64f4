import { createFileRoute, redirect } from '@tanstack/react-router';
import { isSignedIn, saveReturnPage } from '../app/sessionGuard.ts';
import { PaymentHandoffForm } from '../features/payment/PaymentHandoffForm.tsx';
import { isPaymentHandoff } from '../features/payment/paymentHandoff.ts';

/**
 * The wallet provider's hand-off. Without payment data in the navigation state there is nothing
 * to pay, so the shopper goes home before any sign-in check (a reload or a shared link lands here).
 */
export const Route = createFileRoute('/amazonPayment')({
  beforeLoad: async ({ location, context }) => {
    const handoff = location.state.paymentHandoff;
    if (!isPaymentHandoff(handoff)) throw redirect({ to: '/' });
    if (!(await isSignedIn(context.system))) {
      saveReturnPage(location.href);
      throw redirect({ to: '/signin' });
    }
    return { handoff };
  },
  component: AmazonPaymentPage,
});

function AmazonPaymentPage() {
  const { handoff } = Route.useRouteContext();
  return <PaymentHandoffForm handoff={handoff} />;
}
