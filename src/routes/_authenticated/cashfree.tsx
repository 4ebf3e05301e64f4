import { createFileRoute, redirect } from '@tanstack/react-router';
import { useLastRouteValue } from '../../app/lastRouteValue.ts';
import { handOffForPage } from '../../app/storage/paymentHandOffState.ts';
import { PaymentHandOffPage } from '../../features/checkout/PaymentHandOffPage.tsx';

/** The card provider's hand-off; without its payment data (a reload, Back) the shopper goes home. */
export const Route = createFileRoute('/_authenticated/cashfree')({
  beforeLoad: ({ location }) => {
    const handOff = handOffForPage(location.state, 'cashfree');
    if (!handOff) throw redirect({ to: '/', replace: true });
    return { handOff };
  },
  component: CardPaymentPage,
});

function CardPaymentPage() {
  const handOff = useLastRouteValue(
    Route.useMatch({ shouldThrow: false, select: (match) => match.context.handOff }),
  );
  return <PaymentHandOffPage handOff={handOff} />;
}
