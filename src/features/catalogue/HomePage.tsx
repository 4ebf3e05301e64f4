import { Trans } from '@lingui/react/macro';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { catalogueQueries } from '../../api/queries/catalogue.ts';
import { useAppSystem, useStoreBootstrap } from '../../app/AppSystemContext.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { WhenNearScreen } from '../../components/WhenNearScreen.tsx';
import { BannerStrip } from './home/BannerStrip.tsx';
import { CategoryTiles } from './home/CategoryTiles.tsx';
import { HomeSection } from './home/HomeSection.tsx';
import { QueriedProductGrid } from './home/QueriedProductGrid.tsx';
import { VendorCards } from './home/VendorCards.tsx';

/** About a row of product cards and of vendor cards: their room before they come near the screen. */
const PRODUCTS_PLACEHOLDER_HEIGHT = 360;
const VENDORS_PLACEHOLDER_HEIGHT = 160;

/**
 * The store's front page: offers, deals, top categories, recommendations and vendors. Each section
 * reads its own query, so the page itself renders once and each answer renders only its section;
 * the recommendations and the vendors, below the first screen, render when scrolled near.
 */
export function HomePage() {
  const { api } = useAppSystem();
  const storeName = useStoreBootstrap((snapshot) => snapshot.context.store?.store_display_name ?? '');
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
        <QueriedProductGrid query={catalogueQueries.deals(api)} skeletonCount={5} priorityCount={0} />
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
        <WhenNearScreen placeholderHeight={PRODUCTS_PLACEHOLDER_HEIGHT}>
          <QueriedProductGrid
            query={catalogueQueries.recommendations(api)}
            skeletonCount={5}
            priorityCount={0}
          />
        </WhenNearScreen>
      </HomeSection>
      <HomeSection
        title={<Trans>Shop by vendor</Trans>}
        action={
          <RouterLink to="/vendor">
            <Trans>All vendors</Trans>
          </RouterLink>
        }
      >
        <WhenNearScreen placeholderHeight={VENDORS_PLACEHOLDER_HEIGHT}>
          <VendorCards />
        </WhenNearScreen>
      </HomeSection>
    </Container>
  );
}
