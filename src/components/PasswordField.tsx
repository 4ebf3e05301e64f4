import { useLingui } from '@lingui/react/macro';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type Ref, useState } from 'react';

/** A password input with a show/hide toggle that says what it will do. */
export function PasswordField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  helperText?: string;
  /** Why the flow refused what was typed: shown instead of helperText, the field marked invalid. */
  problem?: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
}) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={props.label}
      type={visible ? 'text' : 'password'}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      autoComplete={props.autoComplete}
      required={props.required ?? true}
      helperText={props.problem ?? props.helperText}
      error={props.problem !== undefined}
      inputRef={props.inputRef}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t`Hide password` : t`Show password`}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                <EyeIcon crossed={visible} />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function EyeIcon(props: { crossed: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
        fill="currentColor"
      />
      {props.crossed && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}
