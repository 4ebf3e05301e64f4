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
import { checkoutStartOf, createCheckoutRequest } from '../../../machines/checkout/checkoutStart.ts';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import { useLastRouteValue } from '../../app/lastRouteValue.ts';
import { readBuyNow } from '../../app/storage/cartStorage.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { CartOrderAwaitingPayment } from '../../features/checkout/CartOrderAwaitingPayment.tsx';
import { CheckoutPage } from '../../features/checkout/CheckoutPage.tsx';
import {
  CartNotReadyError,
  CartOrderAwaitingPaymentError,
  CheckoutStartError,
} from '../../features/checkout/cartCheckout.ts';
import { loadCheckoutFlow, readNewCheckoutId } from '../../features/checkout/checkoutFlow.ts';
import { useOpenCheckout } from '../../features/checkout/useOpenCheckout.ts';

/**
 * /checkout/{checkoutId}. `cart` and `buy-now` ask the storefront for a new checkout (never on a
 * preload: hovering the cart's button must not create one), which its checkout machine makes; the
 * loader only reads the new id (or why not) from the system and replaces the address with it;
 * an id opens that checkout: its code loads here, and the storefront machine runs it in the app's
 * actor system once the router says the page is open.
 */
export const Route = createFileRoute('/_authenticated/checkout/$checkoutId')({
  loader: async ({ params, context: { system }, preload }) => {
    const start = checkoutStartOf(params.checkoutId);
    if (start.kind === 'unknown') throw notFound();
    if (start.kind === 'existing') {
      await loadCheckoutFlow();
      return { checkoutId: start.checkoutId };
    }
    if (preload) return null;
    const request = createCheckoutRequest(start.source, start.source === 'buy_now' ? readBuyNow() : null);
    if (!request) throw redirect({ to: '/cart', replace: true });
    // The checkout machine makes it (the cart's waits for the cart machine to merge a guest cart
    // first); the loader reads the outcome: the new id, or why not (the error page).
    await loadCheckoutFlow();
    system.storefront.send({ type: 'CHECKOUT.START', request });
    const checkoutId = await readNewCheckoutId(system.storefront.system.get('checkout'));
    throw redirect({
      to: '/checkout/$checkoutId',
      params: { checkoutId },
      replace: true,
    });
  },
  errorComponent: CheckoutStartFailed,
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const data = useLastRouteValue(
    Route.useMatch({ shouldThrow: false, select: (match) => match.loaderData ?? null }),
  );
  if (!data) return null;
  // A new id is a new checkout: a new machine.
  return <OpenCheckout key={data.checkoutId} checkoutId={data.checkoutId} />;
}

function OpenCheckout(props: { checkoutId: string }) {
  const actor = useOpenCheckout(props.checkoutId);
  // The router tells the storefront before the page renders: the checkout is there but for a moment.
  if (!actor) return null;
  return <CheckoutPage actor={actor} />;
}

/**
 * The checkout could not start (an order of the cart awaiting its payment: that order, to pay or
 * cancel; an empty cart, a product gone out of stock, no answer, or a cart
 * that could not be brought together after sign-in). "Try again" starts it again, merge included.
 */
function CheckoutStartFailed(props: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  if (props.error instanceof CartOrderAwaitingPaymentError) {
    const { orderId, flowError } = props.error;
    return (
      <Container sx={{ py: 4, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography component="h1" variant="h4">
          <Trans>Checkout</Trans>
        </Typography>
        <CartOrderAwaitingPayment
          orderId={orderId}
          refusal={flowError}
          onCheckOutAgain={() => void router.invalidate()}
        />
        <ButtonLink to="/cart">
          <Trans>Back to the cart</Trans>
        </ButtonLink>
      </Container>
    );
  }
  const cartNotReady = props.error instanceof CartNotReadyError;
  const error = cartNotReady
    ? ((props.error as CartNotReadyError).flowError ?? { kind: 'failed' as const, message: null })
    : props.error instanceof CheckoutStartError
      ? props.error.flowError
      : toFlowError(props.error);
  return (
    <Container sx={{ py: 4, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography component="h1" variant="h4">
        <Trans>Checkout</Trans>
      </Typography>
      <FlowErrorAlert
        error={error}
        fallback={
          cartNotReady
            ? t`Your cart could not be brought up to date, so the checkout was not started. Nothing was lost: please try again.`
            : t`The checkout could not be started.`
        }
      />
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
