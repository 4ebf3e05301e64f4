import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PAGE_LIMIT } from '../../../contracts/paging.ts';
import { catalogueQueries } from '../../api/queries/catalogue.ts';
import { useAppSystem, useStoreBootstrap } from '../../app/AppSystemContext.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { WhenNearScreen } from '../../components/WhenNearScreen.tsx';
import { BannerStrip } from './home/BannerStrip.tsx';
import { CategoryTiles } from './home/CategoryTiles.tsx';
import { HomeSection } from './home/HomeSection.tsx';
import { QueriedProductGrid } from './home/QueriedProductGrid.tsx';
import { SHOWN_VENDORS, VendorCards } from './home/VendorCards.tsx';
import { productGridRoom } from './productGridRoom.ts';

/**
 * The room the recommendations and the vendors hold before they come near the screen: the height
 * their cards take, so that nothing moves when they come. The recommendations are a page of
 * products (PAGE_LIMIT, productGridRoom); the vendors are SHOWN cards 82 px tall in 1, 2 or 4
 * columns by the window (VendorCards.tsx).
 */
const VENDOR_CARD_HEIGHT = 82;
const VENDOR_GAP = 16;
const vendorsHeight = (columns: number) => {
  const rows = Math.ceil(SHOWN_VENDORS / columns);
  return rows * VENDOR_CARD_HEIGHT + (rows - 1) * VENDOR_GAP;
};
const VENDORS_ROOM: SxProps<Theme> = {
  '& > div:empty': { height: { xs: vendorsHeight(1), sm: vendorsHeight(2), md: vendorsHeight(4) } },
};

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
        {/* The first banner is a phone's largest paint; on a wide screen, where the banners stand
            side by side, this row's images are larger than each and show with it: they load at
            once, without the banner's priority. */}
        <QueriedProductGrid
          query={catalogueQueries.deals(api)}
          skeletonCount={5}
          priorityCount={0}
          eagerCount={5}
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
        <Recommendations />
      </HomeSection>
      <HomeSection
        title={<Trans>Shop by vendor</Trans>}
        action={
          <RouterLink to="/vendor">
            <Trans>All vendors</Trans>
          </RouterLink>
        }
      >
        <Box sx={VENDORS_ROOM}>
          <WhenNearScreen placeholderHeight={0}>
            <VendorCards />
          </WhenNearScreen>
        </Box>
      </HomeSection>
    </Container>
  );
}

/**
 * The recommendations, drawn when they come near the screen, in the room their cards take: as many
 * as the answer has (read with the page, on the server too), a page of them while it is not in.
 * Its own component, so that the answer renders this section only.
 */
function Recommendations() {
  const { api } = useAppSystem();
  const query = catalogueQueries.recommendations(api);
  const { data } = useQuery(query);
  return (
    <Box sx={productGridRoom(data?.length ?? PAGE_LIMIT)}>
      <WhenNearScreen placeholderHeight={0}>
        <QueriedProductGrid query={query} skeletonCount={5} priorityCount={0} />
      </WhenNearScreen>
    </Box>
  );
}
