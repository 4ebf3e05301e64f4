// The catalogue's browse endpoints against the seeded demo store: sorting elements, categories
// (flat and tree), search suggestions, recommendations, deals, banners, vendors and the rating
// scale, each checked against the reference model; a store without a catalogue gets empty lists.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Banner,
  Category,
  CategoryNode,
  CategorySuggestion,
  ProductSuggestion,
  ProductSummary,
  RatingScaleEntry,
  SortingElement,
  Vendor,
} from '../../contracts/pbs.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import {
  averageOf,
  compareBy,
  descendantsOf,
  expectError,
  expectedSummary,
  getOk,
  imagePaths,
  loadReference,
  matchesWords,
  PBS,
  type RefCategory,
  type Reference,
} from './catalogue-kit.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let app: Hono;
let ref: Reference;

beforeAll(async () => {
  db = await openSeededDb();
  app = createApp({ db, config: testConfig() });
  ref = await loadReference(db);
});

afterAll(async () => {
  await db.close();
});

const PLAIN = { 'realm-name': 'plain' };

describe('GET sorting-elements and rating-scale', () => {
  it('lists the sorts with English labels, relevance the default', async () => {
    const body = await getOk<{ data: SortingElement[] }>(app, `${PBS}/sorting-elements`);
    expect(body.data).toEqual([
      { key: 'relevance', label: 'Relevance', is_default: true },
      { key: 'price_asc', label: 'Price: Low to High', is_default: false },
      { key: 'price_desc', label: 'Price: High to Low', is_default: false },
      { key: 'newest', label: 'Newest First', is_default: false },
      { key: 'rating_desc', label: 'Customer Rating', is_default: false },
      { key: 'discount_desc', label: 'Discount', is_default: false },
    ]);
  });

  it('labels the five stars Poor to Excellent', async () => {
    const body = await getOk<{ data: RatingScaleEntry[] }>(app, `${PBS}/rating-scale`);
    expect(body.data).toEqual([
      { value: 1, label: 'Poor' },
      { value: 2, label: 'Fair' },
      { value: 3, label: 'Good' },
      { value: 4, label: 'Very Good' },
      { value: 5, label: 'Excellent' },
    ]);
  });
});

describe('GET categories and category-hierarchy', () => {
  /** The tree from parent ids: siblings in sort order, counts including descendants. */
  function expectedTree(parentId: number | null, level: number): CategoryNode[] {
    return ref.categories
      .filter((category) => category.parentId === parentId)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((category: RefCategory) => {
        const within = descendantsOf(ref.categories, category.id);
        return {
          category_id: category.id,
          category_name: category.name,
          parent_id: category.parentId,
          level,
          category_image: `/media/categories/${category.id}.svg`,
          product_count: ref.products.filter((product) => within.has(product.categoryId)).length,
          children: expectedTree(category.id, level + 1),
        };
      });
  }

  const flatten = (nodes: CategoryNode[]): Category[] =>
    nodes.flatMap(({ children, ...category }) => [category, ...flatten(children)]);

  it('has six roots, each with children and grandchildren: three levels', async () => {
    const body = await getOk<{ data: CategoryNode[] }>(app, `${PBS}/category-hierarchy`);
    expect(body.data).toHaveLength(6);
    for (const root of body.data) {
      expect(root.children.length).toBeGreaterThanOrEqual(2);
      for (const child of root.children) expect(child.children.length).toBeGreaterThanOrEqual(2);
    }
    expect(body.data).toEqual(expectedTree(null, 1));
    expect(body.data.reduce((sum, root) => sum + root.product_count, 0)).toBe(300);
  });

  it('lists every category flat, each after its parent, for page-number -1 as the client asks', async () => {
    const body = await getOk<{ data: Category[]; total_count: number }>(
      app,
      `${PBS}/categories?page-number=-1`,
    );
    expect(body.total_count).toBe(60);
    expect(body.data).toEqual(flatten(expectedTree(null, 1)));
    expect(await getOk(app, `${PBS}/categories`)).toEqual(body);
  });

  it('pages the flat list when asked', async () => {
    const all = (await getOk<{ data: Category[] }>(app, `${PBS}/categories`)).data;
    const page = await getOk<{ data: Category[]; total_count: number }>(
      app,
      `${PBS}/categories?page-number=2&page-limit=25`,
    );
    expect(page).toEqual({ data: all.slice(25, 50), total_count: 60 });
    await expectError(
      app,
      `${PBS}/categories?page-number=0`,
      400,
      '“page-number” must be -1 (all) or a page number of at least 1.',
    );
  });
});

