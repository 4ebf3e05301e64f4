import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { catalogueQueries } from '../../api/queries/catalogue.ts';
import { useAppSystem, useStoreBootstrap } from '../../app/AppSystemContext.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { BannerStrip } from './home/BannerStrip.tsx';
import { CategoryTiles } from './home/CategoryTiles.tsx';
import { HomeSection } from './home/HomeSection.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { VendorCard } from './vendors/VendorCard.tsx';

/** The store's front page: offers, deals, top categories, recommendations and vendors. */
export function HomePage() {
  const { api } = useAppSystem();
  const storeName = useStoreBootstrap((snapshot) => snapshot.context.store?.store_display_name ?? '');
  const deals = useQuery(catalogueQueries.deals(api));
  const recommended = useQuery(catalogueQueries.recommendations(api));
  const vendors = useQuery(catalogueQueries.vendors(api));
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, display: 'grid', gap: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h4">
        <Trans>Welcome to {storeName}</Trans>
      </Typography>
      <BannerStrip />
      <HomeSection
        title={<Trans>Deals of the day</Trans>}
        action={
          <RouterLink to="/productListing" search={{ sort: 'discount_desc' }}>
            <Trans>See all deals</Trans>
          </RouterLink>
        }
      >
        {/* The first banner is the home page's largest paint: the cards below it load lazily. */}
        <ProductGrid
          products={deals.data ?? []}
          loading={deals.isPending}
          skeletonCount={5}
          priorityCount={0}
        />
      </HomeSection>
      <HomeSection
        title={<Trans>Top categories</Trans>}
        action={
          <RouterLink to="/listCategories">
            <Trans>All categories</Trans>
          </RouterLink>
        }
      >
        <CategoryTiles />
      </HomeSection>
      <HomeSection title={<Trans>Recommended for you</Trans>}>
        <ProductGrid
          products={recommended.data ?? []}
          loading={recommended.isPending}
          skeletonCount={5}
          priorityCount={0}
        />
      </HomeSection>
      <HomeSection
        title={<Trans>Shop by vendor</Trans>}
        action={
          <RouterLink to="/vendor">
            <Trans>All vendors</Trans>
          </RouterLink>
        }
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {(vendors.data ?? []).slice(0, 8).map((vendor) => (
            <VendorCard key={vendor.vendor_id} vendor={vendor} />
          ))}
        </Box>
      </HomeSection>
    </Container>
  );
}
