import { describe, expect, it } from 'vitest';
import { MAX_PRICE, type SortingElement } from '../../contracts/pbs.ts';
import {
  activeFilterCount,
  appliedFilters,
  clearListingFilters,
  effectiveSortKey,
  parseListingSearch,
  toProductListQuery,
  withListingChanges,
  withListingPage,
  withoutUnofferedSort,
} from '../../src/features/catalogue/rules/listingSearch.ts';

describe('parseListingSearch', () => {
  it('gives page 1 and nothing else for an empty address', () => {
    expect(parseListingSearch({})).toEqual({ page: 1 });
  });

  it('keeps every valid value, from numbers or their text', () => {
    expect(
      parseListingSearch({
        page: '3',
        category: 4,
        vendor: '2',
        type: 'Packaged Service',
        minPrice: '100',
        maxPrice: 2500.5,
        rating: '4',
        inStock: 'true',
        sort: 'price_asc',
        q: '  red   shoes ',
      }),
    ).toEqual({
      page: 3,
      category: 4,
      vendor: 2,
      type: 'Packaged Service',
      minPrice: 100,
      maxPrice: 2500.5,
      rating: 4,
      inStock: true,
      sort: 'price_asc',
      q: 'red shoes',
    });
  });

  it('drops invalid values instead of failing', () => {
    expect(
      parseListingSearch({
        page: 0,
        category: 'shoes',
        vendor: -2,
        type: 'physical',
        minPrice: -5,
        maxPrice: MAX_PRICE + 1,
        rating: 6,
        inStock: 'maybe',
        sort: 'price asc; drop',
        q: '   ',
      }),
    ).toEqual({ page: 1 });
  });

  it('overrides every invalid value when the router merges the result over the raw search', () => {
    const raw = { page: '0', category: 'shoes', type: 'toys', rating: 9, inStock: 'no', sort: '<x>', q: '?' };
    expect({ ...raw, ...parseListingSearch(raw) }).toEqual({ page: 1 });
  });

  it('falls back to page 1 for fractional or non-numeric pages', () => {
    expect(parseListingSearch({ page: 2.5 }).page).toBe(1);
    expect(parseListingSearch({ page: 'two' }).page).toBe(1);
  });

  it('allows prices from 0 to the maximum price', () => {
    expect(parseListingSearch({ minPrice: 0, maxPrice: MAX_PRICE })).toMatchObject({
      minPrice: 0,
      maxPrice: 500000,
    });
  });

  it('swaps a reversed price range so that min ≤ max', () => {
    expect(parseListingSearch({ minPrice: 900, maxPrice: 100 })).toMatchObject({
      minPrice: 100,
      maxPrice: 900,
    });
  });

  it('keeps "in stock only" only when it is on', () => {
    expect(parseListingSearch({ inStock: true }).inStock).toBe(true);
    expect(parseListingSearch({ inStock: false }).inStock).toBeUndefined();
  });

  it('reads a numeric search text (the router parses ?q=123 as a number)', () => {
    expect(parseListingSearch({ q: 123 }).q).toBe('123');
  });

  it('reads any search the router read as JSON as the text the address wrote: a search for "true" is kept', () => {
    expect(parseListingSearch({ q: true }).q).toBe('true');
    expect(parseListingSearch({ q: null }).q).toBe('null');
    expect(parseListingSearch({ q: [1, 2] }).q).toBe('[1,2]');
    expect(parseListingSearch({ q: { a: 1 } }).q).toBe('{"a":1}');
  });

  it('reads control characters in a search as spaces (the store refuses them)', () => {
    expect(parseListingSearch({ q: 'lamp\u0000' }).q).toBe('lamp');
    expect(parseListingSearch({ q: 'red\u0007shoes' }).q).toBe('red shoes');
  });

  it('drops search text without a letter or a digit, and keeps other scripts', () => {
    expect(parseListingSearch({ q: '!!! ?' }).q).toBeUndefined();
    expect(parseListingSearch({ q: 'चाय' }).q).toBe('चाय');
    expect(parseListingSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });

  it('ignores params it does not know', () => {
    expect(parseListingSearch({ utm_source: 'mail', page: 2 })).toEqual({ page: 2 });
  });
});

describe('toProductListQuery', () => {
  it('maps every listing field to its API query key', () => {
    expect(
      toProductListQuery({
        page: 2,
        category: 4,
        vendor: 7,
        type: 'Digital',
        minPrice: 10,
        maxPrice: 99.5,
        rating: 3,
        inStock: true,
        sort: 'newest',
        q: 'mug',
      }),
    ).toEqual({
      'page-number': 2,
      'category-id': 4,
      'vendor-id': 7,
      'product-type': 'Digital',
      'min-price': 10,
      'max-price': 99.5,
      'min-rating': 3,
      availability: 'in_stock',
      sort: 'newest',
      search: 'mug',
      facets: 'counts',
    });
  });

  it('sends only the page and the counts for an unfiltered listing (no undefined keys in the query key)', () => {
    expect(toProductListQuery({ page: 1 })).toEqual({ 'page-number': 1, facets: 'counts' });
    expect(Object.keys(toProductListQuery({ page: 1, inStock: undefined }))).toEqual([
      'page-number',
      'facets',
    ]);
  });

  it('keeps a minimum price of 0', () => {
    expect(toProductListQuery({ page: 1, minPrice: 0 })).toEqual({
      'page-number': 1,
      'min-price': 0,
      facets: 'counts',
    });
  });
});

describe('appliedFilters', () => {
  it('lists each filter that is on once, with the change that removes it', () => {
    const search = parseListingSearch({
      page: 3,
      category: 4,
      vendor: 7,
      type: 'Digital',
      maxPrice: 99,
      rating: 3,
      inStock: 'true',
      q: 'mug',
      sort: 'newest',
    });
    const applied = appliedFilters(search);
    expect(applied.map((filter) => filter.kind)).toEqual(['category', 'type', 'price', 'rating', 'inStock']);
    expect(applied[2]).toEqual({
      kind: 'price',
      maxPrice: 99,
      remove: { minPrice: undefined, maxPrice: undefined },
    });
    expect(activeFilterCount(search)).toBe(5);
    // Removing one keeps the others, the search text, the vendor and the order, on page 1.
    const withoutType = withListingChanges(search, applied[1]?.remove ?? {});
    expect(withoutType).toEqual({ ...search, page: 1, type: undefined });
  });

  it('lists nothing when only the search text, the vendor and the order are set', () => {
    expect(appliedFilters(parseListingSearch({ q: 'mug', vendor: 7, sort: 'newest' }))).toEqual([]);
  });
});

describe('changing the listing', () => {
  const search = parseListingSearch({ page: 4, category: 3, q: 'mug', sort: 'newest' });

  it('goes back to page 1 when a filter changes', () => {
    expect(withListingChanges(search, { rating: 4 })).toEqual({
      page: 1,
      category: 3,
      q: 'mug',
      sort: 'newest',
      rating: 4,
    });
  });

  it('removes a filter set to undefined', () => {
    expect(withListingChanges(search, { category: undefined })).toEqual({
      page: 1,
      q: 'mug',
      sort: 'newest',
    });
  });

  it('validates the changes like the address', () => {
    expect(withListingChanges(search, { minPrice: 50, maxPrice: 10 })).toMatchObject({
      minPrice: 10,
      maxPrice: 50,
    });
  });

  it('changes the page and keeps everything else', () => {
    expect(withListingPage(search, 5)).toEqual({ ...search, page: 5 });
    expect(withListingPage(search, 0).page).toBe(1);
  });
});

describe('clearListingFilters', () => {
  it('drops the filters and the page but keeps the search text, the vendor and the order', () => {
    const search = parseListingSearch({
      page: 3,
      category: 1,
      vendor: 2,
      type: 'API',
      minPrice: 1,
      maxPrice: 2,
      rating: 5,
      inStock: true,
      sort: 'newest',
      q: 'mug',
    });
    expect(clearListingFilters(search)).toEqual({ page: 1, vendor: 2, sort: 'newest', q: 'mug' });
  });
});

describe('activeFilterCount', () => {
  it('counts the filters on, a price range once', () => {
    expect(activeFilterCount({ page: 1 })).toBe(0);
    expect(activeFilterCount({ page: 1, vendor: 3, q: 'mug', sort: 'newest' })).toBe(0);
    expect(activeFilterCount({ page: 1, minPrice: 5 })).toBe(1);
    expect(activeFilterCount({ page: 1, minPrice: 5, maxPrice: 10 })).toBe(1);
    expect(
      activeFilterCount({ page: 1, category: 1, type: 'Service', maxPrice: 10, rating: 2, inStock: true }),
    ).toBe(5);
  });
});

describe('withoutUnofferedSort', () => {
  const elements: SortingElement[] = [{ key: 'newest', label: 'Newest', is_default: true }];

  it('drops an order the store does not offer, keeping the page and filters', () => {
    expect(withoutUnofferedSort({ page: 2, sort: 'cheapest', category: 1 }, elements)).toEqual({
      page: 2,
      category: 1,
    });
  });

  it('leaves an offered order, no order, and a store without elements alone', () => {
    expect(withoutUnofferedSort({ page: 1, sort: 'newest' }, elements)).toBeUndefined();
    expect(withoutUnofferedSort({ page: 1 }, elements)).toBeUndefined();
    expect(withoutUnofferedSort({ page: 1, sort: 'cheapest' }, [])).toBeUndefined();
  });
});

describe('effectiveSortKey', () => {
  const elements: SortingElement[] = [
    { key: 'relevance', label: 'Relevance', is_default: false },
    { key: 'newest', label: 'Newest', is_default: true },
    { key: 'price_asc', label: 'Price: low to high', is_default: false },
  ];

  it('keeps a key the store offers', () => {
    expect(effectiveSortKey('price_asc', elements)).toBe('price_asc');
  });

  it("falls back to the store's default, then to the first element", () => {
    expect(effectiveSortKey(undefined, elements)).toBe('newest');
    expect(effectiveSortKey('cheapest', elements)).toBe('newest');
    expect(
      effectiveSortKey(
        undefined,
        elements.map((element) => ({ ...element, is_default: false })),
      ),
    ).toBe('relevance');
  });

  it('is undefined when the store offers no order', () => {
    expect(effectiveSortKey('newest', [])).toBeUndefined();
  });
});
