import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useStoreBootstrap } from '../../app/AppSystemContext.tsx';
import { useStoreLogo } from '../../app/hooks/useStoreImages.ts';
import { StoreLogo } from '../../components/StoreLogo.tsx';

/** Sign-in and sign-up pages have no header: the store's logo leads back home above the card. */
export function AuthLayout(props: { title: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const theme = useTheme();
  const storeName = useStoreBootstrap((snapshot) => snapshot.context.store?.store_display_name ?? '');
  const logo = useStoreLogo(theme.palette.mode);
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 3, px: 2, py: { xs: 4, md: 8 } }}>
      <Box component={Link} to="/" aria-label={storeName} sx={{ color: 'inherit', display: 'flex' }}>
        <StoreLogo src={logo} alt={storeName} />
      </Box>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2.5 }}
      >
        <Typography component="h1" variant="h5">
          {props.title}
        </Typography>
        {props.children}
      </Paper>
      {props.footer}
    </Box>
  );
}
