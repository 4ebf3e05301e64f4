import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

/**
 * A labelled native select for the filter panel: accessible as it is, full width, and free of
 * MUI's menu code.
 */
export function FilterSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {props.children}
    </TextField>
  );
}
