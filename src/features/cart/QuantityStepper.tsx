import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type Ref, useEffect, useId, useState } from 'react';
import { DigitsField } from '../../components/DigitsField.tsx';

/** − and +: 44 px touch targets on phones, 36 px elsewhere, with a visible focus ring. */
const stepButton = {
  width: { xs: 44, sm: 36 },
  height: { xs: 44, sm: 36 },
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontSize: '1.25rem',
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/**
 * A quantity with − and + buttons and a field that takes digits only (SPEC section 5). A typed
 * quantity is set when the field is left or Enter is pressed; one out of bounds goes back to the
 * current quantity. `max` is the line's limit (stock and the product's own).
 *
 * The short visible label ("Quantity") sits above the row, so it never has to fit into the field's
 * outline (it was cut to "Quantit…" in every language); the field's accessible name still names the
 * product ("Quantity of Kettle"), and the bounds ("1 to 5") below it describe it.
 */
export function QuantityStepper(props: {
  productName: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
  /** The quantity field (the cart page moves focus to it after a removal). */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useLingui();
  const { quantity, max, productName } = props;
  const [typed, setTyped] = useState(String(quantity));
  useEffect(() => setTyped(String(quantity)), [quantity]);
  const id = useId();
  const fieldId = `${id}-field`;
  const boundsId = `${id}-bounds`;

  function commit() {
    const next = Number.parseInt(typed, 10);
    if (Number.isInteger(next) && next >= 1 && next <= max && next !== quantity) props.onChange(next);
    else setTyped(String(quantity));
  }

  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Typography component="label" htmlFor={fieldId} variant="body2" sx={{ fontWeight: 600 }}>
        <Trans>Quantity</Trans>
      </Typography>
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          aria-label={t`Fewer of ${productName}`}
          disabled={quantity <= 1}
          onClick={() => props.onChange(quantity - 1)}
          sx={stepButton}
        >
          <span aria-hidden="true">−</span>
        </IconButton>
        <DigitsField
          id={fieldId}
          inputRef={props.inputRef}
          value={typed}
          onChange={setTyped}
          onBlur={commit}
          onKeyUp={(event) => {
            if (event.key === 'Enter') commit();
          }}
          maxDigits={2}
          size="small"
          sx={{
            width: '4rem',
            '& .MuiInputBase-root': { height: { xs: 44, sm: 36 } },
            '& input': { textAlign: 'center' },
          }}
          slotProps={{
            htmlInput: { 'aria-label': t`Quantity of ${productName}`, 'aria-describedby': boundsId },
          }}
        />
        <IconButton
          aria-label={t`More of ${productName}`}
          disabled={quantity >= max}
          onClick={() => props.onChange(quantity + 1)}
          sx={stepButton}
        >
          <span aria-hidden="true">+</span>
        </IconButton>
      </Box>
      <Typography id={boundsId} variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {t`1 to ${max}`}
      </Typography>
    </Box>
  );
}
