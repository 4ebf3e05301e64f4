import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { Booking } from '../../../../contracts/bookings.ts';
import { toFlowError } from '../../../../machines/shared/flowError.ts';
import { ApiError } from '../../../api/apiError.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { FlowErrorAlert } from '../../../components/FlowErrorAlert.tsx';
import { useOrderLabels } from '../../../components/order/useOrderLabels.ts';
import { aftercareMutations, aftercareQueries } from './queries.ts';

/**
 * Cancels a session after the customer confirms it; a refusal (the window closed meanwhile, the
 * server's 409) is shown and the sessions are read again, so the page shows what is allowed now.
 */
export function CancelSessionDialog(props: {
  orderItemId: number;
  booking: Booking;
  slotLabel: (session: { slot_id: number; slot_label: string }) => string;
  onClose: () => void;
  onDone: (booking: Booking) => void;
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const queryClient = useQueryClient();
  const labels = useOrderLabels();
  const title = useId();
  const { booking, orderItemId } = props;
  const bookingsKey = aftercareQueries.bookings(api, orderItemId).queryKey;
  const cancel = useMutation({
    ...aftercareMutations.cancel(api, orderItemId, booking.booking_id),
    onSuccess: async (cancelled) => {
      await queryClient.invalidateQueries({ queryKey: bookingsKey });
      props.onDone(cancelled);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: bookingsKey });
    },
  });
  const number = booking.session_number;
  const when = labels.when(booking.starts_at);
  const slot = props.slotLabel(booking);
  return (
    <Dialog open onClose={cancel.isPending ? undefined : props.onClose} aria-labelledby={title} fullWidth>
      <DialogTitle id={title}>
        <Trans>Cancel session {number}?</Trans>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography>
          <Trans>
            The session on <bdi>{when}</bdi> ({slot}) will be cancelled. This cannot be undone.
          </Trans>
        </Typography>
        <FlowErrorAlert
          error={cancel.error ? toFlowError(cancel.error) : null}
          fallback={t`The session could not be cancelled.`}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onClose} disabled={cancel.isPending}>
          <Trans>Keep the session</Trans>
        </Button>
        <Button variant="contained" color="error" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          <Trans>Cancel the session</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
