import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type Ref, useEffect, useState } from 'react';
import { DigitsField } from '../../components/DigitsField.tsx';

/**
 * A quantity with − and + buttons and a field that takes digits only (SPEC section 5). A typed
 * quantity is set when the field is left or Enter is pressed; one out of bounds goes back to the
 * current quantity. `max` is the line's limit (stock and the product's own).
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

  function commit() {
    const next = Number.parseInt(typed, 10);
    if (Number.isInteger(next) && next >= 1 && next <= max && next !== quantity) props.onChange(next);
    else setTyped(String(quantity));
  }

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        aria-label={t`Fewer of ${productName}`}
        disabled={quantity <= 1}
        onClick={() => props.onChange(quantity - 1)}
        size="small"
      >
        <span aria-hidden="true">−</span>
      </IconButton>
      <DigitsField
        label={t`Quantity of ${productName}`}
        inputRef={props.inputRef}
        value={typed}
        onChange={setTyped}
        onBlur={commit}
        onKeyUp={(event) => {
          if (event.key === 'Enter') commit();
        }}
        maxDigits={2}
        size="small"
        sx={{ width: '5.5rem' }}
        helperText={t`1 to ${max}`}
      />
      <IconButton
        aria-label={t`More of ${productName}`}
        disabled={quantity >= max}
        onClick={() => props.onChange(quantity + 1)}
        size="small"
      >
        <span aria-hidden="true">+</span>
      </IconButton>
    </Box>
  );
}
