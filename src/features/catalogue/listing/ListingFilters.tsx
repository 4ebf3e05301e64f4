import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { PRODUCT_TYPES, type Vendor } from '../../../../contracts/pbs.ts';
import type { CategoryOption } from '../../../lib/categoryTree.ts';
import { activeFilterCount, type ListingSearch } from '../../../lib/listingSearch.ts';
import { positiveInt } from '../../../lib/searchParams.ts';
import { useProductTypeLabel } from '../useCatalogueLabels.ts';
import { FilterSelect } from './FilterSelect.tsx';
import { PriceRangeForm } from './PriceRangeForm.tsx';

export type ListingChanges = Partial<Omit<ListingSearch, 'page'>>;

/** Indents a category under its parents in a native select (options cannot hold markup). */
const indent = (depth: number) => '\u00a0\u00a0\u00a0'.repeat(depth);

/**
 * The listing's filters: category, vendor, product type, price range, minimum rating and "in
 * stock only". Each change is reported at once (the page turns it into a new address).
 */
export function ListingFilters(props: {
  search: ListingSearch;
  categories: readonly CategoryOption[];
  vendors: readonly Vendor[];
  onChange: (changes: ListingChanges) => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const typeLabel = useProductTypeLabel();
  const { search, onChange } = props;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <FilterSelect
        label={t`Category`}
        value={search.category === undefined ? '' : String(search.category)}
        onChange={(value) => onChange({ category: positiveInt(value) })}
      >
        <option value="">{t`All categories`}</option>
        {props.categories.map((category) => (
          <option key={category.category_id} value={category.category_id}>
            {indent(category.depth) + category.category_name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t`Vendor`}
        value={search.vendor === undefined ? '' : String(search.vendor)}
        onChange={(value) => onChange({ vendor: positiveInt(value) })}
      >
        <option value="">{t`All vendors`}</option>
        {props.vendors.map((vendor) => (
          <option key={vendor.vendor_id} value={vendor.vendor_id}>
            {vendor.vendor_name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t`Product type`}
        value={search.type ?? ''}
        onChange={(value) => onChange({ type: PRODUCT_TYPES.find((type) => type === value) })}
      >
        <option value="">{t`All types`}</option>
        {PRODUCT_TYPES.map((type) => (
          <option key={type} value={type}>
            {typeLabel(type)}
          </option>
        ))}
      </FilterSelect>
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
        {[4, 3, 2, 1].map((stars) => (
          <option key={stars} value={stars}>
            {t({ message: plural(stars, { one: '# star & up', other: '# stars & up' }) })}
          </option>
        ))}
      </FilterSelect>
      <FormControlLabel
        control={
          <Checkbox
            checked={search.inStock === true}
            onChange={(event) => onChange({ inStock: event.target.checked ? true : undefined })}
          />
        }
        label={t`In stock only`}
      />
      {activeFilterCount(search) > 0 && (
        <Button variant="text" color="secondary" onClick={props.onClear} sx={{ justifySelf: 'start' }}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </Box>
  );
}
