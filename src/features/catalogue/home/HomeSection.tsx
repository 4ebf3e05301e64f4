import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled band of the home page, with an optional "see all" link beside the title. */
export function HomeSection(props: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
          {props.title}
        </Typography>
        {props.action}
      </Box>
      {props.children}
    </Box>
  );
}
