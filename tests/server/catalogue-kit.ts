// Shared by the catalogue tests: JSON calls as the storefront makes them, and a reference model of
// the seeded catalogue computed here in TypeScript from the raw rows (its own ratings, discounts,
// category descendants and word matching), so the API's filtering and ordering are checked
// against an independent calculation rather than against the server's SQL.
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { Envelope } from '../../contracts/envelope.ts';
import type { ProductTypeName } from '../../contracts/pbs.ts';
import type { Db } from '../../server/db/db.ts';

export const PBS = '/pbs/rest/v3';
export const DEMO_STORE = 19;
export const GUEST = { 'realm-name': 'demo' } as const;

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export async function getJson<T>(
  app: Hono,
  path: string,
  headers: Record<string, string> = GUEST,
): Promise<Answer<T>> {
  const response = await app.request(path, { headers });
  expect(response.headers.get('Content-Type'), path).toMatch(/^application\/json/);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<T> };
}

/** The response_body of a 200 answer. */
export async function getOk<T>(app: Hono, path: string, headers: Record<string, string> = GUEST): Promise<T> {
  const answer = await getJson<T>(app, path, headers);
  expect(answer.status, `${path}: ${answer.body.response_message}`).toBe(200);
  expect(answer.body.response_message).toBe('Success');
  return answer.body.response_body;
}

export async function expectError(
  app: Hono,
  path: string,
  status: number,
  message: string,
  headers: Record<string, string> = GUEST,
): Promise<void> {
  const answer = await getJson<null>(app, path, headers);
  expect({ path, status: answer.status, body: answer.body }).toEqual({
    path,
    status,
    body: { response_body: null, response_message: message },
  });
}

export interface RefProduct {
  id: number;
  name: string;
  description: string;
  categoryId: number;
  vendorId: number;
  type: ProductTypeName;
  /** Minor units. */
  price: number;
  selling: number;
  discountDetails: string | null;
  priceVisible: boolean;
  inStock: boolean;
  /** The least of the stock (when counted), the product's own limit per order and 99. */
  maxQuantity: number;
  rating: number;
  ratingCount: number;
  ratingSum: number;
  discountPercent: number;
  /** The selling price a shopper may see: null when the store hides the price. */
  shownSelling: number | null;
  /** The discount a shopper may see: 0 when the store hides the price. */
  shownDiscountPercent: number;
  createdAt: number;
  imageCount: number;
}

export interface RefCategory {
  id: number;
  name: string;
  parentId: number | null;
  sortOrder: number;
}

export interface Reference {
  products: RefProduct[];
  categories: RefCategory[];
  vendors: { id: number; name: string }[];
}

/** Reads the raw rows and derives everything else here. */
export async function loadReference(db: Db, storeId = DEMO_STORE): Promise<Reference> {
  const products = await db.query<{
    id: number;
    name: string;
    description: string;
    category_id: number;
    vendor_id: number;
    product_type: ProductTypeName;
    product_price: number;
    selling_price: number;
    discount_details: string | null;
    price_visibility: boolean;
    stock: number | null;
    max_per_order: number | null;
    image_count: number;
    created_at: Date;
  }>(
    `SELECT id, name, description, category_id, vendor_id, product_type, product_price, selling_price,
            discount_details, price_visibility, stock, max_per_order, image_count, created_at
     FROM products WHERE store_id = $1`,
    [storeId],
  );
  const reviews = await db.query<{ product_id: number; rating: number }>(
    'SELECT r.product_id, r.rating FROM product_reviews r JOIN products p ON p.id = r.product_id WHERE p.store_id = $1',
    [storeId],
  );
  const totals = new Map<number, { sum: number; count: number }>();
  for (const { product_id, rating } of reviews) {
    const total = totals.get(product_id) ?? { sum: 0, count: 0 };
    total.sum += rating;
    total.count += 1;
    totals.set(product_id, total);
  }
  const categories = await db.query<{
    id: number;
    name: string;
    parent_id: number | null;
    sort_order: number;
  }>('SELECT id, name, parent_id, sort_order FROM categories WHERE store_id = $1', [storeId]);
  const vendors = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM vendors WHERE store_id = $1',
    [storeId],
  );
  return {
    products: products.map((row) => {
      const total = totals.get(row.id) ?? { sum: 0, count: 0 };
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        categoryId: row.category_id,
        vendorId: row.vendor_id,
        type: row.product_type,
        price: row.product_price,
        selling: row.selling_price,
        discountDetails: row.discount_details,
        priceVisible: row.price_visibility,
        inStock: row.stock === null || row.stock > 0,
        maxQuantity: Math.min(99, row.stock ?? 99, row.max_per_order ?? 99),
        rating: averageOf(total.sum, total.count),
        ratingCount: total.count,
        ratingSum: total.sum,
        discountPercent:
          row.product_price === 0
            ? 0
            : Math.trunc(((row.product_price - row.selling_price) * 100) / row.product_price),
        shownSelling: row.price_visibility ? row.selling_price : null,
        shownDiscountPercent:
          !row.price_visibility || row.product_price === 0
            ? 0
            : Math.trunc(((row.product_price - row.selling_price) * 100) / row.product_price),
        createdAt: new Date(row.created_at).getTime(),
        imageCount: row.image_count,
      };
    }),
    categories: categories.map((row) => ({
      id: row.id,
      name: row.name,
      parentId: row.parent_id,
      sortOrder: row.sort_order,
    })),
    vendors,
  };
}

