// The product page's endpoints against the seeded demo store: details (rules, bundles, slots,
// breadcrumb), similar products, ratings, questions, FAQs and the pincode check, with 404s for
// unknown products and other stores' products, and 400s for malformed ids and pincodes.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BusinessRuleLabel,
  Faq,
  PincodeCheck,
  ProductDetails,
  ProductQuestion,
  ProductSummary,
  RatingPage,
} from '../../contracts/pbs.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import {
  expectError,
  expectedSummary,
  getOk,
  loadReference,
  PBS,
  type Reference,
  type RefProduct,
} from './catalogue-kit.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let app: Hono;
let ref: Reference;
/** A product of the plain store (21), which the demo store must not show. */
let foreignId: number;

beforeAll(async () => {
  db = await openSeededDb();
  app = createApp({ db, config: testConfig() });
  ref = await loadReference(db);
  const [vendor] = await db.query<{ id: number }>(
    "INSERT INTO vendors (store_id, name) VALUES (21, 'Plain Goods') RETURNING id",
  );
  const [category] = await db.query<{ id: number }>(
    "INSERT INTO categories (store_id, name) VALUES (21, 'Everything') RETURNING id",
  );
  const [product] = await db.query<{ id: number }>(
    `INSERT INTO products (store_id, vendor_id, category_id, product_type, name, product_price, selling_price, stock)
     VALUES (21, $1, $2, 'Physical', 'Plain Mug', 19900, 19900, 3) RETURNING id`,
    [vendor?.id, category?.id],
  );
  foreignId = product?.id ?? 0;
});

afterAll(async () => {
  await db.close();
});

const PLAIN = { 'realm-name': 'plain' };
const RULE_LABELS: BusinessRuleLabel[] = [
  'Discount Details',
  'Return Allowed',
  'Return Days',
  'Replacement Allowed',
  'Replacement Days',
  'Replacement',
  'Refund Cancellation Allowed',
  'Refund Cancellation Days',
  'Cancellation Allowed',
  'Cancellation Charge',
];

function productWhere(keep: (product: RefProduct) => boolean): RefProduct {
  const product = ref.products.find(keep);
  if (!product) throw new Error('the seed has no such product');
  return product;
}

/** Root first, by walking parent ids. */
function breadcrumb(categoryId: number) {
  const path: { category_id: number; category_name: string }[] = [];
  let category = ref.categories.find((each) => each.id === categoryId);
  while (category) {
    path.unshift({ category_id: category.id, category_name: category.name });
    const parentId = category.parentId;
    category = ref.categories.find((each) => each.id === parentId);
  }
  return path;
}

const details = (id: number | string, headers?: Record<string, string>) =>
  getOk<ProductDetails>(app, `${PBS}/product-description/${id}`, headers);

