import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import type { ProductSummary } from '../../../contracts/pbs.ts';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { ProductCard, ProductCardSkeleton } from './ProductCard.tsx';
import { GRID_COLUMNS } from './productCardSizes.ts';

/** How many cards at the top of a page load their images at once (they are the first screen). */
const PRIORITY_COUNT = 4;

const repeated = (columns: number) => ({ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` });
const COLUMNS = {
  ...repeated(GRID_COLUMNS.narrowest),
  ...Object.fromEntries(
    GRID_COLUMNS.from.map(([width, columns]) => [
      `@container product-grid (min-width: ${width}px)`,
      repeated(columns),
    ]),
  ),
};

/**
 * Products as a responsive grid: 2 columns on phones, 3 on tablets, 4 or 5 on desktops, by the
 * grid's own width. While `loading`, skeleton cards hold the place (`skeletonCount`, 10 by default: one
 * page). The first 4 images load eagerly, the first of them with high priority (the page's largest
 * paint); rows further down a page, and pages whose largest paint is another image, pass
 * `priorityCount={0}`: all their images load lazily.
 */
export function ProductGrid(props: {
  products: readonly ProductSummary[] | undefined;
  loading?: boolean;
  skeletonCount?: number;
  priorityCount?: number;
  /**
   * How many images load eagerly (the first `priorityCount` by default): a row a wide screen shows
   * at once, whose images are larger there than the page's lead image, without its priority.
   */
  eagerCount?: number;
  /** Names the list for screen readers when no heading does. */
  label?: string;
}) {
  const { t } = useLingui();
  const priorityCount = props.priorityCount ?? PRIORITY_COUNT;
  const eagerCount = props.eagerCount ?? priorityCount;
  if (props.loading) {
    return (
      <Box aria-busy="true" sx={GRID_CONTAINER}>
        <VisuallyHidden>
          <span role="status">{t`Loading products`}</span>
        </VisuallyHidden>
        <Box component="ul" sx={listStyle}>
          {Array.from({ length: props.skeletonCount ?? 10 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <Box component="li" key={index}>
              <ProductCardSkeleton />
            </Box>
          ))}
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={GRID_CONTAINER}>
      <Box component="ul" sx={listStyle} aria-label={props.label}>
        {(props.products ?? []).map((product, index) => (
          <Box component="li" key={product.product_id} sx={{ minWidth: 0 }}>
            <ProductCard
              product={product}
              eager={index < eagerCount}
              priority={index === 0 && priorityCount > 0}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const listStyle = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  ...COLUMNS,
  gap: { xs: 1.5, md: 2 },
} as const;

/** The container the columns are measured against. */
const GRID_CONTAINER = { containerType: 'inline-size', containerName: 'product-grid' } as const;
