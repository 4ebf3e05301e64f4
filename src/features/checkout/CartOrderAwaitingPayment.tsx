import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { ONLINE_PAYMENT_WINDOW_MINUTES } from '../../../contracts/checkout.ts';
import { canPayNow } from '../../../machines/checkout/paymentRules.ts';
import type { FlowError } from '../../../machines/shared/flowError.ts';
import { orderQueries } from '../../api/queries/orders.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { UnpaidOrderActions } from '../../components/payment/UnpaidOrderActions.tsx';
import { useFormatMoney } from '../../components/useMoney.ts';

/**
 * The cart's checkout was not started: an order of the cart waits at the provider for its online
 * payment, and a new order of the same products would be refused at Place order. Said at once,
 * with the order's Pay now and Cancel order; once the order no longer waits (cancelled, paid or
 * expired, read again after either action), the shopper can start the checkout again.
 */
export function CartOrderAwaitingPayment(props: {
  orderId: number;
  /** The server's refusal, shown should the order itself not load. */
  refusal: FlowError;
  onCheckOutAgain: () => void;
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const format = useFormatMoney();
  const details = useQuery(orderQueries.details(api, props.orderId));
  if (details.isPending) {
    return <CircularProgress aria-label={t`Loading`} />;
  }
  if (details.isError) {
    return <FlowErrorAlert error={props.refusal} fallback={t`The checkout could not be started.`} />;
  }
  const order = details.data;
  const number = order.order_number;
  const total = format(order.totals.total_amount);
  const minutes = ONLINE_PAYMENT_WINDOW_MINUTES;
  if (!canPayNow(order, Date.now())) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="info" sx={{ width: '100%', boxSizing: 'border-box' }}>
          <Trans>
            Your order <bdi>{number}</bdi> no longer waits for its payment. You can check out your cart now.
          </Trans>
        </Alert>
        <Button variant="contained" onClick={props.onCheckOutAgain}>
          <Trans>Check out again</Trans>
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Alert severity="warning" sx={{ width: '100%', boxSizing: 'border-box' }}>
        <Trans>
          Your order <bdi>{number}</bdi> of these products is waiting for its online payment of{' '}
          <bdi>{total}</bdi>, so the cart cannot be ordered again yet. Pay for that order now, or cancel it
          and check out again; unpaid, it is cancelled {minutes} minutes after it was placed.
        </Trans>
      </Alert>
      <UnpaidOrderActions order={order} />
      <ButtonLink
        to="/userprofile/order/$orderId"
        params={{ orderId: String(order.order_id) }}
        variant="text"
      >
        <Trans>See order {number}</Trans>
      </ButtonLink>
    </Box>
  );
}