describe('GET product-description/{productId}', () => {
  it('describes a discounted physical product: summary, description, rules and breadcrumb', async () => {
    const product = productWhere((each) => each.type === 'Physical' && each.discountDetails !== null);
    const rules = await db.query<{ label: string; value: string }>(
      'SELECT label, value FROM product_business_rules WHERE product_id = $1 ORDER BY sort_order',
      [product.id],
    );
    const body = await details(product.id);
    expect(body).toEqual({
      ...expectedSummary(ref, product),
      description: product.description,
      business_rules: rules,
      bundled_products: [],
      service_slots: [],
      category_path: breadcrumb(product.categoryId),
    });
    expect(body.category_path).toHaveLength(3);
    expect(body.business_rules[0]).toEqual({ label: 'Discount Details', value: product.discountDetails });
    expect(body.business_rules.map((rule) => rule.label)).toContain('Return Allowed');
  });

  it('lists what a bundle holds, priced at the sum of its items', async () => {
    const bundle = productWhere((each) => each.type === 'Bundled');
    const items = await db.query<{ item_id: number }>(
      'SELECT item_id FROM product_bundle_items WHERE bundle_id = $1 ORDER BY sort_order',
      [bundle.id],
    );
    const body = await details(bundle.id);
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(body.bundled_products).toEqual(
      items.map(({ item_id }) =>
        expectedSummary(
          ref,
          productWhere((each) => each.id === item_id),
        ),
      ),
    );
    expect(body.bundled_products.every((item) => item.product_type_name === 'Physical')).toBe(true);
    const sum = body.bundled_products.reduce((total, item) => total + Math.round(item.final_price * 100), 0);
    expect(Math.round(body.product_price * 100)).toBe(sum);
    expect(body.final_price).toBeLessThan(body.product_price);
  });

  it.each(['Service', 'Packaged Service'])('lists the bookable slots of a %s', async (type) => {
    const product = productWhere((each) => each.type === type);
    const body = await details(product.id);
    expect(body.service_slots.length).toBeGreaterThan(0);
    for (const slot of body.service_slots) {
      expect(slot.days).toMatch(/^(mon|tue|wed|thu|fri|sat|sun)(,(mon|tue|wed|thu|fri|sat|sun))*$/);
      expect(slot.start_time).toMatch(/^\d{2}:\d{2}$/);
      expect(slot.end_time > slot.start_time).toBe(true);
      const [startHours = 0, startMinutes = 0] = slot.start_time.split(':').map(Number);
      const [endHours = 0, endMinutes = 0] = slot.end_time.split(':').map(Number);
      expect(slot.duration).toBeGreaterThan(0);
      expect(slot.duration).toBeLessThanOrEqual(
        endHours * 60 + endMinutes - (startHours * 60 + startMinutes),
      );
    }
    expect(body.business_rules.map((rule) => rule.label)).toContain('Cancellation Charge');
    expect(body.bundled_products).toEqual([]);
  });

  it('uses only the SPEC’s business-rule labels across the catalogue', async () => {
    const labels = await db.query<{ label: string }>('SELECT DISTINCT label FROM product_business_rules');
    expect(labels.length).toBeGreaterThanOrEqual(8);
    for (const { label } of labels) expect(RULE_LABELS).toContain(label);
  });

  it('answers 404 for an unknown product and for another store’s', async () => {
    await expectError(app, `${PBS}/product-description/999999`, 404, 'Product not found');
    await expectError(app, `${PBS}/product-description/${foreignId}`, 404, 'Product not found');
    expect((await details(foreignId, PLAIN)).product_name).toBe('Plain Mug');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3'])('answers 400 for the id %s', async (id) => {
    await expectError(
      app,
      `${PBS}/product-description/${id}`,
      400,
      '“productId” must be a positive whole number.',
    );
  });
});

describe('GET similar-products/{productId}', () => {
  it('lists other products of the same category, in stock and best rated first', async () => {
    const product = productWhere((each) => each.type === 'Physical');
    const body = await getOk<{ products: ProductSummary[] }>(app, `${PBS}/similar-products/${product.id}`);
    const expected = ref.products
      .filter((each) => each.categoryId === product.categoryId && each.id !== product.id)
      .sort((a, b) => Number(b.inStock) - Number(a.inStock) || b.rating - a.rating || a.id - b.id)
      .slice(0, 10);
    expect(expected.length).toBeGreaterThan(2);
    expect(body.products).toEqual(expected.map((each) => expectedSummary(ref, each)));
    const two = await getOk<{ products: ProductSummary[] }>(
      app,
      `${PBS}/similar-products/${product.id}?page-limit=2`,
    );
    expect(two.products).toEqual(body.products.slice(0, 2));
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    await expectError(app, `${PBS}/similar-products/999999`, 404, 'Product not found');
    await expectError(app, `${PBS}/similar-products/${foreignId}`, 404, 'Product not found');
    await expectError(app, `${PBS}/similar-products/x`, 400, '“productId” must be a positive whole number.');
  });
});

