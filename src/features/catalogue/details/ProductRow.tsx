import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { ProductSummary } from '../../../../contracts/pbs.ts';
import { WhenNearScreen } from '../../../components/WhenNearScreen.tsx';
import { ProductGrid } from '../ProductGrid.tsx';
import { productGridRoom } from '../productGridRoom.ts';
import { DetailsSection } from './DetailsSection.tsx';

/**
 * A titled row of products further down a page (bundle contents, similar, recommended): skeletons
 * while loading, nothing at all when the list is empty or could not be loaded (it is optional).
 * Its cards are drawn once they come near the screen, as the home page's lower sections: on a phone
 * they were three quarters of the product page's first render. Their data loads at once all the same.
 * Until then the row holds the room its cards will take (productGridRoom), so that nothing moves
 * when they come: a page drawn on the server is scrolled by a shopper before its scripts run.
 */
export function ProductRow(props: {
  title: ReactNode;
  products: readonly ProductSummary[] | undefined;
  loading: boolean;
  skeletonCount?: number;
}) {
  if (!props.loading && (props.products ?? []).length === 0) return null;
  const skeletonCount = props.skeletonCount ?? 5;
  return (
    <DetailsSection title={props.title}>
      <Box sx={productGridRoom(props.loading ? skeletonCount : (props.products ?? []).length)}>
        <WhenNearScreen placeholderHeight={0}>
          <ProductGrid
            products={props.products}
            loading={props.loading}
            skeletonCount={skeletonCount}
            priorityCount={0}
          />
        </WhenNearScreen>
      </Box>
    </DetailsSection>
  );
}
