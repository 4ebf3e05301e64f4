import { Trans } from '@lingui/react/macro';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useStoreBootstrap } from '../../app/AppSystemContext.tsx';

/** The store's front page; banners, deals and recommendations arrive with the catalogue. */
export function HomePage() {
  const storeName = useStoreBootstrap((snapshot) => snapshot.context.store?.store_display_name ?? '');
  return (
    <Container sx={{ py: 4 }}>
      <Typography component="h1" variant="h4">
        <Trans>Welcome to {storeName}</Trans>
      </Typography>
    </Container>
  );
}
