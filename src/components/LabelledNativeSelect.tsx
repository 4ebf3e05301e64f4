import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

/**
 * A small labelled native select. TextField's `select` would pull MUI's menu and popover code
 * into the first page load for two header controls; the native one is lighter and fully accessible.
 */
export function LabelledNativeSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minWidth: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: props.minWidth }}>
      <InputLabel htmlFor={id} shrink>
        {props.label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        input={<OutlinedInput notched label={props.label} id={id} />}
      >
        {props.children}
      </NativeSelect>
    </FormControl>
  );
}