describe('GET search-product', () => {
  const suggest = (query: string) =>
    getOk<{ products: ProductSuggestion[] }>(app, `${PBS}/search-product?${query}`).then(
      (body) => body.products,
    );

  it('suggests five products whose names have words starting with the text, best first', async () => {
    const products = await suggest('search=clean');
    const named = ref.products.filter((product) => matchesWords(product.name, 'clean'));
    expect(named.length).toBeGreaterThan(5);
    expect(products).toHaveLength(5);
    for (const suggestion of products) {
      const product = ref.products.find((each) => each.id === suggestion.product_id);
      if (!product) throw new Error(`unknown product ${suggestion.product_id}`);
      expect(suggestion).toEqual({
        product_id: product.id,
        product_name: product.name,
        product_image: imagePaths(product),
        final_price: product.priceVisible ? product.selling / 100 : 0,
        price_visibility: product.priceVisible,
      });
      expect(matchesWords(product.name, 'clean')).toBe(true);
    }
  });

  it('puts names that start with the text first', async () => {
    const products = await suggest('search=aurora&page-limit=20');
    const starting = ref.products.filter((product) => product.name.toLowerCase().startsWith('aurora')).length;
    expect(starting).toBeGreaterThan(0);
    expect(products.slice(0, starting).every((product) => product.product_name.startsWith('Aurora'))).toBe(
      true,
    );
  });

  it('matches names only, never descriptions', async () => {
    expect(ref.products.some((product) => matchesWords(product.description, 'waterproof'))).toBe(true);
    expect(await suggest('search=waterproof')).toEqual([]);
  });

  it('takes up to 20 with page-limit', async () => {
    const named = ref.products.filter((product) => matchesWords(product.name, 'c'));
    expect(named.length).toBeGreaterThan(20);
    expect(await suggest('search=c&page-limit=20')).toHaveLength(20);
  });

  it.each([
    ['', '“Search” is required.'],
    ['search=%20%20', '“Search” is required.'],
    ['search=%2A%2A', 'A search must contain a letter or a digit.'],
    [`search=${'x'.repeat(101)}`, 'A search can be at most 100 characters.'],
    ['search=head&page-limit=21', '“page-limit” must be a whole number from 1 to 20.'],
    ['search=head&page-limit=0', '“page-limit” must be a whole number from 1 to 20.'],
  ])('answers 400 for "%s"', async (query, message) => {
    await expectError(app, `${PBS}/search-product?${query}`, 400, message);
  });
});

