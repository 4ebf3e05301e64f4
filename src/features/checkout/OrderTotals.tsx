import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { OrderSummary } from '../../../contracts/checkout.ts';
import { useFormatMoney } from '../catalogue/useMoney.ts';

/** What the order costs, as the server computed it (SPEC section 3 orderDetails). */
export function OrderTotals(props: { summary: OrderSummary }) {
  const { t } = useLingui();
  const format = useFormatMoney();
  const { summary } = props;
  const count = summary.items_count;
  return (
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
      <Divider />
      <Row label={t`Total`} value={format(summary.total_amount)} strong />
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
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" sx={{ fontWeight: weight }}>
        {props.label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: weight }}>
        <bdi>{props.value}</bdi>
      </Typography>
    </Box>
  );
}
