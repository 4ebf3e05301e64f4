import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for screen readers only (what a strike-through or a star picture means to the eye). */
export function VisuallyHidden(props: { children: ReactNode; id?: string }) {
  return (
    <Box
      component="span"
      id={props.id}
      sx={{
        border: 0,
        clip: 'rect(0 0 0 0)',
        clipPath: 'inset(50%)',
        height: '1px',
        margin: '-1px',
        overflow: 'hidden',
        padding: 0,
        position: 'absolute',
        whiteSpace: 'nowrap',
        width: '1px',
      }}
    >
      {props.children}
    </Box>
  );
}
