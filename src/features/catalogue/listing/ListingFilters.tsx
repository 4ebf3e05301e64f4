import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import {
  type FacetCount,
  PRODUCT_TYPES,
  type ProductFacets,
  type Vendor,
} from '../../../../contracts/pbs.ts';
import { useProductTypeLabel } from '../../../components/useCatalogueLabels.ts';
import { positiveInt } from '../../../lib/searchParams.ts';
import type { CategoryOption } from '../rules/categoryTree.ts';
import type { ListingSearch } from '../rules/listingSearch.ts';
import { FacetChips } from './FacetChips.tsx';
import { FilterSelect } from './FilterSelect.tsx';
import { PriceRangeForm } from './PriceRangeForm.tsx';

export type ListingChanges = Partial<Omit<ListingSearch, 'page'>>;

/** Indents a category under its parents in a native select (options cannot hold markup). */
const indent = (depth: number) => '\u00a0\u00a0\u00a0'.repeat(depth);

/** A count per value, 0 for a value missing from the counts; no counts (yet) answers undefined. */
function countsOf<T>(entries: readonly FacetCount<T>[] | undefined) {
  if (entries === undefined) return () => undefined;
  const counts = new Map(entries.map((entry) => [entry.value, entry.count]));
  return (value: T) => counts.get(value) ?? 0;
}

/**
 * Whether a value is offered: one that would show nothing is left out (a "Tin Works (0)" can only
 * lead to an empty page), unless it is the chosen one, which stays so that it can be seen and taken
 * off. Without counts (yet), every value is offered.
 */
const offered = (count: number | undefined, chosen: boolean) => count !== 0 || chosen;

/** "Laptops (12)": a native option holds text only. */
const withCount = (text: string, count: number | undefined) =>
  count === undefined ? text : `${text} (${count})`;

/**
 * The listing's filters: category, vendor, product type, price range, minimum rating and "in
 * stock only", each value with how many products it would show (`facets`, from the listing's own
 * answer). Each change is reported at once (the page turns it into a new address).
 */
export function ListingFilters(props: {
  search: ListingSearch;
  categories: readonly CategoryOption[];
  vendors: readonly Vendor[];
  facets?: ProductFacets;
  onChange: (changes: ListingChanges) => void;
}) {
  const { t } = useLingui();
  const typeLabel = useProductTypeLabel();
  const { search, onChange, facets } = props;
  const categoryCount = countsOf(facets?.categories);
  const vendorCount = countsOf(facets?.vendors);
  const typeCount = countsOf(facets?.product_types);
  const ratingCount = countsOf(facets?.ratings);
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <FilterSelect
        label={t`Category`}
        value={search.category === undefined ? '' : String(search.category)}
        onChange={(value) => onChange({ category: positiveInt(value) })}
      >
        <option value="">{t`All categories`}</option>
        {props.categories.map((category) => {
          const count = categoryCount(category.category_id);
          if (!offered(count, category.category_id === search.category)) return null;
          return (
            <option key={category.category_id} value={category.category_id}>
              {indent(category.depth) + withCount(category.category_name, count)}
            </option>
          );
        })}
      </FilterSelect>
      <FilterSelect
        label={t`Vendor`}
        value={search.vendor === undefined ? '' : String(search.vendor)}
        onChange={(value) => onChange({ vendor: positiveInt(value) })}
      >
        <option value="">{t`All vendors`}</option>
        {props.vendors.map((vendor) => {
          const count = vendorCount(vendor.vendor_id);
          if (!offered(count, vendor.vendor_id === search.vendor)) return null;
          return (
            <option key={vendor.vendor_id} value={vendor.vendor_id}>
              {withCount(vendor.vendor_name, count)}
            </option>
          );
        })}
      </FilterSelect>
      <FacetChips
        label={t`Product type`}
        values={PRODUCT_TYPES.map((type) => ({
          value: type,
          label: typeLabel(type),
          count: typeCount(type),
        }))}
        selected={search.type}
        onChange={(type) => onChange({ type })}
      />
      <PriceRangeForm
        // A new range from the address (Back, "Clear filters") starts the fields afresh.
        key={`${search.minPrice ?? ''}-${search.maxPrice ?? ''}`}
        minPrice={search.minPrice}
        maxPrice={search.maxPrice}
        onApply={(range) => onChange(range)}
      />
      <FilterSelect
        label={t`Minimum rating`}
        value={search.rating === undefined ? '' : String(search.rating)}
        onChange={(value) => onChange({ rating: positiveInt(value) })}
      >
        <option value="">{t`Any rating`}</option>
        {[4, 3, 2, 1].map((stars) => {
          const count = ratingCount(stars);
          if (!offered(count, stars === search.rating)) return null;
          return (
            <option key={stars} value={stars}>
              {withCount(t({ message: plural(stars, { one: '# star & up', other: '# stars & up' }) }), count)}
            </option>
          );
        })}
      </FilterSelect>
      <FormControlLabel
        control={
          <Checkbox
            checked={search.inStock === true}
            onChange={(event) => onChange({ inStock: event.target.checked ? true : undefined })}
          />
        }
        label={
          <>
            {t`In stock only`}
            {/* Seen, not read as part of the box's name: the name stays what the box does. */}
            {facets && (
              <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary' }}>
                {` (${facets.in_stock})`}
              </Box>
            )}
          </>
        }
      />
    </Box>
  );
}
