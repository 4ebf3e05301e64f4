import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

// An order's summary as the order page and the confirmation page lay it out: titled sections of
// label–value rows (a description list).

/** A titled section of an order's page. */
export function SummarySection(props: { title: string; children: ReactNode }) {
  const heading = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={heading}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id={heading} component="h2" variant="h6">
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

/** One label and its value, inside a `<dl>`. */
export function SummaryRow(props: { label: string; children: ReactNode; strong?: boolean }) {
  const weight = props.strong ? 700 : undefined;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <Typography component="dt" sx={{ fontWeight: weight }}>
        {props.label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: weight }}>
        {props.children}
      </Typography>
    </Box>
  );
}
