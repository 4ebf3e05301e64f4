import type { ReactNode } from 'react';
import type { ProductSummary } from '../../../../contracts/pbs.ts';
import { WhenNearScreen } from '../../../components/WhenNearScreen.tsx';
import { ProductGrid } from '../ProductGrid.tsx';
import { DetailsSection } from './DetailsSection.tsx';

/** About a row of product cards: its room before it comes near the screen. */
const ROW_PLACEHOLDER_HEIGHT = 360;

/**
 * A titled row of products further down a page (bundle contents, similar, recommended): skeletons
 * while loading, nothing at all when the list is empty or could not be loaded (it is optional).
 * Its cards are drawn once they come near the screen, as the home page's lower sections: on a phone
 * they were three quarters of the product page's first render. Their data loads at once all the same.
 */
export function ProductRow(props: {
  title: ReactNode;
  products: readonly ProductSummary[] | undefined;
  loading: boolean;
  skeletonCount?: number;
}) {
  if (!props.loading && (props.products ?? []).length === 0) return null;
  return (
    <DetailsSection title={props.title}>
      <WhenNearScreen placeholderHeight={ROW_PLACEHOLDER_HEIGHT}>
        <ProductGrid
          products={props.products}
          loading={props.loading}
          skeletonCount={props.skeletonCount ?? 5}
          priorityCount={0}
        />
      </WhenNearScreen>
    </DetailsSection>
  );
}
