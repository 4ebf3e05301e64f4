import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { MAX_PRICE } from '../../../../contracts/pbs.ts';
import { useCurrencySymbol, useFormatMoney } from '../../../components/useMoney.ts';
import { type PriceRangeProblem, parsePriceRangeInput } from '../rules/priceRangeInput.ts';

/**
 * The price range filter: two amount fields applied together (Enter or "Apply"), so a half-typed
 * range never reloads the results. An empty field means no bound.
 */
export function PriceRangeForm(props: {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onApply: (range: { minPrice?: number; maxPrice?: number }) => void;
}) {
  const { t } = useLingui();
  const symbol = useCurrencySymbol();
  const format = useFormatMoney();
  const headingId = useId();
  const [minText, setMinText] = useState(props.minPrice === undefined ? '' : String(props.minPrice));
  const [maxText, setMaxText] = useState(props.maxPrice === undefined ? '' : String(props.maxPrice));
  const [problem, setProblem] = useState<{ field: 'min' | 'max'; problem: PriceRangeProblem } | null>(null);
  const messages: Record<PriceRangeProblem, string> = {
    not_a_number: t`Enter an amount, such as 250 or 99.50.`,
    out_of_range: t`Enter at most ${format(MAX_PRICE)}.`,
    min_above_max: t`The maximum must not be below the minimum.`,
  };
  const adornment = { input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> } };
  return (
    <Box
      component="form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const range = parsePriceRangeInput(minText, maxText);
        if (!range.ok) {
          setProblem({ field: range.field, problem: range.problem });
          return;
        }
        setProblem(null);
        props.onApply({ minPrice: range.minPrice, maxPrice: range.maxPrice });
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography id={headingId} component="h3" variant="subtitle2">
        <Trans>Price</Trans>
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField
          size="small"
          label={t`Minimum price`}
          value={minText}
          onChange={(event) => setMinText(event.target.value)}
          error={problem?.field === 'min'}
          slotProps={{ ...adornment, htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        <TextField
          size="small"
          label={t`Maximum price`}
          value={maxText}
          onChange={(event) => setMaxText(event.target.value)}
          error={problem?.field === 'max'}
          slotProps={{ ...adornment, htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
      </Box>
      {problem && (
        <Typography role="alert" variant="caption" color="error">
          {messages[problem.problem]}
        </Typography>
      )}
      <Button type="submit" variant="outlined" color="secondary" size="small" sx={{ justifySelf: 'start' }}>
        <Trans>Apply price</Trans>
      </Button>
    </Box>
  );
}
