import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/**
 * One filter's values as chips, each with how many products it would show: pressing a chip
 * chooses that value (pressed again, it is removed). Values that would show nothing are left out,
 * unless chosen. Without counts yet, every value shows without a number.
 */
export function FacetChips<T extends string>(props: {
  label: string;
  values: readonly { value: T; label: string; count: number | undefined }[];
  selected: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  const labelId = useId();
  const shown = props.values.filter((entry) => entry.count !== 0 || entry.value === props.selected);
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {props.label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {shown.map((entry) => {
          const pressed = entry.value === props.selected;
          return (
            <Chip
              key={entry.value}
              component="button"
              type="button"
              aria-pressed={pressed}
              label={entry.count === undefined ? entry.label : `${entry.label} (${entry.count})`}
              color={pressed ? 'primary' : 'default'}
              variant={pressed ? 'filled' : 'outlined'}
              onClick={() => props.onChange(pressed ? undefined : entry.value)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
