// GET /pbs/rest/v3/products against the seeded demo catalogue: every filter and sort is checked
// against the reference model (catalogue-kit.ts), with totals, paging, page -1, category
// descendants, search, store resolution and every malformed parameter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, type ProductPage } from '../../contracts/pbs.ts';
import { Harness } from './auth-harness.ts';
import {
  compareBy,
  descendantsOf,
  expectError,
  expectedSummary,
  getOk,
  loadReference,
  matchesWords,
  PBS,
  priceWithin,
  type Reference,
  type RefProduct,
  type SortKey,
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

const LISTING = `${PBS}/products`;
const list = (query = '', headers?: Record<string, string>) =>
  getOk<ProductPage>(h.app, `${LISTING}?${query}`, headers);
const ids = (page: ProductPage) => page.products.map((product) => product.product_id);
const expectedIds = (keep: (product: RefProduct) => boolean, sort: SortKey = 'relevance') =>
  ref.products
    .filter(keep)
    .sort(compareBy(sort))
    .map((product) => product.id);
const categoryId = (name: string) => ref.categories.find((category) => category.name === name)?.id ?? 0;

describe('GET products: pages', () => {
  it('answers the first ten products in catalogue order, with the total', async () => {
    const page = await list();
    expect(page.total_count).toBe(300);
    expect(page.page_number).toBe(1);
    expect(page.page_limit).toBe(10);
    const expected = ref.products.sort(compareBy('relevance')).slice(0, 10);
    expect(page.products).toEqual(expected.map((product) => expectedSummary(ref, product)));
  });

  it('pages through a sort with no product missed or repeated', async () => {
    const seen: number[] = [];
    for (let number = 1; number <= Math.ceil(300 / 7); number += 1) {
      const page = await list(`sort=price_asc&page-limit=7&page-number=${number}`);
      expect(page.total_count).toBe(300);
      expect(page.products.length).toBe(number === 43 ? 300 - 42 * 7 : 7);
      seen.push(...ids(page));
    }
    expect(seen).toEqual(expectedIds(() => true, 'price_asc'));
  });

  it('answers everything for page-number -1, capped at 1000 products', async () => {
    const page = await list('page-number=-1&page-limit=5');
    expect(page.page_number).toBe(-1);
    expect(page.page_limit).toBe(1000);
    expect(page.total_count).toBe(300);
    expect(ids(page)).toEqual(expectedIds(() => true));
  });

  it('answers an empty page past the end, still with the total', async () => {
    const page = await list('page-number=31');
    expect(page.products).toEqual([]);
    expect(page.total_count).toBe(300);
  });

  it('counts the total beyond a short page, with and without price filters', async () => {
    const electronics = descendantsOf(ref.categories, categoryId('Electronics'));
    const inElectronics = (product: RefProduct) => electronics.has(product.categoryId);
    const byCategory = await list(`category-id=${categoryId('Electronics')}&page-limit=3`);
    expect(byCategory.products).toHaveLength(3);
    expect(byCategory.total_count).toBe(ref.products.filter(inElectronics).length);

    const priced = await list(`category-id=${categoryId('Electronics')}&min-price=1000&page-limit=3`);
    expect(priced.total_count).toBe(
      ref.products.filter((product) => inElectronics(product) && priceWithin(product, 100_000)).length,
    );
    const inStock = await list('availability=in_stock&page-limit=1');
    expect(inStock.total_count).toBe(ref.products.filter((product) => product.inStock).length);
  });
});

describe('GET products: sorts', () => {
  it.each<SortKey>(['relevance', 'price_asc', 'price_desc', 'newest', 'rating_desc', 'discount_desc'])(
    'sorts by %s, ties by product id',
    async (sort) => {
      const page = await list(`sort=${sort}&page-number=-1`);
      expect(ids(page)).toEqual(expectedIds(() => true, sort));
    },
  );

  it('sorts unrated products last by rating and undiscounted ones last by discount', async () => {
    const byRating = (await list('sort=rating_desc&page-number=-1')).products;
    expect(byRating.at(-1)?.rating).toBe(0);
    expect(byRating[0]?.rating).toBe(5);
    const byDiscount = (await list('sort=discount_desc&page-number=-1')).products;
    expect(byDiscount.at(-1)?.discount_details).toBeNull();
  });
});

describe('GET products: filters', () => {
  const cases: [string, string, (product: RefProduct) => boolean, SortKey][] = [
    ['a vendor', 'vendor-id=1', (product) => product.vendorId === 1, 'newest'],
    ['a minimum price', 'min-price=1000', (product) => priceWithin(product, 100_000), 'price_asc'],
    [
      'a maximum price with cents',
      'max-price=999.5',
      (product) => priceWithin(product, 0, 99_950),
      'price_desc',
    ],
    [
      'a price range',
      'min-price=500&max-price=2000',
      (product) => priceWithin(product, 50_000, 200_000),
      'price_asc',
    ],
    ['a minimum rating', 'min-rating=4', (product) => product.rating >= 4, 'rating_desc'],
    ['a minimum rating with a decimal', 'min-rating=3.5', (product) => product.rating >= 3.5, 'relevance'],
    ['availability in stock', 'availability=in_stock', (product) => product.inStock, 'discount_desc'],
    [
      'vendor, rating and availability together',
      'vendor-id=10&min-rating=3&availability=in_stock',
      (product) => product.vendorId === 10 && product.rating >= 3 && product.inStock,
      'rating_desc',
    ],
  ];

  it.each(cases)('filters by %s', async (_, query, keep, sort) => {
    const page = await list(`${query}&sort=${sort}&page-number=-1`);
    const expected = expectedIds(keep, sort);
    expect(expected.length, 'the seed exercises this filter').toBeGreaterThan(0);
    expect(expected.length, 'the filter removes something').toBeLessThan(300);
    expect(ids(page)).toEqual(expected);
    expect(page.total_count).toBe(expected.length);
  });

  it('lists everything for availability all, as without the filter', async () => {
    const page = await list('availability=all&page-number=-1');
    expect(ids(page)).toEqual(expectedIds(() => true));
  });

  it.each(PRODUCT_TYPES)('filters by the product type %s', async (type) => {
    const page = await list(`product-type=${encodeURIComponent(type)}&page-number=-1`);
    const expected = expectedIds((product) => product.type === type);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(page)).toEqual(expected);
  });

  it.each(['Electronics', 'Audio', 'Headphones', 'Home Services', 'Workshops'])(
    'filters by the category %s and everything under it',
    async (name) => {
      const id = categoryId(name);
      const within = descendantsOf(ref.categories, id);
      const page = await list(`category-id=${id}&sort=price_desc&page-number=-1`);
      const expected = expectedIds((product) => within.has(product.categoryId), 'price_desc');
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(page)).toEqual(expected);
      expect(page.total_count).toBe(expected.length);
    },
  );

  it('includes the products of grandchildren in a root category', async () => {
    const root = categoryId('Electronics');
    const page = await list(`category-id=${root}&page-number=-1`);
    expect(page.products.length).toBeGreaterThan(0);
    // Products sit in leaf categories, so none is directly in the root.
    expect(page.products.some((product) => product.category_id === root)).toBe(false);
    expect(new Set(page.products.map((product) => product.category_name))).toEqual(
      new Set(['Smartphones', 'Chargers & Cables', 'Headphones', 'Speakers', 'Laptops', 'Keyboards & Mice']),
    );
  });

  it('combines a category, a price range and a sort by price', async () => {
    const within = descendantsOf(ref.categories, categoryId('Home & Kitchen'));
    const page = await list(
      `category-id=${categoryId('Home & Kitchen')}&min-price=1000&max-price=8000&sort=price_asc&page-number=-1`,
    );
    const expected = expectedIds(
      (product) => within.has(product.categoryId) && priceWithin(product, 100_000, 800_000),
      'price_asc',
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(ids(page)).toEqual(expected);
  });

  it.each(['category-id=999999', 'vendor-id=999999'])(
    'lists nothing for %s, which the store does not have',
    async (q) => {
      const page = await list(q);
      expect(page).toEqual({ products: [], total_count: 0, page_number: 1, page_limit: 10 });
    },
  );
});

