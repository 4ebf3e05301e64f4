import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { canPayNow, type PayableOrder } from '../../../machines/checkout/paymentRules.ts';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import { orderMutations } from '../../api/queries/orders.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { FlowErrorAlert } from '../FlowErrorAlert.tsx';

/**
 * Cancel order: an online order still awaiting its payment is cancelled as a whole, every item at
 * once (POST cancel-order/{orderId}, docs/decisions/0056-cancel-an-unpaid-online-order.md), after
 * the shopper confirms. The server refuses an order paid, failed or expired meanwhile and says why;
 * the orders are read again either way. Shown wherever Pay now is.
 */
export function CancelOrderButton(props: {
  order: PayableOrder & { order_id: number; order_number: string };
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const { order } = props;
  const number = order.order_number;
  const cancel = useMutation({
    ...orderMutations.cancel(api),
    onSuccess: () => setAsking(false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
  // The dialog stays while open, to say why the server refused (the order, read again, may no
  // longer offer the cancel).
  if (!canPayNow(order, Date.now()) && !asking) return null;
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        aria-label={t`Cancel order ${number}`}
        onClick={() => setAsking(true)}
      >
        <Trans>Cancel order</Trans>
      </Button>
      {asking && (
        <Dialog
          open
          onClose={() => (cancel.isPending ? undefined : setAsking(false))}
          aria-labelledby={titleId}
          fullWidth
          maxWidth="xs"
        >
          <DialogTitle id={titleId}>
            <Trans>Cancel order {number}?</Trans>
          </DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>
              <Trans>
                Every item of this order is cancelled and nothing is charged. This cannot be undone.
              </Trans>
            </DialogContentText>
            <FlowErrorAlert
              error={cancel.error ? toFlowError(cancel.error) : null}
              fallback={t`The order could not be cancelled. Please try again.`}
            />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button disabled={cancel.isPending} onClick={() => setAsking(false)}>
              <Trans>Keep the order</Trans>
            </Button>
            <Button
              variant="contained"
              color="error"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(order.order_id)}
            >
              <Trans>Yes, cancel the order</Trans>
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