/** The category and everything under it, by walking parent ids. */
export function descendantsOf(categories: RefCategory[], id: number): Set<number> {
  const found = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId !== null && found.has(category.parentId) && !found.has(category.id)) {
        found.add(category.id);
        grew = true;
      }
    }
  }
  return categories.some((category) => category.id === id) ? found : new Set();
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const wordsOf = (text: string) => text.toLowerCase().match(WORD) ?? [];

/** Every word of `search` starts some word of the text. */
export function matchesWords(text: string, search: string): boolean {
  const words = wordsOf(text);
  return wordsOf(search).every((term) => words.some((word) => word.startsWith(term)));
}

export type SortKey = 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'rating_desc' | 'discount_desc';

/** The listing's orders without a search; ties by product id. */
export function compareBy(key: SortKey): (a: RefProduct, b: RefProduct) => number {
  const primary: Record<SortKey, (a: RefProduct, b: RefProduct) => number> = {
    relevance: () => 0,
    // Hidden prices after the shown ones, whichever the direction.
    price_asc: (a, b) => (a.shownSelling ?? Infinity) - (b.shownSelling ?? Infinity) || 0,
    price_desc: (a, b) =>
      a.shownSelling === null || b.shownSelling === null
        ? Number(a.shownSelling === null) - Number(b.shownSelling === null)
        : b.shownSelling - a.shownSelling,
    newest: (a, b) => b.createdAt - a.createdAt,
    rating_desc: (a, b) => b.rating - a.rating,
    discount_desc: (a, b) => b.shownDiscountPercent - a.shownDiscountPercent,
  };
  return (a, b) => primary[key](a, b) || a.id - b.id;
}

export function imagePaths(product: RefProduct): string {
  return Array.from(
    { length: product.imageCount },
    (_, n) => `/media/products/${product.id}/${n + 1}.svg`,
  ).join(',');
}

/** Whether the product has a shown price within the bounds (minor units, both included). */
export function priceWithin(product: RefProduct, min = 0, max = Number.POSITIVE_INFINITY): boolean {
  return product.shownSelling !== null && product.shownSelling >= min && product.shownSelling <= max;
}

/** The summary the API should answer for a product (prices in major units; none when hidden). */
export function expectedSummary(reference: Reference, product: RefProduct) {
  return {
    product_id: product.id,
    product_name: product.name,
    product_price: product.priceVisible ? product.price / 100 : 0,
    final_price: product.priceVisible ? product.selling / 100 : 0,
    discount_details: product.priceVisible ? product.discountDetails : null,
    product_image: imagePaths(product),
    rating: product.rating,
    rating_count: product.ratingCount,
    product_type_name: product.type,
    category_id: product.categoryId,
    category_name: reference.categories.find((category) => category.id === product.categoryId)?.name,
    vendor_id: product.vendorId,
    vendor_name: reference.vendors.find((vendor) => vendor.id === product.vendorId)?.name,
    price_visibility: product.priceVisible,
    in_stock: product.inStock,
    max_quantity: product.maxQuantity,
    is_subscribed: false,
  };
}

/** An average of whole-star ratings to one decimal, halves up (as the API shows it). */
export function averageOf(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum * 10) / count) / 10;
}
