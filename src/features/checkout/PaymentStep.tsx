import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '../../../contracts/checkout.ts';
import {
  canGoBack,
  canPlaceOrder,
  isPaymentUnsatisfied,
} from '../../../machines/checkout/checkout.machine.ts';
import { eventsToChooseOnly } from '../../../machines/checkout/paymentRules.ts';
import {
  isLoadingPaymentConfig,
  selectOfferedMethods,
} from '../../../machines/checkout/paymentSelection.machine.ts';
import { CLEAR_OF_ASK_AI } from '../../components/clearOfAskAi.ts';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useFormatMoney } from '../../components/useMoney.ts';
import {
  type CheckoutActor,
  sendToPaymentSelection,
  useCheckout,
  usePaymentSelection,
} from './useCheckout.ts';

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

  // One way to pay: the radios tell the selection to keep only the method chosen.
  const choose = (methodId: number) => {
    for (const event of eventsToChooseOnly(selected.payment, methodId)) sendToPaymentSelection(actor, event);
  };
  const chosenId = selected.payment.length === 1 ? String(selected.payment[0]?.id) : '';
  const onDelivery = offered.filter((method) => !method.is_payment_gateway);
  const online = offered.filter((method) => method.is_payment_gateway);

  const group = (heading: string, methods: PaymentMethod[]) =>
    methods.length === 0 ? null : (
      <Box sx={{ display: 'grid', gap: 0.25 }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
          {heading}
        </Typography>
        {methods.map((method) => (
          <FormControlLabel
            key={method.id}
            value={String(method.id)}
            label={label(method)}
            disabled={props.placing}
            control={<Radio />}
          />
        ))}
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
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          <Typography id="payment-method-heading" component="legend" variant="h6" sx={{ mb: 0.5 }}>
            <Trans>Payment method</Trans>
          </Typography>
          <RadioGroup
            aria-labelledby="payment-method-heading"
            value={chosenId}
            onChange={(event) => choose(Number(event.target.value))}
          >
            {group(t`Pay on delivery`, onDelivery)}
            {group(t`Pay online`, online)}
          </RadioGroup>
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
        <LoadFailed
          dense
          flowError={configError}
          fallback={t`The payment could not be prepared.`}
          onRetry={() => sendToPaymentSelection(actor, { type: 'RETRY' })}
        />
      )}
      <FlowErrorAlert error={error} fallback={t`The order could not be placed. Please try again.`} />
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          ...CLEAR_OF_ASK_AI,
        }}
      >
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
