import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled part of an after-purchase page, named by its heading. */
export function Section(props: { title: string; children: ReactNode; level?: 'h2' | 'h3' }) {
  const heading = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={heading}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography
        id={heading}
        component={props.level ?? 'h2'}
        variant={props.level === 'h3' ? 'subtitle1' : 'h6'}
      >
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}
