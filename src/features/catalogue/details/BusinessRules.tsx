import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BusinessRule, BusinessRuleLabel } from '../../../../contracts/pbs.ts';
import { useFormatMoney } from '../../../components/useMoney.ts';
import { type BusinessRuleView, describeBusinessRules } from '../rules/businessRules.ts';

/** The product's return, replacement and cancellation terms (SPEC section 3's ten labels). */
export function BusinessRules(props: { rules: readonly BusinessRule[] }) {
  const { t } = useLingui();
  const format = useFormatMoney();
  const views = describeBusinessRules(props.rules);
  if (views.length === 0) return null;
  const labels: Record<BusinessRuleLabel, string> = {
    'Discount Details': t`Discount details`,
    'Return Allowed': t`Returns accepted`,
    'Return Days': t`Return window`,
    'Replacement Allowed': t`Replacement accepted`,
    'Replacement Days': t`Replacement window`,
    Replacement: t`Replacement`,
    'Refund Cancellation Allowed': t`Refund on cancellation`,
    'Refund Cancellation Days': t`Refund on cancellation within`,
    'Cancellation Allowed': t`Cancellation accepted`,
    'Cancellation Charge': t`Cancellation charge`,
  };
  const value = (view: BusinessRuleView): string => {
    switch (view.kind) {
      case 'flag':
        return view.allowed ? t`Yes` : t`No`;
      case 'days':
        return t({ message: plural(view.days, { one: '# day', other: '# days' }) });
      case 'amount':
        return format(view.amount);
      default:
        return view.text;
    }
  };
  return (
    <Box component="section" aria-labelledby="product-terms-heading">
      <Typography
        id="product-terms-heading"
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        <Trans>Returns and cancellation</Trans>
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          columnGap: 2,
          rowGap: 0.75,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 500, textAlign: 'end' },
        }}
      >
        {views.map((view) => (
          <Box key={view.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {labels[view.label] ?? view.label}
            </Typography>
            <Typography component="dd" variant="body2">
              {value(view)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