describe('GET ratings/{productId}', () => {
  it('gives the average, the count per star and the reviews newest first', async () => {
    const product = productWhere((each) => each.ratingCount >= 5);
    const reviews = await db.query<{ id: number; rating: number; created_at: Date }>(
      'SELECT id, rating, created_at FROM product_reviews WHERE product_id = $1',
      [product.id],
    );
    const body = await getOk<RatingPage>(app, `${PBS}/ratings/${product.id}`);
    const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    for (const review of reviews)
      distribution[String(review.rating)] = (distribution[String(review.rating)] ?? 0) + 1;
    expect(body.average).toBe(product.rating);
    expect(body.count).toBe(reviews.length);
    expect(body.total_count).toBe(reviews.length);
    expect(body.distribution).toEqual(distribution);
    const newestFirst = [...reviews].sort(
      (a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || b.id - a.id,
    );
    expect(body.reviews.map((review) => review.rating_id)).toEqual(newestFirst.map((review) => review.id));
    for (const review of body.reviews) {
      expect(review.customer_name).toMatch(/^\S+ [A-Z]\.$/);
      expect(review.title.length).toBeGreaterThan(0);
      expect(review.comment.length).toBeGreaterThan(0);
      expect(new Date(review.created_at).toISOString()).toBe(review.created_at);
    }
    const second = await getOk<RatingPage>(app, `${PBS}/ratings/${product.id}?page-number=2&page-limit=2`);
    expect(second.reviews).toEqual(body.reviews.slice(2, 4));
  });

  it('answers an unrated product with zeros', async () => {
    const product = productWhere((each) => each.ratingCount === 0);
    expect(await getOk<RatingPage>(app, `${PBS}/ratings/${product.id}`)).toEqual({
      average: 0,
      count: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      reviews: [],
      total_count: 0,
    });
  });

  it('has averages that vary across the catalogue, from 1 to 5', async () => {
    const averages = new Set(ref.products.map((product) => product.rating));
    expect(averages.size).toBeGreaterThan(15);
    expect(Math.max(...averages)).toBe(5);
    expect(Math.min(...[...averages].filter((value) => value > 0))).toBeLessThan(2);
  });

  it('answers 404 and 400 like the other product endpoints', async () => {
    await expectError(app, `${PBS}/ratings/999999`, 404, 'Product not found');
    await expectError(app, `${PBS}/ratings/${foreignId}`, 404, 'Product not found');
    await expectError(
      app,
      `${PBS}/ratings/1?page-number=0`,
      400,
      '“page-number” must be -1 (all) or a page number of at least 1.',
    );
    await expectError(
      app,
      `${PBS}/ratings/1?page-limit=51`,
      400,
      '“page-limit” must be a whole number from 1 to 50.',
    );
  });
});

describe('GET questions/{productId}', () => {
  it('lists questions newest first, unanswered ones with a null answer', async () => {
    const [row] = await db.query<{ product_id: number }>(
      `SELECT q.product_id FROM product_questions q JOIN products p ON p.id = q.product_id
       WHERE p.store_id = 19 GROUP BY q.product_id
       HAVING count(*) FILTER (WHERE answer IS NULL) > 0 AND count(*) FILTER (WHERE answer IS NOT NULL) > 0
       ORDER BY q.product_id LIMIT 1`,
    );
    const productId = row?.product_id ?? 0;
    const body = await getOk<{ questions: ProductQuestion[] }>(app, `${PBS}/questions/${productId}`);
    expect(body.questions.some((question) => question.answer === null)).toBe(true);
    expect(body.questions.some((question) => typeof question.answer === 'string')).toBe(true);
    const asked = body.questions.map((question) => question.asked_at);
    expect(asked).toEqual([...asked].sort().reverse());
  });

  it('answers an empty list for a product nobody asked about, and 404 for an unknown one', async () => {
    const [row] = await db.query<{ id: number }>(
      `SELECT id FROM products p WHERE store_id = 19
       AND NOT EXISTS (SELECT 1 FROM product_questions q WHERE q.product_id = p.id) ORDER BY id LIMIT 1`,
    );
    expect(await getOk(app, `${PBS}/questions/${row?.id}`)).toEqual({ questions: [] });
    await expectError(app, `${PBS}/questions/999999`, 404, 'Product not found');
    await expectError(app, `${PBS}/questions/${foreignId}`, 404, 'Product not found');
  });
});

describe('GET faqs/{productId}', () => {
  async function faqsOf(productId: number): Promise<Faq[]> {
    return (await getOk<{ faqs: Faq[] }>(app, `${PBS}/faqs/${productId}`)).faqs;
  }

  it('shows a product’s own FAQs first, then its type’s, then the store’s', async () => {
    const [own] = await db.query<{ product_id: number; question: string; product_type: string }>(
      `SELECT f.product_id, f.question, p.product_type FROM faqs f JOIN products p ON p.id = f.product_id
       WHERE p.store_id = 19 AND p.product_type = 'Service' ORDER BY f.id LIMIT 1`,
    );
    if (!own) throw new Error('the seed gives some products FAQs of their own');
    const typeFaqs = await db.query<{ question: string }>(
      "SELECT question FROM faqs WHERE store_id = 19 AND product_type = 'Service' ORDER BY sort_order",
    );
    const storeFaqs = await db.query<{ question: string }>(
      'SELECT question FROM faqs WHERE store_id = 19 AND product_id IS NULL AND product_type IS NULL ORDER BY sort_order',
    );
    const faqs = await faqsOf(own.product_id);
    expect(faqs.map((faq) => faq.question)).toEqual([
      own.question,
      ...typeFaqs.map((faq) => faq.question),
      ...storeFaqs.map((faq) => faq.question),
    ]);
    expect(typeFaqs.length).toBeGreaterThan(1);
    expect(storeFaqs.length).toBeGreaterThan(0);
    expect(faqs.every((faq) => faq.answer.length > 10 && Number.isInteger(faq.faq_id))).toBe(true);
  });

  it('gives products of different types different FAQs', async () => {
    const goods = await faqsOf(productWhere((each) => each.type === 'Physical').id);
    const api = await faqsOf(productWhere((each) => each.type === 'API').id);
    expect(goods.map((faq) => faq.question)).not.toEqual(api.map((faq) => faq.question));
  });

  it('answers 404 for an unknown product', async () => {
    await expectError(app, `${PBS}/faqs/999999`, 404, 'Product not found');
    await expectError(app, `${PBS}/faqs/${foreignId}`, 404, 'Product not found');
  });
});

describe('GET pincode-product-details', () => {
  const check = (pincode: string, productId: number) =>
    getOk<PincodeCheck>(app, `${PBS}/pincode-product-details?pincode=${pincode}&product-id=${productId}`);
  const sparkle = () => ref.vendors.find((vendor) => vendor.name === 'Sparkle Home Services')?.id;

  it.each([
    ['110001', 3],
    ['400001', 2],
    ['560001', 4],
  ])('delivers goods to %s in %i days', async (pincode, days) => {
    const product = productWhere((each) => each.type === 'Physical');
    expect(await check(pincode, product.id)).toEqual({
      pincode,
      deliverable: true,
      estimated_delivery_days: days,
    });
  });

  it('does not deliver to a pincode outside the store’s area', async () => {
    const product = productWhere((each) => each.type === 'Physical');
    expect(await check('999999', product.id)).toEqual({
      pincode: '999999',
      deliverable: false,
      estimated_delivery_days: null,
    });
  });

  it('serves a local vendor’s products only in its own area', async () => {
    const product = productWhere((each) => each.vendorId === sparkle());
    expect(await check('560001', product.id)).toEqual({
      pincode: '560001',
      deliverable: true,
      estimated_delivery_days: 1,
    });
    expect((await check('400001', product.id)).deliverable).toBe(false);
  });

  it.each([
    ['product-id=1', '“Pincode” is required.'],
    ['pincode=12345&product-id=1', 'A pincode is exactly 6 digits.'],
    ['pincode=1234567&product-id=1', 'A pincode is exactly 6 digits.'],
    ['pincode=11000a&product-id=1', 'A pincode is exactly 6 digits.'],
    ['pincode=allProducts&product-id=1', 'A pincode is exactly 6 digits.'],
    ['pincode=110001', '“product-id” is required.'],
    ['pincode=110001&product-id=x', '“product-id” must be a positive whole number.'],
    ['pincode=110001&product-id=0', '“product-id” must be a positive whole number.'],
  ])('answers 400 for %s', async (query, message) => {
    await expectError(app, `${PBS}/pincode-product-details?${query}`, 400, message);
  });

  it('answers 404 for an unknown product or another store’s', async () => {
    await expectError(
      app,
      `${PBS}/pincode-product-details?pincode=110001&product-id=999999`,
      404,
      'Product not found',
    );
    await expectError(
      app,
      `${PBS}/pincode-product-details?pincode=110001&product-id=${foreignId}`,
      404,
      'Product not found',
    );
  });
});
