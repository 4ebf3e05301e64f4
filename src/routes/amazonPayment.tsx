import { createFileRoute, redirect } from '@tanstack/react-router';
import { useLastRouteValue } from '../app/lastRouteValue.ts';
import { isSignedIn, saveReturnPage } from '../app/sessionGuard.ts';
import { handOffForPage } from '../app/storage/paymentHandOffState.ts';
import { PaymentHandOffPage } from '../features/checkout/PaymentHandOffPage.tsx';

/**
 * The hosted-form provider's hand-off (no header or footer). Without payment data in the
 * navigation state there is nothing to pay, so the shopper goes home before any sign-in check (a
 * reload, Back from the provider or a shared link lands here: SPEC section 8).
 */
export const Route = createFileRoute('/amazonPayment')({
  beforeLoad: async ({ location, context }) => {
    const handOff = handOffForPage(location.state, 'amazon_payment_services');
    if (!handOff) throw redirect({ to: '/', replace: true });
    if (!(await isSignedIn(context.system))) {
      saveReturnPage(location.href);
      throw redirect({ to: '/signin' });
    }
    return { handOff };
  },
  component: AmazonPaymentPage,
});

function AmazonPaymentPage() {
  const handOff = useLastRouteValue(
    Route.useMatch({ shouldThrow: false, select: (match) => match.context.handOff }),
  );
  return <PaymentHandOffPage handOff={handOff} />;
}