describe('GET products: search', () => {
  it.each(['headphones', 'true wire', 'noise cancel', 'YOGA', 'clean', 'steel pot', 'api'])(
    'finds "%s": every word starts a word of the name or description',
    async (search) => {
      const page = await list(`search=${encodeURIComponent(search)}&sort=price_asc&page-number=-1`);
      const expected = expectedIds(
        (product) => matchesWords(`${product.name} ${product.description}`, search),
        'price_asc',
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(page)).toEqual(expected);
      expect(page.total_count).toBe(expected.length);
    },
  );

  it('ranks by relevance: the same matches, and names that match before descriptions that do', async () => {
    const page = await list('search=kettle&page-number=-1');
    const expected = expectedIds((product) =>
      matchesWords(`${product.name} ${product.description}`, 'kettle'),
    );
    expect([...ids(page)].sort((a, b) => a - b)).toEqual(expected);
    const inName = page.products.map((product) => matchesWords(product.product_name, 'kettle'));
    expect(inName.indexOf(false) === -1 || inName.lastIndexOf(true) < inName.indexOf(false)).toBe(true);
  });

  it('ignores punctuation and case', async () => {
    const plain = await list('search=wireless%20headphones&page-number=-1');
    const noisy = await list(`search=${encodeURIComponent('  Wireless, HEADPHONES!! ')}&page-number=-1`);
    expect(ids(noisy)).toEqual(ids(plain));
  });

  it('finds a name with a hyphenated number ("2-in-1") by its words, as typed', async () => {
    const named = ref.products.filter((product) => /-\d/.test(product.name));
    expect(named.length).toBeGreaterThan(0);
    for (const product of named.slice(0, 5)) {
      const page = await list(`search=${encodeURIComponent(product.name)}&page-number=-1`);
      expect(ids(page), product.name).toContain(product.id);
    }
  });

  it('finds nothing for words no product has', async () => {
    const page = await list('search=zzyzx');
    expect(page.products).toEqual([]);
    expect(page.total_count).toBe(0);
  });
});

