import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AccountNav } from './AccountNav.tsx';

/** An account page: its heading, the account navigation beside it (above it on a phone), its content. */
export function AccountLayout(props: { title: ReactNode; children?: ReactNode }) {
  return (
    <Container
      sx={{
        py: 4,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <AccountNav />
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <Typography component="h1" variant="h4">
          {props.title}
        </Typography>
        {props.children}
      </Box>
    </Container>
  );
}
