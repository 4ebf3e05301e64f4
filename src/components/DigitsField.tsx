import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { blocksNonDigitKey, digitsOnly } from '../lib/keyFilters.ts';

/**
 * A text field that takes digits only (SPEC section 5): other key presses are blocked, and pasted
 * text keeps just its digits.
 */
export function DigitsField(
  props: Omit<TextFieldProps, 'onChange' | 'value'> & {
    value: string;
    onChange: (digits: string) => void;
    maxDigits: number;
  },
) {
  const { value, onChange, maxDigits, slotProps, ...rest } = props;
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value).slice(0, maxDigits))}
      onKeyDown={(event) => {
        if (blocksNonDigitKey(event)) event.preventDefault();
      }}
      slotProps={{
        ...slotProps,
        // The caller's input attributes (an aria-label) are kept; the digit rules always apply.
        htmlInput: {
          ...(typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {}),
          inputMode: 'numeric',
          pattern: '[0-9]*',
          // Room for the spaces and signs of pasted text ("98765 43210"): the browser would cut it
          // before its digits are kept; onChange keeps at most maxDigits digits.
          maxLength: maxDigits * 2,
        },
      }}
    />
  );
}
