import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Navigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  isCheckoutBusy,
  selectCheckoutScreen,
  selectConfirmedOrderId,
} from '../../../machines/checkout/checkout.machine.ts';
import { isRequestCheckout } from '../../../machines/checkout/checkoutSteps.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { AddressStep } from './AddressStep.tsx';
import { CheckoutDone } from './CheckoutDone.tsx';
import { CheckoutItems } from './CheckoutItems.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { SummaryStep } from './SummaryStep.tsx';
import { type CheckoutActor, useCheckout } from './useCheckout.ts';

/**
 * /checkout/{checkoutId}: a stepper driven by the checkout machine: addresses, summary, payment
 * (two steps when the order is free, none when it is a request). The page sends events and shows
 * the machine's state; every figure is the server's.
 */
export function CheckoutPage(props: { actor: CheckoutActor }) {
  const { t } = useLingui();
  const { actor } = props;
  const screen = useCheckout(actor, selectCheckoutScreen);
  const busy = useCheckout(actor, isCheckoutBusy);
  const steps = useCheckout(actor, (snapshot) => snapshot.context.steps);
  const error = useCheckout(actor, (snapshot) => snapshot.context.error);
  const placement = useCheckout(actor, (snapshot) => snapshot.context.placement);
  const orderId = useCheckout(actor, (snapshot) => snapshot.context.checkout?.order_id ?? null);
  const confirmedOrderId = useCheckout(actor, selectConfirmedOrderId);
  const placing = screen === 'placing';

  const labels = [t`Addresses`, t`Summary`, t`Payment`].slice(0, steps.numberOfSteps);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const activeStep = steps.activeStep;
  const stepCount = labels.length;
  const stepName = labels[activeStep - 1] ?? '';
  const first = useRef(true);
  // A new step takes the focus to its heading (not on arrival: the page's heading is first then).
  useEffect(() => {
    if (activeStep === 0) return;
    if (first.current) {
      first.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [activeStep]);

  let body: ReactNode;
  if (screen === 'loading') {
    body = (
      <Box role="status" aria-label={t`Loading your checkout`} sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  } else if (screen === 'loadFailed') {
    body = (
      <LoadFailed
        flowError={error}
        fallback={t`Your checkout could not be loaded.`}
        onRetry={() => actor.send({ type: 'RETRY' })}
      >
        <ButtonLink to="/cart">
          <Trans>Back to the cart</Trans>
        </ButtonLink>
      </LoadFailed>
    );
  } else if (confirmedOrderId !== null) {
    // The order is placed: the checkout ends on its confirmation page.
    return (
      <Navigate to="/order-confirmation/$orderId" params={{ orderId: String(confirmedOrderId) }} replace />
    );
  } else if (screen === 'placed' && placement) {
    body = <CheckoutDone placement={placement} />;
  } else if (screen === 'ordered') {
    body = (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="info">
          <Trans>
            The order of this checkout was placed already: nothing here can change. Its payment and status are
            on the order's page.
          </Trans>
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {orderId !== null && (
            <ButtonLink
              variant="contained"
              to="/userprofile/order/$orderId"
              params={{ orderId: String(orderId) }}
            >
              <Trans>See the order</Trans>
            </ButtonLink>
          )}
          <ButtonLink to="/cart">
            <Trans>Back to the cart</Trans>
          </ButtonLink>
        </Box>
      </Box>
    );
  } else if (screen === 'handedOff') {
    body = (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>
          <Trans>Taking you to the secure payment page…</Trans>
        </Typography>
      </Box>
    );
  } else if (isRequestCheckout(steps.numberOfSteps)) {
    body = <RequestStep actor={actor} placing={placing} />;
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Stepper activeStep={activeStep - 1} aria-label={t`Checkout steps`} alternativeLabel>
          {labels.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography ref={stepHeading} tabIndex={-1} component="h2" variant="h5">
          {t`Step ${activeStep} of ${stepCount}: ${stepName}`}
        </Typography>
        {activeStep === 1 && <AddressStep actor={actor} busy={busy} />}
        {activeStep === 2 && <SummaryStep actor={actor} busy={busy} placing={placing} />}
        {activeStep === 3 && <PaymentStep actor={actor} busy={busy} placing={placing} />}
      </Box>
    );
  }

  return (
    <Container sx={{ py: 4, display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h4">
        <Trans>Checkout</Trans>
      </Typography>
      {body}
    </Container>
  );
}

/** An order of request-based items only: no steps and no payment; the customer submits it. */
function RequestStep(props: { actor: CheckoutActor; placing: boolean }) {
  const { t } = useLingui();
  const { actor } = props;
  const items = useCheckout(actor, (snapshot) => snapshot.context.checkout?.checkout_items ?? []);
  const error = useCheckout(actor, (snapshot) => snapshot.context.error);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          <Trans>Request a price</Trans>
        </Typography>
        <Typography color="text.secondary">
          <Trans>
            These products are sold on request: nothing is paid now. The store confirms the price after your
            request.
          </Trans>
        </Typography>
      </Paper>
      <CheckoutItems items={items} />
      <FlowErrorAlert error={error} fallback={t`The request could not be submitted. Please try again.`} />
      <Box>
        <Button
          variant="contained"
          size="large"
          loading={props.placing}
          onClick={() => actor.send({ type: 'PLACE_ORDER' })}
        >
          <Trans>Submit request</Trans>
        </Button>
      </Box>
    </Box>
  );
}