describe('GET products: the store', () => {
  it('lists the store of a signed-in customer from the bearer token, with no realm header', async () => {
    const tokens = await h.login();
    const page = await list('page-limit=3', { Authorization: `Bearer ${tokens.access_token}` });
    expect(page.total_count).toBe(300);
  });

  it('lists nothing for a store without a catalogue, and offers every sort there', async () => {
    const page = await list('sort=newest', { 'realm-name': 'plain' });
    expect(page).toEqual({ products: [], total_count: 0, page_number: 1, page_limit: 10 });
  });

  it('keeps totals and ratings right when stock and reviews change', async () => {
    const product = ref.products.find(
      (each) => each.inStock && each.ratingCount === 0 && each.type === 'Physical',
    );
    if (!product) throw new Error('the seed has an unrated physical product in stock');
    const [{ stock } = { stock: 1 }] = await h.db.query<{ stock: number }>(
      'SELECT stock FROM products WHERE id = $1',
      [product.id],
    );
    const inStock = ref.products.filter((each) => each.inStock).length;
    const rated4 = ref.products.filter((each) => each.rating >= 4).length;
    try {
      await h.db.query('UPDATE products SET stock = 0 WHERE id = $1', [product.id]);
      await h.db.query(
        "INSERT INTO product_reviews (product_id, customer_name, rating) VALUES ($1, 'Test R.', 5), ($1, 'Test R.', 4)",
        [product.id],
      );
      expect((await list('availability=in_stock')).total_count).toBe(inStock - 1);
      expect((await list('min-rating=4')).total_count).toBe(rated4 + 1);
      const listed = (await list('min-rating=4&page-number=-1')).products.find(
        (each) => each.product_id === product.id,
      );
      expect(listed).toMatchObject({ rating: 4.5, rating_count: 2, in_stock: false });
    } finally {
      await h.db.query("DELETE FROM product_reviews WHERE customer_name = 'Test R.'");
      await h.db.query('UPDATE products SET stock = $2 WHERE id = $1', [product.id, stock]);
    }
    expect((await list('availability=in_stock')).total_count).toBe(inStock);
    expect((await list('min-rating=4')).total_count).toBe(rated4);
  });

  it('answers 400 without a realm and 404 for an unknown one', async () => {
    await expectError(h.app, `${LISTING}`, 400, '“realm-name header” is required.', {});
    await expectError(h.app, `${LISTING}`, 404, 'Store not found', { 'realm-name': 'nosuchstore' });
  });
});

