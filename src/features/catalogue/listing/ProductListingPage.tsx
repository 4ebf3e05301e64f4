import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { PAGE_LIMIT } from '../../../../contracts/paging.ts';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { asText } from '../../../components/asText.tsx';
import { useSortLabel } from '../../../components/useCatalogueLabels.ts';
import { isPastLastPage, pageCount, pageItemRange } from '../../../lib/pagination.ts';
import { ProductGrid } from '../ProductGrid.tsx';
import { categoryOptions } from '../rules/categoryTree.ts';
import {
  activeFilterCount,
  clearListingFilters,
  effectiveSortKey,
  type ListingSearch,
  toProductListQuery,
  withListingChanges,
  withListingPage,
} from '../rules/listingSearch.ts';
import { AppliedFilters } from './AppliedFilters.tsx';
import { FilterSelect } from './FilterSelect.tsx';
import { FiltersDisclosure } from './FiltersDisclosure.tsx';
import { ListingFilters } from './ListingFilters.tsx';
import { ListingPagination } from './ListingPagination.tsx';
import { VendorHeader, VendorHeaderSkeleton } from './VendorHeader.tsx';

export interface ListingNavigationOptions {
  /** Scroll to the top (a new page of results); filter changes keep the position. */
  resetScroll?: boolean;
}

/**
 * The product listing: filters, order, result count, products and pages, all read from and
 * written to `search` (the route turns each change into a new address). With a vendor in the
 * search it is the vendor variant, headed by the vendor.
 */
