import Box from '@mui/material/Box';
import type { PayableOrder } from '../../../machines/checkout/paymentRules.ts';
import { CancelOrderButton } from './CancelOrderButton.tsx';
import { PayNowButton } from './PayNowButton.tsx';

/**
 * What an online order still awaiting its payment offers, side by side: Pay now (a new hand-off)
 * and Cancel order (every item at once). Each shows only while the order may still be paid.
 */
export function UnpaidOrderActions(props: {
  order: PayableOrder & { order_id: number; order_number: string };
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <PayNowButton order={props.order} />
      <CancelOrderButton order={props.order} />
    </Box>
  );
}
