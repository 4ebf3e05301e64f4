import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  createFileRoute,
  type ErrorComponentProps,
  notFound,
  redirect,
  useRouter,
} from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { toFlowError } from '../../../machines/flowError.ts';
import { createCheckout } from '../../api/checkoutJourney.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { checkoutLogic } from '../../app/actors/checkout.ts';
import { readBuyNow } from '../../app/cartStorage.ts';
import '../../app/paymentHandOffState.ts';
import { readUserPincode } from '../../app/paymentStorage.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { CheckoutPage } from '../../features/checkout/CheckoutPage.tsx';
import { checkoutStartOf, createCheckoutRequest } from '../../lib/checkoutStart.ts';

/**
 * /checkout/{checkoutId}. `cart` and `buy-now` start a checkout on the server (never on a
 * preload: hovering the cart's button must not create one) and replace the address with its id;
 * an id opens that checkout, driven by the checkout machine.
 */
export const Route = createFileRoute('/_authenticated/checkout/$checkoutId')({
  loader: async ({ params, context: { system }, preload }) => {
    const start = checkoutStartOf(params.checkoutId);
    if (start.kind === 'unknown') throw notFound();
    if (start.kind === 'existing') return { checkoutId: start.checkoutId };
    if (preload) return null;
    const request = createCheckoutRequest(start.source, start.source === 'buy_now' ? readBuyNow() : null);
    if (!request) throw redirect({ to: '/cart', replace: true });
    const checkout = await createCheckout(system.api, request);
    throw redirect({
      to: '/checkout/$checkoutId',
      params: { checkoutId: checkout.checkout_id },
      replace: true,
    });
  },
  errorComponent: CheckoutStartFailed,
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const data = Route.useLoaderData();
  if (!data) return null;
  // A new id is a new checkout: a new machine.
  return <OpenCheckout key={data.checkoutId} checkoutId={data.checkoutId} />;
}

function OpenCheckout(props: { checkoutId: string }) {
  const system = useAppSystem();
  const router = useRouter();
  const [logic] = useState(() =>
    checkoutLogic({
      api: system.api,
      cart: system.cart,
      goToPayment: (handOff) =>
        void router.navigate({ to: handOff.payment_page, state: { paymentHandOff: handOff.hand_off } }),
      // The page itself shows the order placed (its number and where to go next).
      goToOrder: () => {},
    }),
  );
  const actor = useActorRef(logic, {
    input: { checkoutId: props.checkoutId, savedPincode: readUserPincode() },
  });
  return <CheckoutPage actor={actor} />;
}

/** The checkout could not start (an empty cart, a product gone out of stock, no answer). */
function CheckoutStartFailed(props: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <Container sx={{ py: 4, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography component="h1" variant="h4">
        <Trans>Checkout</Trans>
      </Typography>
      <FlowErrorAlert error={toFlowError(props.error)} fallback={t`The checkout could not be started.`} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void router.invalidate()}>
          <Trans>Try again</Trans>
        </Button>
        <ButtonLink to="/cart">
          <Trans>Back to the cart</Trans>
        </ButtonLink>
      </Box>
    </Container>
  );
}
