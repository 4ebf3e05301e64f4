import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderSummary } from '../../../contracts/checkout.ts';
import { useFormatMoney } from '../../components/useMoney.ts';

/** What the order costs, as the server computed it (SPEC section 3 orderDetails). */
export function OrderTotals(props: { summary: OrderSummary }) {
  const { t } = useLingui();
  const format = useFormatMoney();
  const { summary } = props;
  const count = summary.items_count;
  // A <dl> holds only its dt/dd rows (axe: definition-list): the rule above the total is the total
  // row's border, and the free-order note follows the list.
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Row label={t`Items (${count})`} value={format(summary.total_mrp)} />
        {summary.product_discount > 0 && (
          <Row label={t`Discount`} value={`− ${format(summary.product_discount)}`} />
        )}
        {summary.coupon_discount > 0 && (
          <Row label={t`Coupon`} value={`− ${format(summary.coupon_discount)}`} />
        )}
        <Row
          label={t`Delivery`}
          value={summary.delivery_charge > 0 ? format(summary.delivery_charge) : t`Free`}
        />
        <Row label={t`Total`} value={format(summary.total_amount)} strong />
      </Box>
      {summary.is_free && (
        <Typography variant="body2" color="success.main">
          <Trans>Nothing to pay: this order is free.</Trans>
        </Typography>
      )}
    </Box>
  );
}

function Row(props: { label: string; value: string; strong?: boolean }) {
  const weight = props.strong ? 700 : undefined;
  // The total is set apart by a rule above it.
  const rule = props.strong ? { borderTop: 1, borderColor: 'divider', pt: 1 } : undefined;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, ...rule }}>
      <Typography component="dt" sx={{ fontWeight: weight }}>
        {props.label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: weight }}>
        <bdi>{props.value}</bdi>
      </Typography>
    </Box>
  );
}