describe('GET products: bad input', () => {
  const PAGE = '“page-number” must be -1 (all) or a page number of at least 1.';
  const LIMIT = '“page-limit” must be a whole number from 1 to 100.';
  const PRICE = (name: string) => `“${name}” must be a number from 0 to 500000 with at most 2 decimals.`;
  const RATING = '“min-rating” must be a number from 1 to 5.';
  it.each([
    ['page-number=0', PAGE],
    ['page-number=-2', PAGE],
    ['page-number=two', PAGE],
    ['page-number=1.5', PAGE],
    ['page-limit=0', LIMIT],
    ['page-limit=101', LIMIT],
    ['page-limit=ten', LIMIT],
    ['category-id=0', '“category-id” must be a positive whole number.'],
    ['category-id=abc', '“category-id” must be a positive whole number.'],
    ['category-id=99999999999', '“category-id” must be a positive whole number.'],
    ['vendor-id=-1', '“vendor-id” must be a positive whole number.'],
    [
      'product-type=physical',
      '“product-type” must be one of Physical, Service, Digital, Subscription, Bundled, Packaged Service, API.',
    ],
    ['min-price=-1', PRICE('min-price')],
    ['min-price=500000.01', PRICE('min-price')],
    ['min-price=1.234', PRICE('min-price')],
    ['max-price=1e3', PRICE('max-price')],
    ['max-price=cheap', PRICE('max-price')],
    ['min-price=100&max-price=50', 'The lowest price must not be greater than the highest price.'],
    ['min-rating=0', RATING],
    ['min-rating=6', RATING],
    ['min-rating=4.55', RATING],
    ['min-rating=good', RATING],
    ['availability=yes', '“availability” must be one of in_stock, all.'],
    [
      'sort=cheapest',
      '“sort” must be one of relevance, price_asc, price_desc, newest, rating_desc, discount_desc.',
    ],
    [
      'sort=PRICE_ASC',
      '“sort” must be one of relevance, price_asc, price_desc, newest, rating_desc, discount_desc.',
    ],
    ['search=%21%21%21', 'A search must contain a letter or a digit.'],
    [`search=${'a'.repeat(101)}`, 'A search can be at most 100 characters.'],
    ['sort=newest&sort=price_asc', '“sort” must be given only once.'],
    ['search=%E0%A4%A', 'The query string has malformed percent-encoding'],
    ['language-code=xx', '“language-code” must be one of en, en_US, en_IN, hi, ar, fr.'],
  ])('answers 400 for %s', async (query, message) => {
    await expectError(h.app, `${LISTING}?${query}`, 400, message);
  });

  it('accepts the edges of every range', async () => {
    const page = await list('page-limit=100&min-price=0&max-price=500000&min-rating=1&page-number=1');
    expect(page.products).toHaveLength(100);
    expect((await list('min-rating=5&page-limit=1')).total_count).toBe(
      ref.products.filter((product) => product.rating >= 5).length,
    );
  });
});
