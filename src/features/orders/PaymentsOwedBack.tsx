import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { PaymentOwedBack } from '../../../contracts/orderMoney.ts';
import { useOrderLabels } from '../../components/order/useOrderLabels.ts';
import { useFormatMoney } from '../../components/useMoney.ts';

/**
 * Payments that reached the store but could not pay this order (it was cancelled first, or already
 * paid): each is refunded whole, and says so, or says when it was refunded.
 */
export function PaymentsOwedBack(props: { payments: readonly PaymentOwedBack[] | undefined }) {
  const format = useFormatMoney();
  const labels = useOrderLabels();
  const payments = props.payments ?? [];
  if (payments.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {payments.map((payment) => {
        const amount = format(payment.amount);
        const refundedOn = payment.refunded_at === null ? null : labels.date(payment.refunded_at);
        const key = `${payment.received_at}-${payment.amount}`;
        return (
          <Alert key={key} severity={refundedOn === null ? 'info' : 'success'}>
            {payment.reason === 'order_paid_already' ? (
              refundedOn === null ? (
                <Trans>
                  A payment of <bdi>{amount}</bdi> reached us when this order was already paid: it will be
                  refunded to you.
                </Trans>
              ) : (
                <Trans>
                  A payment of <bdi>{amount}</bdi> reached us when this order was already paid: it was
                  refunded to you on <bdi>{refundedOn}</bdi>.
                </Trans>
              )
            ) : refundedOn === null ? (
              <Trans>
                A payment of <bdi>{amount}</bdi> reached us after this order was cancelled: it will be
                refunded to you.
              </Trans>
            ) : (
              <Trans>
                A payment of <bdi>{amount}</bdi> reached us after this order was cancelled: it was refunded to
                you on <bdi>{refundedOn}</bdi>.
              </Trans>
            )}
          </Alert>
        );
      })}
    </Box>
  );
}
