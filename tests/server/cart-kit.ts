// Shared by the cart and wish-list tests: a small shelf of products of known shape added to the demo
// store (limits by stock and by product, a free item, a hidden price, a service with slots, a
// bundle, one sold out, a subscription) and one product of another store; two signed-in
// customers; and the answers the API should give, written out here rather than read back from the
// server's own SQL.
import { expect } from 'vitest';
import type { CartItem, ItemType } from '../../contracts/cfs.ts';
import type { ProductSummary, ProductTypeName } from '../../contracts/pbs.ts';
import { renderMessage } from '../../server/i18n/render-message.ts';
import type { ServerMessage } from '../../server/i18n/server-message.ts';
import { type Answer, bearer, type Harness } from './auth-harness.ts';

export const CFS = '/cfs/rest/v3';
export const CART = `${CFS}/customer-cart`;
export const WISHLIST = `${CFS}/customer-wishlist`;
export const DEMO_STORE = 19;
export const PLEASE_SIGN_IN = 'Please sign in';
export const PRODUCT_NOT_FOUND = 'Product not found';
/** Never a product id: the ids are a few hundred. */
export const UNKNOWN_PRODUCT = 999_999;

export interface ShelfProduct {
  id: number;
  name: string;
  type: ProductTypeName;
  /** Minor units. */
  price: number;
  selling: number;
  discountDetails: string | null;
  priceVisible: boolean;
  stock: number | null;
  maxPerOrder: number | null;
}

type ShelfSpec = Omit<ShelfProduct, 'id'>;

const physical = (spec: Partial<ShelfSpec> & { name: string }): ShelfSpec => ({
  type: 'Physical',
  price: 10000,
  selling: 10000,
  discountDetails: null,
  priceVisible: true,
  stock: 100,
  maxPerOrder: null,
  ...spec,
});

/** Named by what the tests use them for. */
export const SHELF_SPECS = {
  kettle: physical({
    name: 'Copper Kettle',
    price: 49900,
    selling: 44900,
    discountDetails: '10% off',
    stock: 3,
  }),
  mug: physical({ name: 'Stoneware Mug', price: 19950, selling: 19950, stock: 200, maxPerOrder: 5 }),
  lamp: physical({
    name: 'Brass Lamp',
    price: 250000,
    selling: 199900,
    discountDetails: 'Festive offer',
    stock: 500,
  }),
  teapot: physical({ name: 'Sold-out Teapot', stock: 0 }),
  sample: physical({ name: 'Free Tea Sample', price: 0, selling: 0, stock: 50 }),
  table: physical({
    name: 'Custom Oak Table',
    price: 4500000,
    selling: 4500000,
    priceVisible: false,
    stock: 4,
  }),
  yoga: physical({ name: 'Morning Yoga Class', type: 'Service', price: 99900, selling: 99900, stock: null }),
  combo: physical({ name: 'Tea Combo', type: 'Bundled', price: 69850, selling: 62800, stock: null }),
  club: physical({
    name: 'Monthly Tea Club',
    type: 'Subscription',
    price: 29900,
    selling: 29900,
    stock: null,
    maxPerOrder: 1,
  }),
} satisfies Record<string, ShelfSpec>;

export type Shelf = { [K in keyof typeof SHELF_SPECS]: ShelfProduct } & {
  /** The yoga class's slots: Monday and Wednesday 10–11, Saturday 07:30–08:30. */
  slots: { weekdays: number; saturday: number };
  /** A product of the plain store (21). */
  foreign: number;
  /** A slot of another product (a service of the seeded catalogue). */
  otherSlot: number;
  vendorName: string;
  categoryName: string;
  vendorId: number;
  categoryId: number;
};

