import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useProductTypeLabel } from '../../../components/useCatalogueLabels.ts';
import { useFormatMoney } from '../../../components/useMoney.ts';
import type { CategoryOption } from '../rules/categoryTree.ts';
import { type AppliedFilter, appliedFilters, type ListingSearch } from '../rules/listingSearch.ts';
import type { ListingChanges } from './ListingFilters.tsx';

/**
 * The filters that are on, above the results at every width: one chip each (pressing it removes
 * that filter) and "Clear all". Nothing when no filter is on.
 */
export function AppliedFilters(props: {
  search: ListingSearch;
  categories: readonly CategoryOption[];
  onChange: (changes: ListingChanges) => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const label = useFilterLabel(props.categories);
  const applied = appliedFilters(props.search);
  if (applied.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t`Filters applied`}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      {applied.map((filter) => {
        const text = label(filter);
        return (
          <li key={filter.kind}>
            <Chip
              label={text}
              aria-label={t`Remove filter: ${text}`}
              onClick={() => props.onChange(filter.remove)}
              onDelete={() => props.onChange(filter.remove)}
              sx={{ maxWidth: '100%' }}
            />
          </li>
        );
      })}
      <li>
        <Button size="small" onClick={props.onClear}>
          <Trans>Clear all</Trans>
        </Button>
      </li>
    </Box>
  );
}

/** "Category: Laptops", "Price: R 100.00 – R 500.00"… as the chip says it. */
function useFilterLabel(categories: readonly CategoryOption[]) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const typeLabel = useProductTypeLabel();
  return (filter: AppliedFilter): string => {
    switch (filter.kind) {
      case 'category': {
        const name =
          categories.find((category) => category.category_id === filter.category)?.category_name ??
          String(filter.category);
        return t`Category: ${name}`;
      }
      case 'type': {
        const type = typeLabel(filter.type);
        return t`Type: ${type}`;
      }
      case 'price': {
        const from = money(filter.minPrice);
        const to = money(filter.maxPrice);
        if (filter.minPrice === undefined) return t`Price: up to ${to}`;
        if (filter.maxPrice === undefined) return t`Price: from ${from}`;
        return t`Price: ${from} – ${to}`;
      }
      case 'rating': {
        const stars = filter.rating;
        return t({ message: plural(stars, { one: 'Rating: # star & up', other: 'Rating: # stars & up' }) });
      }
      case 'inStock':
        return t`In stock only`;
    }
  };
}
