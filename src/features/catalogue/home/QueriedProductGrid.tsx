import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../../../contracts/pbs.ts';
import { ProductGrid } from '../ProductGrid.tsx';

/**
 * A home section's products, read here rather than by the page: when this section's answer
 * arrives only its cards render, not every section of the page again (the home page's
 * answers arrive one by one, and each full re-render was a long task on a phone).
 */
export function QueriedProductGrid(props: {
  query: UseQueryOptions<ProductSummary[], Error, ProductSummary[], string[]>;
  skeletonCount: number;
  priorityCount: number;
  eagerCount?: number;
}) {
  const products = useQuery(props.query);
  return (
    <ProductGrid
      products={products.data ?? []}
      loading={products.isPending}
      skeletonCount={props.skeletonCount}
      priorityCount={props.priorityCount}
      eagerCount={props.eagerCount}
    />
  );
}
