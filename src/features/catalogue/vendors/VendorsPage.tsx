import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { VendorCard } from './VendorCard.tsx';

/** /vendor without a vendor: every vendor of the marketplace. */
export function VendorsPage() {
  const { api } = useAppSystem();
  const { data: vendors } = useSuspenseQuery(catalogueQueries.vendors(api));
  return (
    <Container maxWidth="xl" sx={{ py: 4, display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h4">
        <Trans>Vendors</Trans>
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {vendors.map((vendor) => (
          <VendorCard key={vendor.vendor_id} vendor={vendor} />
        ))}
      </Box>
    </Container>
  );
}
