import type { ReactNode } from 'react';
import type { ProductSummary } from '../../../../contracts/pbs.ts';
import { ProductGrid } from '../ProductGrid.tsx';
import { DetailsSection } from './DetailsSection.tsx';

/**
 * A titled row of products further down a page (bundle contents, similar, recommended): skeletons
 * while loading, nothing at all when the list is empty or could not be loaded (it is optional).
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
      <ProductGrid
        products={props.products}
        loading={props.loading}
        skeletonCount={props.skeletonCount ?? 5}
        priorityCount={0}
      />
    </DetailsSection>
  );
}
