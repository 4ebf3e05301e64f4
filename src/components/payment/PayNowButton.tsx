import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { canPayNow, type PayableOrder } from '../../../machines/checkout/paymentRules.ts';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import { orderPaymentMutations } from '../../api/queries/orderPayment.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import '../../app/storage/paymentHandOffState.ts';
import { writePaymentFlags } from '../../app/storage/paymentStorage.ts';
import { FlowErrorAlert } from '../FlowErrorAlert.tsx';

/**
 * Pay now: an online order still awaiting its payment is handed to the provider again (POST
 * order-checkout: a new payment session for the same order and amount), as the checkout hands it
 * off. The server refuses an order paid, failed, expired or replaced by a newer order meanwhile, and
 * says why; the orders are then read again. Nothing shows for an order that cannot be paid now.
 */
export function PayNowButton(props: {
  order: PayableOrder & { order_id: number; order_number: string };
  variant?: 'contained' | 'outlined';
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { order } = props;
  const number = order.order_number;
  const payNow = useMutation({
    ...orderPaymentMutations.payNow(api),
    onSuccess: (handOff) => {
      // The post-payment return checks this order once the shopper is back.
      writePaymentFlags(handOff.order_id, 'order');
      void navigate({ to: handOff.payment_page, state: { paymentHandOff: handOff.hand_off } });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
  if (!canPayNow(order, Date.now())) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button
        variant={props.variant ?? 'contained'}
        loading={payNow.isPending || payNow.isSuccess}
        aria-label={t`Pay now for order ${number}`}
        onClick={() => payNow.mutate(order.order_id)}
      >
        <Trans>Pay now</Trans>
      </Button>
      <FlowErrorAlert
        error={payNow.error ? toFlowError(payNow.error) : null}
        fallback={t`The payment could not be started. Please try again.`}
      />
    </Box>
  );
}