export function ProductListingPage(props: {
  search: ListingSearch;
  onSearchChange: (next: ListingSearch, options?: ListingNavigationOptions) => void;
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const { search, onSearchChange } = props;
  const resultsHeadingId = useId();
  const sortLabel = useSortLabel();

  const products = useQuery({
    ...catalogueQueries.products(api, toProductListQuery(search)),
    placeholderData: keepPreviousData,
  });
  const sorting = useQuery(catalogueQueries.sortingElements(api));
  const categories = useQuery(catalogueQueries.categories(api));
  const vendors = useQuery(catalogueQueries.vendors(api));
  const vendor = useQuery({
    ...catalogueQueries.vendor(api, search.vendor ?? 0),
    enabled: search.vendor !== undefined,
  });
  const options = useMemo(() => categoryOptions(categories.data), [categories.data]);

  const change = (changes: Parameters<typeof withListingChanges>[1]) =>
    onSearchChange(withListingChanges(search, changes));
  const clear = () => onSearchChange(clearListingFilters(search));
  const filterCount = activeFilterCount(search);

  const categoryName = options.find((option) => option.category_id === search.category)?.category_name;
  const heading = search.q ? (
    <Trans>Results for “{asText(search.q)}”</Trans>
  ) : categoryName ? (
    categoryName
  ) : (
    <Trans>Products</Trans>
  );
  const vendorVariant = search.vendor !== undefined;

  const page = products.data;
  const limit = page?.page_limit || PAGE_LIMIT;
  const pages = page ? pageCount(page.total_count, limit) : 0;
  const range = page ? pageItemRange(search.page, limit, page.products.length, page.total_count) : null;
  const sortElements = sorting.data ?? [];
  const sortKey = effectiveSortKey(search.sort, sortElements);
  const defaultSortKey = effectiveSortKey(undefined, sortElements);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      {vendorVariant &&
        (vendor.data ? (
          <VendorHeader vendor={vendor.data} />
        ) : vendor.isPending ? (
          <VendorHeaderSkeleton />
        ) : null)}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: '240px minmax(0, 1fr)',
            lg: '260px minmax(0, 1fr)',
          },
          gap: { xs: 2, md: 4 },
        }}
      >
        <Typography
          id={resultsHeadingId}
          component={vendorVariant && vendor.data ? 'h2' : 'h1'}
          variant={vendorVariant && vendor.data ? 'h5' : 'h4'}
          sx={{
            gridColumn: '1 / -1',
            fontSize: vendorVariant && vendor.data ? undefined : { xs: '1.5rem', md: '2.125rem' },
            // A long search without spaces breaks, rather than widen the page past a phone's screen.
            overflowWrap: 'anywhere',
          }}
        >
          {heading}
        </Typography>
        <FiltersDisclosure activeCount={filterCount}>
          <ListingFilters
            search={search}
            categories={options}
            vendors={vendors.data ?? []}
            facets={page?.facets}
            onChange={change}
          />
        </FiltersDisclosure>
        <Box
          component="section"
          aria-labelledby={resultsHeadingId}
          sx={{ display: 'grid', gap: 2, alignContent: 'start' }}
        >
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <Typography role="status" color="text.secondary" sx={{ minHeight: 24 }}>
              {page &&
                (range ? (
                  <Trans>
                    Showing {range.from}–{range.to} of{' '}
                    <Plural value={page.total_count} one="# product" other="# products" />
                  </Trans>
                ) : page.total_count === 0 ? (
                  <Trans>No products found</Trans>
                ) : null)}
            </Typography>
            {sortKey !== undefined && (
              <Box sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
                <FilterSelect
                  label={t`Sort by`}
                  value={sortKey}
                  onChange={(key) => change({ sort: key === defaultSortKey ? undefined : key })}
                >
                  {sortElements.map((element) => (
                    <option key={element.key} value={element.key}>
                      {sortLabel(element.key, element.label)}
                    </option>
                  ))}
                </FilterSelect>
              </Box>
            )}
          </Box>
          <AppliedFilters search={search} categories={options} onChange={change} onClear={clear} />
          <Box sx={{ height: 4 }}>
            {products.isPlaceholderData && <LinearProgress aria-label={t`Loading products`} />}
          </Box>
          {products.isError && !page ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => products.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              }
            >
              <Trans>We could not load the products.</Trans>
            </Alert>
          ) : page && page.products.length === 0 ? (
            <EmptyListing
              pastLastPage={isPastLastPage(search.page, page.total_count, limit)}
              canClearFilters={filterCount > 0}
              canShowAll={search.q !== undefined || search.vendor !== undefined}
              onFirstPage={() => onSearchChange(withListingPage(search, 1), { resetScroll: true })}
              onClearFilters={clear}
              onShowAll={() => onSearchChange({ page: 1 }, { resetScroll: true })}
            />
          ) : (
            <Box
              aria-busy={products.isPlaceholderData}
              sx={{ opacity: products.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              <ProductGrid products={page?.products} loading={!page} skeletonCount={PAGE_LIMIT} />
            </Box>
          )}
          <ListingPagination
            page={search.page}
            count={pages}
            onChange={(next) => onSearchChange(withListingPage(search, next), { resetScroll: true })}
          />
        </Box>
      </Box>
    </Container>
  );
}

function EmptyListing(props: {
  pastLastPage: boolean;
  canClearFilters: boolean;
  canShowAll: boolean;
  onFirstPage: () => void;
  onClearFilters: () => void;
  onShowAll: () => void;
}) {
  if (props.pastLastPage) {
    return (
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 6, textAlign: 'center' }}>
        <Typography component="h2" variant="h6">
          <Trans>This page has no products</Trans>
        </Typography>
        <Button variant="contained" onClick={props.onFirstPage}>
          <Trans>Go to the first page</Trans>
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 6, textAlign: 'center' }}>
      <Typography component="h2" variant="h6">
        <Trans>No products match</Trans>
      </Typography>
      <Typography color="text.secondary">
        {props.canClearFilters ? (
          <Trans>Try fewer filters, or clear them to see more products.</Trans>
        ) : (
          <Trans>Try another search, or browse all products.</Trans>
        )}
      </Typography>
      {props.canClearFilters ? (
        <Button variant="contained" onClick={props.onClearFilters}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : (
        props.canShowAll && (
          <Button variant="contained" onClick={props.onShowAll}>
            <Trans>Show all products</Trans>
          </Button>
        )
      )}
    </Box>
  );
}
