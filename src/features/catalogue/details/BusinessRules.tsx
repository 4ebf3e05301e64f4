import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { styled } from '@mui/material/styles';
import type { BusinessRule, BusinessRuleLabel } from '../../../../contracts/pbs.ts';
import { useFormatMoney } from '../../../components/useMoney.ts';
import { type BusinessRuleView, describeBusinessRules } from '../rules/businessRules.ts';

// One styled section, its parts plain elements styled from it: every product page draws up to ten
// terms, and a styled element's styles are worked out at each render (the server's too).
const Terms = styled('section', { skipSx: true })(({ theme }) => ({
  // A store's own words (a long link in its discount details) break rather than widen the page.
  overflowWrap: 'anywhere',
  '& > h2': { ...theme.typography.subtitle1, fontWeight: 600, margin: 0, marginBottom: theme.spacing(1) },
  '& > dl': {
    margin: 0,
    display: 'grid',
    // A long value takes at most 60 % of the row, so that its term keeps room beside it.
    gridTemplateColumns: 'minmax(0, 1fr) fit-content(60%)',
    columnGap: theme.spacing(2),
    rowGap: theme.spacing(0.75),
  },
  // A term and its value, one row of the grid.
  '& > dl > div': { display: 'contents' },
  '& dt': { ...theme.typography.body2, color: theme.palette.text.secondary },
  '& dd': { ...theme.typography.body2, margin: 0, fontWeight: 500, textAlign: 'end' },
}));

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
    <Terms aria-labelledby="product-terms-heading">
      <h2 id="product-terms-heading">
        <Trans>Returns and cancellation</Trans>
      </h2>
      <dl>
        {views.map((view) => (
          <div key={view.label}>
            <dt>{labels[view.label] ?? view.label}</dt>
            <dd>{value(view)}</dd>
          </div>
        ))}
      </dl>
    </Terms>
  );
}
