import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  canContinue,
  canGoBack,
  canPlaceOrder,
  isSlotMissing,
} from '../../../machines/checkout/checkout.machine.ts';
import { isFreeCheckout } from '../../../machines/checkout/checkoutSteps.ts';
import { CLEAR_OF_ASK_AI } from '../../components/clearOfAskAi.ts';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { CheckoutItems } from './CheckoutItems.tsx';
import { CouponSection } from './CouponSection.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import { type CheckoutActor, useCheckout } from './useCheckout.ts';

/**
 * Step 2: the order summary: items (a slot for each service), coupons and the totals. A free order
 * is placed from here (two steps); otherwise Continue leads to the payment.
 */
export function SummaryStep(props: { actor: CheckoutActor; busy: boolean; placing: boolean }) {
  const { t } = useLingui();
  const { actor, busy } = props;
  const checkout = useCheckout(actor, (snapshot) => snapshot.context.checkout);
  const steps = useCheckout(actor, (snapshot) => snapshot.context.steps.numberOfSteps);
  const error = useCheckout(actor, (snapshot) => snapshot.context.error);
  const mayContinue = useCheckout(actor, canContinue);
  const mayGoBack = useCheckout(actor, canGoBack);
  const canPlace = useCheckout(actor, canPlaceOrder);
  const slotMissing = useCheckout(actor, isSlotMissing);
  if (!checkout) return null;
  const free = isFreeCheckout(steps);
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}
    >
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <CheckoutItems
          items={checkout.checkout_items}
          extra={(item) =>
            item.requires_slot ? (
              <SlotPicker
                item={item}
                disabled={busy}
                onSelect={(slotId) =>
                  actor.send({ type: 'SELECT_SLOT', checkoutItemId: item.checkout_item_id, slotId })
                }
              />
            ) : null
          }
        />
        <CouponSection actor={actor} busy={busy} />
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="order-total-heading"
        sx={{ p: 2, display: 'grid', gap: 2 }}
      >
        <Typography id="order-total-heading" component="h3" variant="h6">
          <Trans>Order total</Trans>
        </Typography>
        <OrderTotals summary={checkout.order_details} />
        <FlowErrorAlert error={error} fallback={t`Something went wrong. Please try again.`} />
        {slotMissing && (
          <Alert severity="info">
            <Trans>Choose a slot for each service to continue.</Trans>
          </Alert>
        )}
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
          {free ? (
            <Button
              variant="contained"
              size="large"
              disabled={!canPlace && !props.placing}
              loading={props.placing}
              onClick={() => actor.send({ type: 'PLACE_ORDER' })}
            >
              <Trans>Place order</Trans>
            </Button>
          ) : (
            <Button
              variant="contained"
              size="large"
              disabled={!mayContinue}
              onClick={() => actor.send({ type: 'CONTINUE' })}
            >
              <Trans>Continue to payment</Trans>
            </Button>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