export async function stockShelf(h: Harness): Promise<Shelf> {
  const { db } = h;
  const [vendor] = await db.query<{ id: number }>(
    "INSERT INTO vendors (store_id, name) VALUES ($1, 'Test Kitchen') RETURNING id",
    [DEMO_STORE],
  );
  const [category] = await db.query<{ id: number }>(
    "INSERT INTO categories (store_id, name) VALUES ($1, 'Test Shelf') RETURNING id",
    [DEMO_STORE],
  );
  const vendorId = vendor?.id ?? 0;
  const categoryId = category?.id ?? 0;
  const products: Record<string, ShelfProduct> = {};
  for (const [key, spec] of Object.entries(SHELF_SPECS)) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO products (store_id, vendor_id, category_id, product_type, name, product_price,
         selling_price, discount_details, price_visibility, stock, max_per_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        DEMO_STORE,
        vendorId,
        categoryId,
        spec.type,
        spec.name,
        spec.price,
        spec.selling,
        spec.discountDetails,
        spec.priceVisible,
        spec.stock,
        spec.maxPerOrder,
      ],
    );
    products[key] = { id: row?.id ?? 0, ...spec };
  }
  const shelf = products as { [K in keyof typeof SHELF_SPECS]: ShelfProduct };
  await db.query(
    'INSERT INTO product_bundle_items (bundle_id, item_id, sort_order) VALUES ($1, $2, 0), ($1, $3, 1)',
    [shelf.combo.id, shelf.kettle.id, shelf.mug.id],
  );
  const slotIds = await db.query<{ id: number }>(
    `INSERT INTO service_slots (product_id, days, start_time, end_time, duration)
     VALUES ($1, 'mon,wed', '10:00', '11:00', 60), ($1, 'sat', '07:30', '08:30', 45) RETURNING id`,
    [shelf.yoga.id],
  );
  const [otherSlot] = await db.query<{ id: number }>(
    'SELECT id FROM service_slots WHERE product_id <> $1 ORDER BY id LIMIT 1',
    [shelf.yoga.id],
  );

  const [plainVendor] = await db.query<{ id: number }>(
    "INSERT INTO vendors (store_id, name) VALUES (21, 'Plain Goods') RETURNING id",
  );
  const [plainCategory] = await db.query<{ id: number }>(
    "INSERT INTO categories (store_id, name) VALUES (21, 'Everything') RETURNING id",
  );
  const [foreign] = await db.query<{ id: number }>(
    `INSERT INTO products (store_id, vendor_id, category_id, product_type, name, product_price, selling_price, stock)
     VALUES (21, $1, $2, 'Physical', 'Plain Mug', 19900, 19900, 30) RETURNING id`,
    [plainVendor?.id, plainCategory?.id],
  );
  return {
    ...shelf,
    slots: { weekdays: slotIds[0]?.id ?? 0, saturday: slotIds[1]?.id ?? 0 },
    foreign: foreign?.id ?? 0,
    otherSlot: otherSlot?.id ?? 0,
    vendorName: 'Test Kitchen',
    categoryName: 'Test Shelf',
    vendorId,
    categoryId,
  };
}

export function itemTypeOf(product: ShelfProduct): ItemType {
  if (!product.priceVisible) return 'request_item';
  return product.selling === 0 ? 'free_item' : 'standard_item';
}

/** The least of the stock, the product's own limit and 99. */
export function limitOf(product: ShelfProduct): number {
  return Math.min(99, product.stock ?? 99, product.maxPerOrder ?? 99);
}

export function expectedSummary(shelf: Shelf, product: ShelfProduct): ProductSummary {
  return {
    product_id: product.id,
    product_name: product.name,
    // A price the store hides is not sent with the product.
    product_price: product.priceVisible ? product.price / 100 : 0,
    final_price: product.priceVisible ? product.selling / 100 : 0,
    discount_details: product.priceVisible ? product.discountDetails : null,
    product_image: `/media/products/${product.id}/1.svg`,
    rating: 0,
    rating_count: 0,
    product_type_name: product.type,
    category_id: shelf.categoryId,
    category_name: shelf.categoryName,
    vendor_id: shelf.vendorId,
    vendor_name: shelf.vendorName,
    price_visibility: product.priceVisible,
    in_stock: product.stock === null || product.stock > 0,
    max_quantity: limitOf(product),
    is_subscribed: false,
  };
}

/** A cart line as the API should answer it; `id` is the cart item id. */
export function expectedLine(
  shelf: Shelf,
  product: ShelfProduct,
  line: { id: number; quantity: number; slot?: { slot_id: number; label: string } | null },
): CartItem {
  return {
    id: line.id,
    product: product.id,
    cart_quantity: line.quantity,
    product_id: product.id,
    product_name: product.name,
    product_price: product.priceVisible ? product.price / 100 : 0,
    final_price: product.priceVisible ? product.selling / 100 : 0,
    discount_details: product.priceVisible ? product.discountDetails : null,
    product_image: `/media/products/${product.id}/1.svg`,
    rating: 0,
    is_subscribed: false,
    product_type_name: product.type,
    item_type: itemTypeOf(product),
    bundled_products:
      product.id === shelf.combo.id
        ? [expectedSummary(shelf, shelf.kettle), expectedSummary(shelf, shelf.mug)]
        : [],
    quantity: product.stock,
    max_quantity: limitOf(product),
    price_visibility: product.priceVisible,
    slot: line.slot ?? null,
  };
}

export interface Shopper {
  id: string;
  headers: Record<string, string>;
}

/** The demo customer, signed in. */
export async function signInDemo(h: Harness): Promise<Shopper> {
  const tokens = await h.login();
  const [row] = await h.db.query<{ id: string }>("SELECT id FROM customers WHERE email = 'demo@example.com'");
  return { id: row?.id ?? '', headers: bearer(tokens.access_token) };
}

/** A new customer of the demo store, signed up (and so signed in). */
export async function signUpShopper(h: Harness, email: string): Promise<Shopper> {
  const tokens = await h.signUp(email);
  const [row] = await h.db.query<{ id: string }>('SELECT id FROM customers WHERE email = $1', [email]);
  return { id: row?.id ?? '', headers: bearer(tokens.access_token) };
}

/** The response_body of a 200 "Success" answer. */
export function okBody<T>(answer: Answer<T>): T {
  expect({ status: answer.status, message: answer.body.response_message }).toEqual({
    status: 200,
    message: 'Success',
  });
  return answer.body.response_body;
}

/** `message` is the English text, or a server message (msg(…)) as the server says it in English. */
export function expectFailure(
  answer: Answer<unknown>,
  status: number,
  message: string | ServerMessage,
): void {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status,
    body: { response_body: null, response_message: renderMessage(message, null) },
  });
}
