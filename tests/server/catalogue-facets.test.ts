// GET products with facets=counts: the products per filter value, counted in the listing's own
// request and checked against the reference model of the seeded catalogue (catalogue-kit.ts). Each
// facet keeps every filter but its own; without price, rating or search the server sums
// product_facets, with one it counts products: both paths are checked here, on PGlite and on
// PostgreSQL (npm run test:postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_FACET_VENDORS,
  PRODUCT_TYPES,
  type ProductFacets,
  type ProductPage,
} from '../../contracts/pbs.ts';
import { Harness } from './auth-harness.ts';
import {
  descendantsOf,
  expectError,
  getOk,
  loadReference,
  matchesWords,
  PBS,
  priceWithin,
  type Reference,
  type RefProduct,
} from './catalogue-kit.ts';

let h: Harness;
let ref: Reference;

beforeAll(async () => {
  h = await Harness.open();
  ref = await loadReference(h.db);
});

afterAll(async () => {
  await h.db.close();
});

const list = (query: string) => getOk<ProductPage>(h.app, `${PBS}/products?${query}`);

interface RefFilter {
  category?: number;
  vendor?: number;
  type?: string;
  minPrice?: number;
  rating?: number;
  inStock?: boolean;
  search?: string;
}

type Facet = 'category' | 'vendor' | 'type' | 'rating' | 'inStock';

function matches(product: RefProduct, filter: RefFilter, except?: Facet): boolean {
  const categories =
    filter.category === undefined ? undefined : descendantsOf(ref.categories, filter.category);
  return (
    (except === 'category' || categories === undefined || categories.has(product.categoryId)) &&
    (except === 'vendor' || filter.vendor === undefined || product.vendorId === filter.vendor) &&
    (except === 'type' || filter.type === undefined || product.type === filter.type) &&
    (filter.minPrice === undefined || priceWithin(product, filter.minPrice * 100)) &&
    (except === 'rating' || filter.rating === undefined || product.rating >= filter.rating) &&
    (except === 'inStock' || !filter.inStock || product.inStock) &&
    (filter.search === undefined || matchesWords(`${product.name} ${product.description}`, filter.search))
  );
}

/** The facets as the reference model counts them (vendors uncapped, by count then id). */
function expectedFacets(filter: RefFilter): ProductFacets {
  const count = (except: Facet, keep: (product: RefProduct) => boolean) =>
    ref.products.filter((product) => matches(product, filter, except) && keep(product)).length;
  const nonZero = <T>(entries: { value: T; count: number }[]) => entries.filter((entry) => entry.count > 0);
  return {
    categories: nonZero(
      [...ref.categories]
        .sort((a, b) => a.id - b.id)
        .map((category) => {
          const ids = descendantsOf(ref.categories, category.id);
          return { value: category.id, count: count('category', (product) => ids.has(product.categoryId)) };
        }),
    ),
    vendors: nonZero(
      ref.vendors.map((vendor) => ({
        value: vendor.id,
        count: count('vendor', (product) => product.vendorId === vendor.id),
      })),
    ).sort(
      (a, b) =>
        Number(b.value === filter.vendor) - Number(a.value === filter.vendor) ||
        b.count - a.count ||
        a.value - b.value,
    ),
    product_types: nonZero(
      [...PRODUCT_TYPES]
        .sort()
        .map((type) => ({ value: type, count: count('type', (p) => p.type === type) })),
    ),
    ratings: nonZero(
      [4, 3, 2, 1].map((stars) => ({ value: stars, count: count('rating', (p) => p.rating >= stars) })),
    ),
    in_stock: count('inStock', (product) => product.inStock),
  };
}

const categoryId = (name: string) => ref.categories.find((category) => category.name === name)?.id ?? 0;

describe('GET products with facets=counts', () => {
  it('answers no facets unless asked', async () => {
    const page = await list('page-limit=1');
    expect(page.facets).toBeUndefined();
  });

  it('counts every value of the whole catalogue, a category holding its subcategories', async () => {
    const page = await list('facets=counts');
    expect(page.total_count).toBe(300);
    expect(page.facets).toEqual(expectedFacets({}));
    const electronics = page.facets?.categories.find((entry) => entry.value === categoryId('Electronics'));
    expect(electronics?.count).toBeGreaterThan(
      page.facets?.categories.find((entry) => entry.value === categoryId('Laptops'))?.count ?? 0,
    );
  });

  const cases: [string, string, RefFilter][] = [
    ['a category (summed from product_facets)', `category-id=CAT`, { category: -1 }],
    ['a vendor and stock (summed)', 'vendor-id=10&availability=in_stock', { vendor: 10, inStock: true }],
    ['a type and a rating (counted)', 'product-type=Physical&min-rating=3', { type: 'Physical', rating: 3 }],
    ['a price and a category (counted)', 'min-price=1000&category-id=CAT', { minPrice: 1000, category: -1 }],
    ['a search (counted)', 'search=wireless', { search: 'wireless' }],
  ];
  for (const [name, query, filter] of cases) {
    it(`keeps every filter but a facet's own: ${name}`, async () => {
      const electronics = categoryId('Electronics');
      const resolved = { ...filter, ...(filter.category === -1 && { category: electronics }) };
      const page = await list(`facets=counts&${query.replace('CAT', String(electronics))}`);
      expect(page.facets).toEqual(expectedFacets(resolved));
      // The facet of a chosen value counts exactly the listing's total.
      if (resolved.vendor !== undefined) {
        expect(page.facets?.vendors[0]).toEqual({ value: resolved.vendor, count: page.total_count });
      }
      if (resolved.type !== undefined) {
        expect(
          page.facets?.product_types.find((entry) => entry.value === resolved.type)?.count,
        ).toBeGreaterThan(0);
      }
    });
  }

  it('caps the vendors, the chosen one always included', async () => {
    const page = await list('facets=counts&page-limit=1');
    expect(page.facets?.vendors.length).toBeLessThanOrEqual(MAX_FACET_VENDORS);
  });

  it('counts nothing for a category the store does not have', async () => {
    const page = await list('facets=counts&category-id=999999');
    expect(page.total_count).toBe(0);
    expect(page.facets).toEqual({ categories: [], vendors: [], product_types: [], ratings: [], in_stock: 0 });
  });

  it('counts only the request store’s products', async () => {
    const page = await list('facets=counts');
    const vendorIds = new Set(ref.vendors.map((vendor) => vendor.id));
    expect(page.facets?.vendors.every((entry) => vendorIds.has(entry.value))).toBe(true);
  });

  it('refuses an unknown facets value with a 400', async () => {
    await expectError(h.app, `${PBS}/products?facets=all`, 400, '“facets” must be one of counts.');
  });
});
