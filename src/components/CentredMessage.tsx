import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The layout shared by the full-page messages: not found, error, store unavailable. */
export function CentredMessage(props: {
  heading: ReactNode;
  description: ReactNode;
  illustration?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      component="section"
      sx={{
        display: 'grid',
        justifyItems: 'center',
        gap: 2,
        textAlign: 'center',
        px: 2,
        py: { xs: 6, md: 10 },
      }}
    >
      {props.illustration}
      <Typography component="h1" variant="h4">
        {props.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
        {props.description}
      </Typography>
      {props.children}
    </Box>
  );
}
