import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page's title in a content-width container; the screens of later features grow below it. */
export function PageHeading(props: { children: ReactNode }) {
  return (
    <Container sx={{ py: 4 }}>
      <Typography component="h1" variant="h4">
        {props.children}
      </Typography>
    </Container>
  );
}
