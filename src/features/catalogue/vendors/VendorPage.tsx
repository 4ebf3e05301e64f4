import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { mediaUrl } from '../../../lib/mediaUrl.ts';
import { ProductGrid } from '../ProductGrid.tsx';
import { RatingStars } from '../RatingStars.tsx';

/** One vendor: who they are, and the first page of what they sell. */
export function VendorPage(props: { vendorId: number }) {
  const { api, config } = useAppSystem();
  const { data: vendor } = useSuspenseQuery(catalogueQueries.vendor(api, props.vendorId));
  const products = useQuery(catalogueQueries.vendorProducts(api, props.vendorId));
  const name = vendor.vendor_name;
  const count = vendor.product_count;
  return (
    <Container maxWidth="xl" sx={{ py: 4, display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '72px 1fr', md: '96px 1fr' },
          gap: 2,
          alignItems: 'center',
        }}
      >
        <Box sx={{ aspectRatio: '1', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}>
          {vendor.vendor_logo && (
            <img
              src={mediaUrl(config.mediaBaseUrl, vendor.vendor_logo) ?? ''}
              alt=""
              width={96}
              height={96}
              style={{ display: 'block', width: '100%', height: '100%' }}
            />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          {/* What the vendor wrote, in its own direction (an English name on an Arabic page). */}
          <Typography component="h1" variant="h4" dir="auto">
            {name}
          </Typography>
          <RatingStars value={vendor.rating} />
        </Box>
      </Box>
      <Typography dir="auto" sx={{ maxWidth: 800 }}>
        {vendor.description}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="h2" variant="h5">
          <Trans>Products from {name}</Trans>
        </Typography>
        <ButtonLink to="/productListing" search={{ vendor: props.vendorId }}>
          <Trans>See all {count} products</Trans>
        </ButtonLink>
      </Box>
      <ProductGrid products={products.data?.products ?? []} loading={products.isPending} skeletonCount={10} />
    </Container>
  );
}
