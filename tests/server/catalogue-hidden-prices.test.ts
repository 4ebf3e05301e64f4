// A price the store hides ("price on request", price_visibility false) stays hidden in every
// catalogue answer, on the seeded demo catalogue (PGlite, and PostgreSQL with npm run
// test:postgres): listings, product details, search suggestions, deals and recommendations carry no
// price for it, no price range finds it (so its price cannot be narrowed down by asking ranges) and
// no price or discount sort places it among the priced products.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetails, ProductPage, ProductSuggestion, ProductSummary } from '../../contracts/pbs.ts';
import { createApp } from '../../server/app.ts';
import { findProducts } from '../../server/askai/retrieve.ts';
import type { Db } from '../../server/db/db.ts';
import { DEMO_STORE, getOk, loadReference, PBS, type Reference, type RefProduct } from './catalogue-kit.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let app: Hono;
let ref: Reference;
let hidden: RefProduct[];

beforeAll(async () => {
  db = await openSeededDb();
  app = createApp({ db, config: testConfig(), log: () => undefined });
  ref = await loadReference(db);
  hidden = ref.products.filter((product) => !product.priceVisible);
  // The seed hides some prices, discounted ones among them: otherwise nothing here is tested.
  expect(hidden.length).toBeGreaterThan(2);
  expect(hidden.some((product) => product.selling < product.price)).toBe(true);
});

afterAll(async () => {
  await db.close();
});

const list = (query: string) => getOk<ProductPage>(app, `${PBS}/products?${query}`);
const idsOf = (products: { product_id: number }[]) => products.map((product) => product.product_id);
const hiddenIds = () => new Set(hidden.map((product) => product.id));

/** What a summary of a hidden-price product says about its price: nothing. */
function expectNoPrice(summary: Pick<ProductSummary, 'product_price' | 'final_price' | 'discount_details'>) {
  expect({
    product_price: summary.product_price,
    final_price: summary.final_price,
    discount_details: summary.discount_details,
  }).toEqual({ product_price: 0, final_price: 0, discount_details: null });
}

describe('answers carry no hidden price', () => {
  it('the listing', async () => {
    const page = await list('page-number=-1');
    const shown = page.products.filter((product) => hiddenIds().has(product.product_id));
    expect(shown).toHaveLength(hidden.length);
    for (const summary of shown) {
      expect(summary.price_visibility).toBe(false);
      expectNoPrice(summary);
    }
    const priced = page.products.find((product) => product.price_visibility !== false);
    expect(priced?.final_price).toBeGreaterThan(0);
  });

  it('the product details', async () => {
    for (const product of hidden) {
      const details = await getOk<ProductDetails>(app, `${PBS}/product-description/${product.id}`);
      expect(details.price_visibility).toBe(false);
      expectNoPrice(details);
    }
  });

  it('the search suggestions', async () => {
    for (const product of hidden.slice(0, 5)) {
      const search = encodeURIComponent(product.name);
      const { products } = await getOk<{ products: ProductSuggestion[] }>(
        app,
        `${PBS}/search-product?search=${search}&page-limit=20`,
      );
      const suggestion = products.find((each) => each.product_id === product.id);
      expect(suggestion, product.name).toBeDefined();
      expect(suggestion?.final_price).toBe(0);
    }
  });

  it('the deals: a product whose price is hidden shows no discount, so it is no deal', async () => {
    const { products } = await getOk<{ products: ProductSummary[] }>(app, `${PBS}/deals?page-number=-1`);
    expect(products.length).toBeGreaterThan(0);
    expect(idsOf(products).filter((id) => hiddenIds().has(id))).toEqual([]);
  });
});

describe('price ranges and sorts do not reveal a hidden price', () => {
  it('a range around the hidden selling price does not find the product', async () => {
    for (const product of hidden) {
      const price = product.selling / 100;
      const page = await list(`min-price=${price}&max-price=${price}&page-number=-1`);
      expect(idsOf(page.products), product.name).not.toContain(product.id);
    }
  });

  it('no price range matches a hidden-price product, the counts and the facets included', async () => {
    const visible = ref.products.filter((product) => product.priceVisible).length;
    for (const query of ['min-price=0', 'max-price=500000', 'min-price=0&max-price=500000']) {
      const page = await list(`${query}&page-number=-1&facets=counts`);
      expect(page.total_count, query).toBe(visible);
      expect(idsOf(page.products).filter((id) => hiddenIds().has(id))).toEqual([]);
      const inStock = page.facets?.in_stock ?? 0;
      expect(inStock).toBe(ref.products.filter((product) => product.priceVisible && product.inStock).length);
    }
    // Without a price range every product is listed.
    expect((await list('page-limit=1')).total_count).toBe(ref.products.length);
  });

  it.each(['price_asc', 'price_desc'])('sort=%s lists hidden-price products last, by id', async (sort) => {
    const products = (await list(`sort=${sort}&page-number=-1`)).products;
    const tail = idsOf(products).slice(-hidden.length);
    expect(tail).toEqual(hidden.map((product) => product.id).sort((a, b) => a - b));
  });

  it('sort=discount_desc counts a hidden-price product as not discounted', async () => {
    const products = (await list('sort=discount_desc&page-number=-1')).products;
    const discountOf = (product: RefProduct) => (product.priceVisible ? product.discountPercent : 0);
    const expected = [...ref.products]
      .sort((a, b) => discountOf(b) - discountOf(a) || a.id - b.id)
      .map((product) => product.id);
    expect(idsOf(products)).toEqual(expected);
  });
});

describe("Ask AI's product search", () => {
  it('sorts by price with the hidden-price products after every priced one, and no range finds them', async () => {
    const limit = ref.products.length;
    const byPrice = await findProducts(db, DEMO_STORE, { sort: 'price', limit });
    const ids = byPrice.map((product) => product.product_id);
    const firstHidden = ids.findIndex((id) => hiddenIds().has(id));
    expect(firstHidden).toBeGreaterThan(0);
    // After the first hidden one, only hidden ones: the priced ones' order says nothing about them.
    expect(ids.slice(firstHidden).every((id) => hiddenIds().has(id))).toBe(true);
    // Dearest first: the priced ones in falling price, the hidden ones still last.
    const dearest = (await findProducts(db, DEMO_STORE, { sort: 'priceDesc', limit })).map(
      (product) => product.product_id,
    );
    const dearestHidden = dearest.findIndex((id) => hiddenIds().has(id));
    expect(dearest.slice(dearestHidden).every((id) => hiddenIds().has(id))).toBe(true);
    const prices = (await findProducts(db, DEMO_STORE, { sort: 'priceDesc', limit }))
      .slice(0, dearestHidden)
      .map((product) => product.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const ranged = await findProducts(db, DEMO_STORE, { sort: 'price', minPrice: 0, limit });
    expect(ranged.some((product) => hiddenIds().has(product.product_id))).toBe(false);
  });
});

describe('the seeded bundles', () => {
  it('hide their price when a part’s price is hidden: the sum of the parts would give it away', async () => {
    const leaks = await db.query<{ id: number }>(
      `SELECT DISTINCT b.id FROM products b
       JOIN product_bundle_items i ON i.bundle_id = b.id JOIN products part ON part.id = i.item_id
       WHERE b.price_visibility AND NOT part.price_visibility`,
    );
    expect(leaks).toEqual([]);
    const [hiddenBundles] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM products b WHERE b.product_type = 'Bundled' AND NOT b.price_visibility`,
    );
    expect(hiddenBundles?.count).toBeGreaterThan(0);
  });
});
