import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/**
 * A titled band of the home page, with an optional "see all" link beside the title; a region named
 * by its title, so assistive technology can list and jump to the home page's sections.
 */
export function HomeSection(props: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={titleId} component="h2" variant="h5" sx={{ fontWeight: 600 }}>
          {props.title}
        </Typography>
        {props.action}
      </Box>
      {props.children}
    </Box>
  );
}
