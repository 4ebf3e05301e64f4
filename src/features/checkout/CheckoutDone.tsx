import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { OrderPlacement } from '../../../contracts/checkout.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useFormatMoney } from '../../components/useMoney.ts';

/** The order is placed (or the request submitted): its number, and where to go next. Takes the focus. */
export function CheckoutDone(props: { placement: OrderPlacement }) {
  const format = useFormatMoney();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { placement } = props;
  const number = placement.order_number;
  const total = format(placement.total_amount);
  const request = placement.order_kind === 'request';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h5">
        {request ? <Trans>Request submitted</Trans> : <Trans>Order placed</Trans>}
      </Typography>
      <Alert severity="success" sx={{ width: '100%', boxSizing: 'border-box' }}>
        {request ? (
          <Trans>
            Your request <bdi>{number}</bdi> has been submitted. The store will confirm its price and get back
            to you.
          </Trans>
        ) : placement.payment_mode === 'pay_on_delivery' ? (
          <Trans>
            Your order <bdi>{number}</bdi> has been placed. Pay <bdi>{total}</bdi> on delivery.
          </Trans>
        ) : (
          <Trans>
            Your order <bdi>{number}</bdi> has been placed.
          </Trans>
        )}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <ButtonLink to="/userprofile/order" variant="contained">
          <Trans>See your orders</Trans>
        </ButtonLink>
        <ButtonLink to="/productListing" variant="outlined">
          <Trans>Continue shopping</Trans>
        </ButtonLink>
      </Box>
    </Paper>
  );
}
