import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createContext, type ReactNode, useContext } from 'react';

/** Whether the parts stand on a page of their own (drawn as cards with their own headings). */
export const FramedParts = createContext(false);

/** A titled part; `framed` (a page of its own) draws it as a card, under an item it stays plain. */
export function AftercarePart(props: { label: string; children: ReactNode }) {
  const framed = useContext(FramedParts);
  return (
    <Box
      component="section"
      aria-label={props.label}
      sx={{
        display: 'grid',
        gap: 0.75,
        minWidth: 0,
        ...(framed ? { p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 1 } : {}),
      }}
    >
      <Typography component={framed ? 'h2' : 'h3'} variant={framed ? 'h6' : 'subtitle2'}>
        {props.label}
      </Typography>
      {props.children}
    </Box>
  );
}