describe('GET search-category', () => {
  const search = (text: string) =>
    getOk<{ categories: CategorySuggestion[] }>(
      app,
      `${PBS}/search-category?search=${encodeURIComponent(text)}`,
    ).then((body) => body.categories);

  it('finds categories containing the text, those starting with it first', async () => {
    const id = (name: string) => ref.categories.find((category) => category.name === name)?.id;
    expect(await search('CLEAN')).toEqual([
      { category_id: id('Cleaning'), category_name: 'Cleaning' },
      { category_id: id('Home Cleaning'), category_name: 'Home Cleaning' },
      { category_id: id('Sofa & Carpet Cleaning'), category_name: 'Sofa & Carpet Cleaning' },
    ]);
  });

  it('treats % and _ as text', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('answers 400 without search text', async () => {
    await expectError(app, `${PBS}/search-category`, 400, '“Search” is required.');
    await expectError(
      app,
      `${PBS}/search-category?search=${'x'.repeat(101)}`,
      400,
      'A search can be at most 100 characters.',
    );
  });
});

describe('GET recommendation, deals and banners', () => {
  it('recommends the best-rated products that are in stock', async () => {
    const body = await getOk<{ products: ProductSummary[] }>(app, `${PBS}/recommendation?page-limit=10`);
    const expected = ref.products
      .filter((product) => product.inStock && product.ratingCount > 0)
      .sort((a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount || a.id - b.id)
      .slice(0, 10);
    expect(body.products).toEqual(expected.map((product) => expectedSummary(ref, product)));
    const three = await getOk<{ products: ProductSummary[] }>(app, `${PBS}/recommendation?page-limit=3`);
    expect(three.products).toEqual(body.products.slice(0, 3));
  });

  it('lists deals: discounted products in stock, biggest discount first, a page at a time', async () => {
    const expected = ref.products
      .filter((product) => product.inStock && product.priceVisible && product.selling < product.price)
      .sort(compareBy('discount_desc'));
    const first = await getOk<{ products: ProductSummary[] }>(app, `${PBS}/deals?page-limit=10`);
    expect(first.products).toEqual(expected.slice(0, 10).map((product) => expectedSummary(ref, product)));
    const second = await getOk<{ products: ProductSummary[] }>(
      app,
      `${PBS}/deals?page-limit=10&page-number=2`,
    );
    expect(second.products.map((product) => product.product_id)).toEqual(
      expected.slice(10, 20).map((product) => product.id),
    );
    const all = await getOk<{ products: ProductSummary[] }>(app, `${PBS}/deals?page-number=-1`);
    expect(all.products).toHaveLength(expected.length);
    // A good share of the catalogue is on offer.
    expect(expected.length).toBeGreaterThan(100);
  });

  it('shows four banners that link to category listings', async () => {
    const body = await getOk<{ banners: Banner[] }>(app, `${PBS}/banners`);
    expect(body.banners).toHaveLength(4);
    for (const [index, banner] of body.banners.entries()) {
      expect(banner.banner_id).toBe(index + 1);
      expect(banner.banner_image).toBe(`/media/banners/${banner.banner_id}.svg`);
      expect(banner.title.length).toBeGreaterThan(3);
      expect(banner.subtitle.length).toBeGreaterThan(3);
      const category = Number(/^\/productListing\?category=(\d+)$/.exec(banner.link)?.[1]);
      expect(ref.categories.find((each) => each.id === category)?.parentId).toBeNull();
    }
  });

  it.each([
    ['recommendation?page-limit=101', '“page-limit” must be a whole number from 1 to 100.'],
    ['deals?page-number=0', '“page-number” must be -1 (all) or a page number of at least 1.'],
    ['deals?page-limit=x', '“page-limit” must be a whole number from 1 to 100.'],
  ])('answers 400 for %s', async (path, message) => {
    await expectError(app, `${PBS}/${path}`, 400, message);
  });
});

describe('GET vendors and vendors/{vendorId}', () => {
  function expectedVendor(vendor: { id: number; name: string }) {
    const products = ref.products.filter((product) => product.vendorId === vendor.id);
    const sum = products.reduce((total, product) => total + product.ratingSum, 0);
    const count = products.reduce((total, product) => total + product.ratingCount, 0);
    return {
      vendor_id: vendor.id,
      vendor_name: vendor.name,
      vendor_logo: `/media/vendors/${vendor.id}.svg`,
      rating: averageOf(sum, count),
      product_count: products.length,
    };
  }

  it('lists at least eight vendors alphabetically with counts and ratings', async () => {
    const body = await getOk<{ vendors: Vendor[] }>(app, `${PBS}/vendors`);
    expect(body.vendors.length).toBeGreaterThanOrEqual(8);
    const expected = [...ref.vendors].sort((a, b) => a.name.localeCompare(b.name)).map(expectedVendor);
    expect(body.vendors.map(({ description: _, ...vendor }) => vendor)).toEqual(expected);
    expect(body.vendors.every((vendor) => vendor.description.length > 20)).toBe(true);
    expect(new Set(body.vendors.map((vendor) => vendor.rating)).size).toBeGreaterThan(1);
  });

  it('describes one vendor', async () => {
    const [vendor] = ref.vendors;
    if (!vendor) throw new Error('no vendors');
    const body = await getOk<Vendor>(app, `${PBS}/vendors/${vendor.id}`);
    expect(body).toMatchObject(expectedVendor(vendor));
  });

  it('answers 404 for an unknown vendor or another store’s, and 400 for a malformed id', async () => {
    await expectError(app, `${PBS}/vendors/999999`, 404, 'Vendor not found');
    await expectError(app, `${PBS}/vendors/1`, 404, 'Vendor not found', PLAIN);
    await expectError(app, `${PBS}/vendors/abc`, 400, '“vendorId” must be a positive whole number.');
    await expectError(app, `${PBS}/vendors/0`, 400, '“vendorId” must be a positive whole number.');
  });
});

describe('a store without a catalogue', () => {
  it.each([
    ['sorting-elements', { data: [] }],
    ['rating-scale', { data: [] }],
    ['categories', { data: [], total_count: 0 }],
    ['category-hierarchy', { data: [] }],
    ['search-product?search=head', { products: [] }],
    ['search-category?search=clean', { categories: [] }],
    ['recommendation', { products: [] }],
    ['deals', { products: [] }],
    ['banners', { banners: [] }],
    ['vendors', { vendors: [] }],
  ])('answers %s with an empty list', async (path, body) => {
    expect(await getOk(app, `${PBS}/${path}`, PLAIN)).toEqual(body);
  });

  it.each(['banners', 'vendors', 'categories', 'deals'])('answers %s 400 without a realm', async (path) => {
    await expectError(app, `${PBS}/${path}`, 400, '“realm-name header” is required.', {});
  });
});
