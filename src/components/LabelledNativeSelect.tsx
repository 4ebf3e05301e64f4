import Box from '@mui/material/Box';
import { type ReactNode, useId } from 'react';

/**
 * A small labelled native select for the header. MUI's input stack (InputBase, OutlinedInput,
 * FormControl) would add its weight to every first page load for two controls; a native select
 * with a real label is as accessible and much lighter.
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
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Box component="label" htmlFor={id} sx={{ fontSize: 12, lineHeight: 1.2, opacity: 0.8 }}>
        {props.label}
      </Box>
      <Box
        component="select"
        id={id}
        value={props.value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => props.onChange(event.target.value)}
        sx={{
          minWidth: props.minWidth,
          font: 'inherit',
          fontSize: 14,
          color: 'inherit',
          bgcolor: 'transparent',
          border: 1,
          borderColor: 'currentColor',
          borderRadius: 1,
          px: 1,
          py: 0.75,
          cursor: 'pointer',
          '& option': { color: 'text.primary', bgcolor: 'background.paper' },
          '&:focus-visible': {
            outline: 2,
            outlineStyle: 'solid',
            outlineColor: 'primary.main',
            outlineOffset: 1,
          },
        }}
      >
        {props.children}
      </Box>
    </Box>
  );
}
