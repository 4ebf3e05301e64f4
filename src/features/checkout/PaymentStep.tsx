import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '../../../contracts/checkout.ts';
import { canGoBack, canPlaceOrder, isPaymentUnsatisfied } from '../../../machines/checkout.machine.ts';
import { isLoadingPaymentConfig, selectOfferedMethods } from '../../../machines/paymentSelection.machine.ts';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { useFormatMoney } from '../catalogue/useMoney.ts';
import { type CheckoutActor, useCheckout, usePaymentSelection } from './useCheckout.ts';

/** A payment method's name: the store's own for a provider's brand, translated for the rest. */
function usePaymentMethodLabel(): (method: PaymentMethod) => string {
  const { t } = useLingui();
  return (method) => {
    switch (method.payment_type) {
      case 'COD':
        return t`Cash on delivery`;
      case 'CASHFREE':
        return t`Card`;
      case 'WALLET':
        return t`Wallet`;
      default:
        return method.label;
    }
  };
}

/**
 * Step 3: how to pay, among what the store allows for this order (pay on delivery, online
 * providers), then Place order. The payment selection decides what a choice replaces and when the
 * choice is enough; Place order is pressed once (the button is busy until the answer).
 */
export function PaymentStep(props: { actor: CheckoutActor; placing: boolean; busy: boolean }) {
  const { t } = useLingui();
  const { actor } = props;
  const label = usePaymentMethodLabel();
  const offered = usePaymentSelection(actor, (snapshot) => (snapshot ? selectOfferedMethods(snapshot) : []));
  const loadingConfig = usePaymentSelection(actor, (snapshot) =>
    snapshot ? isLoadingPaymentConfig(snapshot) : false,
  );
  const configError = usePaymentSelection(actor, (snapshot) => snapshot?.context.error ?? null);
  const selected = useCheckout(actor, (snapshot) => snapshot.context.selectedPayment);
  const error = useCheckout(actor, (snapshot) => snapshot.context.error);
  const canPlace = useCheckout(actor, canPlaceOrder);
  const mayGoBack = useCheckout(actor, canGoBack);
  const unsatisfied = useCheckout(actor, isPaymentUnsatisfied);
  const total = useCheckout(
    actor,
    (snapshot) => snapshot.context.checkout?.order_details.total_amount ?? null,
  );
  const format = useFormatMoney();
  const amount = total === null ? '' : format(total);

  const toSelection = (event: { type: 'SELECT' | 'REMOVE'; methodId: number }) =>
    actor.getSnapshot().children.paymentSelection?.send(event);
  const isChosen = (method: PaymentMethod) => selected.payment.some((chosen) => chosen.id === method.id);
  const onDelivery = offered.filter((method) => !method.is_payment_gateway);
  const online = offered.filter((method) => method.is_payment_gateway);

  const group = (heading: string, id: string, methods: PaymentMethod[]) =>
    methods.length === 0 ? null : (
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        <Typography id={id} component="legend" variant="h6" sx={{ mb: 0.5 }}>
          {heading}
        </Typography>
        <FormGroup aria-labelledby={id}>
          {methods.map((method) => (
            <FormControlLabel
              key={method.id}
              label={label(method)}
              control={
                <Checkbox
                  checked={isChosen(method)}
                  disabled={props.placing}
                  onChange={(event) =>
                    toSelection({ type: event.target.checked ? 'SELECT' : 'REMOVE', methodId: method.id })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
    );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {total !== null && (
        <Typography variant="h6" component="p">
          <Trans>
            Amount to pay: <bdi>{amount}</bdi>
          </Trans>
        </Typography>
      )}
      {offered.length === 0 ? (
        <Alert severity="warning">
          <Trans>The store offers no way to pay for this order.</Trans>
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {group(t`Pay on delivery`, 'pay-on-delivery-heading', onDelivery)}
          {group(t`Pay online`, 'pay-online-heading', online)}
        </Box>
      )}
      {unsatisfied && (
        <Alert severity="info" role="status">
          <Trans>Choose one way to pay: on delivery or online.</Trans>
        </Alert>
      )}
      {loadingConfig && (
        <Typography role="status" color="text.secondary">
          <Trans>Preparing the payment…</Trans>
        </Typography>
      )}
      {configError && (
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <FlowErrorAlert error={configError} fallback={t`The payment could not be prepared.`} />
          <Button onClick={() => actor.getSnapshot().children.paymentSelection?.send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        </Box>
      )}
      <FlowErrorAlert error={error} fallback={t`The order could not be placed. Please try again.`} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button disabled={!mayGoBack} onClick={() => actor.send({ type: 'BACK' })}>
          <Trans>Back</Trans>
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={!canPlace && !props.placing}
          loading={props.placing}
          onClick={() => actor.send({ type: 'PLACE_ORDER' })}
        >
          <Trans>Place order</Trans>
        </Button>
      </Box>
    </Box>
  );
}
