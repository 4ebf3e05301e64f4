// The customer's cart (cfs customer-cart) against a real database: every endpoint's answer, the
// limits (stock, the product's own limit, 99), bad input of every kind, other customers' ids, the
// guest-cart merge with its Idempotency-Key, and concurrent adds that must not lose an increment.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartEntry, CartItem, CartPage } from '../../contracts/cfs.ts';
import { addToLine } from '../../server/cart/add-to-cart.ts';
import { type Answer, bearer, Harness } from './auth-harness.ts';
import {
  CART,
  expectedLine,
  expectFailure,
  okBody,
  PLEASE_SIGN_IN,
  PRODUCT_NOT_FOUND,
  type Shelf,
  type ShelfProduct,
  type Shopper,
  signInDemo,
  signUpShopper,
  stockShelf,
  UNKNOWN_PRODUCT,
} from './cart-kit.ts';

let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;

beforeAll(async () => {
  h = await Harness.open();
  shelf = await stockShelf(h);
  a = await signInDemo(h);
  b = await signUpShopper(h, 'second.shopper@example.com');
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await h.db.exec('DELETE FROM cart_items; DELETE FROM cart_merge_keys;');
});

const WEEKDAYS_LABEL = 'Monday & Wednesday, 10:00 AM–11:00 AM';
const SATURDAY_LABEL = 'Saturday, 7:30 AM–8:30 AM';
const KEY = 'merge-2f9c1e7a-5b1d-4c3e-9a8b-0d1e2f3a4b5c';

const getCart = (who: Shopper, query = '') =>
  h.call<CartPage>('GET', `${CART}${query}`, { headers: who.headers });
const add = (who: Shopper, entries: unknown, key?: string) =>
  h.call<CartPage>('POST', CART, {
    body: { customer_cart: entries },
    headers: { ...who.headers, ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
  });
const setQuantity = (who: Shopper, id: number | string, quantity: unknown) =>
  h.call<CartPage>('PUT', `${CART}/${id}`, { body: { cart_quantity: quantity }, headers: who.headers });
const remove = (who: Shopper, id: number | string) =>
  h.call<CartPage>('DELETE', `${CART}/${id}`, { headers: who.headers });
const empty = (who: Shopper) => h.call<CartPage>('DELETE', CART, { headers: who.headers });

const entry = (product: ShelfProduct, quantity: number, slotId?: number): CartEntry => ({
  product: product.id,
  cart_quantity: quantity,
  ...(slotId === undefined ? {} : { slot_id: slotId }),
});

/** The customer's lines as stored: product, quantity and slot, oldest first. */
async function storedLines(who: Shopper) {
  return h.db.query<{ product_id: number; quantity: number; slot_id: number | null }>(
    'SELECT product_id, quantity, slot_id FROM cart_items WHERE customer_id = $1 ORDER BY id',
    [who.id],
  );
}

/** The cart item id of the customer's line of `product`. */
async function lineId(who: Shopper, product: ShelfProduct): Promise<number> {
  const [row] = await h.db.query<{ id: number }>(
    'SELECT id FROM cart_items WHERE customer_id = $1 AND product_id = $2',
    [who.id, product.id],
  );
  if (!row) throw new Error(`${product.name} is not in the cart`);
  return row.id;
}

/** Lines written straight to the table, to set up a cart without the API. */
async function putInCart(who: Shopper, lines: [ShelfProduct, number, number?][]): Promise<void> {
  for (const [product, quantity, slotId] of lines) {
    await h.db.query(
      'INSERT INTO cart_items (customer_id, product_id, quantity, slot_id) VALUES ($1, $2, $3, $4)',
      [who.id, product.id, quantity, slotId ?? null],
    );
  }
}

/** The whole cart the API should answer for these lines (in this order). */
async function expectedCart(
  who: Shopper,
  lines: [ShelfProduct, number, { slot_id: number; label: string }?][],
): Promise<CartPage> {
  const products: CartItem[] = [];
  for (const [product, quantity, slot] of lines) {
    products.push(
      expectedLine(shelf, product, { id: await lineId(who, product), quantity, slot: slot ?? null }),
    );
  }
  return { Products: products, total_count: lines.length };
}

async function withStock(product: ShelfProduct, stock: number, work: () => Promise<void>): Promise<void> {
  await h.db.query('UPDATE products SET stock = $2 WHERE id = $1', [product.id, stock]);
  try {
    await work();
  } finally {
    await h.db.query('UPDATE products SET stock = $2 WHERE id = $1', [product.id, product.stock]);
  }
}

describe('signing in', () => {
  const calls: [string, () => Promise<Answer<unknown>>][] = [
    ['GET', () => h.call('GET', CART, { headers: {} })],
    ['POST', () => h.call('POST', CART, { body: { customer_cart: [{ product: 1, cart_quantity: 1 }] } })],
    ['PUT', () => h.call('PUT', `${CART}/1`, { body: { cart_quantity: 1 } })],
    ['DELETE one', () => h.call('DELETE', `${CART}/1`)],
    ['DELETE all', () => h.call('DELETE', CART)],
  ];

  it.each(calls)('%s answers 401 "Please sign in" to a guest', async (_, call) => {
    expectFailure(await call(), 401, PLEASE_SIGN_IN);
  });

  it('answers 401 to a token that does not verify, and changes nothing', async () => {
    await putInCart(a, [[shelf.kettle, 1]]);
    const forged = h.call('DELETE', CART, { headers: bearer('not.a.token') });
    expectFailure(await forged, 401, 'Your session has expired. Please sign in again.');
    expect(await storedLines(a)).toHaveLength(1);
  });
});

describe('GET customer-cart', () => {
  it('answers an empty cart', async () => {
    expect(okBody(await getCart(a))).toEqual({ Products: [], total_count: 0 });
  });

  it('answers every line with its product, limit, item type, slot and bundle, oldest first', async () => {
    await putInCart(a, [
      [shelf.kettle, 2],
      [shelf.yoga, 1, shelf.slots.weekdays],
      [shelf.combo, 1],
      [shelf.sample, 3],
      [shelf.table, 1],
      [shelf.club, 1],
      [shelf.mug, 4],
    ]);
    expect(okBody(await getCart(a, '?page_number=-1'))).toEqual(
      await expectedCart(a, [
        [shelf.kettle, 2],
        [shelf.yoga, 1, { slot_id: shelf.slots.weekdays, label: WEEKDAYS_LABEL }],
        [shelf.combo, 1],
        [shelf.sample, 3],
        [shelf.table, 1],
        [shelf.club, 1],
        [shelf.mug, 4],
      ]),
    );
    // Spelled out once, so the expected shape is not only the kit's reading of the rules.
    const [kettle, yoga, combo, sample, table, club, mug] = okBody(await getCart(a)).Products;
    expect(kettle).toMatchObject({
      product_price: 499,
      final_price: 449,
      item_type: 'standard_item',
      quantity: 3,
      max_quantity: 3,
    });
    expect(yoga).toMatchObject({ quantity: null, max_quantity: 99, slot: { label: WEEKDAYS_LABEL } });
    expect(combo?.bundled_products.map((item) => item.product_name)).toEqual([
      'Copper Kettle',
      'Stoneware Mug',
    ]);
    expect(sample).toMatchObject({ final_price: 0, item_type: 'free_item' });
    expect(table).toMatchObject({ item_type: 'request_item', price_visibility: false, max_quantity: 4 });
    expect(club).toMatchObject({ max_quantity: 1 });
    expect(mug).toMatchObject({ product_price: 199.5, quantity: 200, max_quantity: 5 });
  });

  it('shows a line whose product sold out with a limit of 0', async () => {
    await putInCart(a, [[shelf.kettle, 2]]);
    await withStock(shelf.kettle, 0, async () => {
      expect(okBody(await getCart(a)).Products[0]).toMatchObject({
        cart_quantity: 2,
        quantity: 0,
        max_quantity: 0,
      });
    });
  });

  it('answers only the customer’s own lines', async () => {
    await putInCart(a, [[shelf.kettle, 2]]);
    await putInCart(b, [[shelf.mug, 1]]);
    expect(okBody(await getCart(b))).toEqual(await expectedCart(b, [[shelf.mug, 1]]));
  });

  it('filters by item type: one, several, all three or none', async () => {
    await putInCart(a, [
      [shelf.kettle, 1],
      [shelf.sample, 1],
      [shelf.table, 1],
    ]);
    const productsOf = async (query: string) =>
      okBody(await getCart(a, query)).Products.map((line) => line.product_name);
    expect(await productsOf('?cart_item_type=free_item')).toEqual(['Free Tea Sample']);
    expect(await productsOf('?cart_item_type=standard_item,%20request_item')).toEqual([
      'Copper Kettle',
      'Custom Oak Table',
    ]);
    const all = ['Copper Kettle', 'Free Tea Sample', 'Custom Oak Table'];
    expect(await productsOf('?cart_item_type=standard_item,request_item,free_item')).toEqual(all);
    expect(await productsOf('?cart_item_type=')).toEqual(all);
    expect(okBody(await getCart(a, '?cart_item_type=request_item')).total_count).toBe(1);
  });

  it('pages by 10 lines, -1 meaning all', async () => {
    const seeded = await h.db.query<{ id: number }>(
      `SELECT id FROM products WHERE store_id = 19 AND (stock IS NULL OR stock > 0) ORDER BY id LIMIT 12`,
    );
    for (const { id } of seeded) {
      await h.db.query('INSERT INTO cart_items (customer_id, product_id, quantity) VALUES ($1, $2, 1)', [
        a.id,
        id,
      ]);
    }
    const ids = seeded.map((row) => row.id);
    const page = async (number: string) => {
      const body = okBody(await getCart(a, `?page_number=${number}`));
      return { products: body.Products.map((line) => line.product), total: body.total_count };
    };
    expect(await page('1')).toEqual({ products: ids.slice(0, 10), total: 12 });
    expect(await page('2')).toEqual({ products: ids.slice(10), total: 12 });
    expect(await page('3')).toEqual({ products: [], total: 12 });
    expect(await page('-1')).toEqual({ products: ids, total: 12 });
  });

  it.each([
    ['?page_number=0', '“page_number” must be -1 (all) or a page number of at least 1.'],
    ['?page_number=abc', '“page_number” must be -1 (all) or a page number of at least 1.'],
    ['?page_number=1&page_number=2', '“page_number” must be given only once.'],
    [
      '?cart_item_type=standard_item,gift',
      '“cart_item_type” must be item types separated by commas: standard_item, request_item, free_item.',
    ],
  ])('refuses %s', async (query, message) => {
    expectFailure(await getCart(a, query), 400, message);
  });
});

describe('POST customer-cart', () => {
  it('adds a product and answers the whole cart', async () => {
    await putInCart(a, [[shelf.mug, 1]]);
    const answer = okBody(await add(a, [entry(shelf.kettle, 2)]));
    expect(answer).toEqual(
      await expectedCart(a, [
        [shelf.mug, 1],
        [shelf.kettle, 2],
      ]),
    );
  });

  it('adds several products at once, in the order given, with a chosen slot', async () => {
    const answer = okBody(
      await add(a, [
        entry(shelf.lamp, 4),
        entry(shelf.yoga, 1, shelf.slots.saturday),
        entry(shelf.sample, 1),
      ]),
    );
    expect(answer).toEqual(
      await expectedCart(a, [
        [shelf.lamp, 4],
        [shelf.yoga, 1, { slot_id: shelf.slots.saturday, label: SATURDAY_LABEL }],
        [shelf.sample, 1],
      ]),
    );
  });

  it('increases a product already in the cart; a new slot replaces the old, no slot keeps it', async () => {
    await putInCart(a, [
      [shelf.kettle, 1],
      [shelf.yoga, 1, shelf.slots.weekdays],
    ]);
    okBody(await add(a, [entry(shelf.kettle, 2), entry(shelf.yoga, 2)]));
    expect(await storedLines(a)).toEqual([
      { product_id: shelf.kettle.id, quantity: 3, slot_id: null },
      { product_id: shelf.yoga.id, quantity: 3, slot_id: shelf.slots.weekdays },
    ]);
    const answer = okBody(await add(a, [entry(shelf.yoga, 1, shelf.slots.saturday)]));
    expect(answer.Products[1]).toMatchObject({
      cart_quantity: 4,
      slot: { slot_id: shelf.slots.saturday, label: SATURDAY_LABEL },
    });
  });

  it('refuses a total over the stock, naming the product and the limit, and changes nothing', async () => {
    await putInCart(a, [[shelf.kettle, 2]]);
    expectFailure(await add(a, [entry(shelf.kettle, 2)]), 400, 'Only 3 of Copper Kettle can be ordered.');
    expect(await storedLines(a)).toEqual([{ product_id: shelf.kettle.id, quantity: 2, slot_id: null }]);
  });

  it.each([
    ['the product’s own limit', 'mug', 6, 'Only 5 of Stoneware Mug can be ordered.'],
    ['one subscription at a time', 'club', 2, 'Only 1 of Monthly Tea Club can be ordered.'],
    ['99 a line', 'lamp', 100, 'Only 99 of Brass Lamp can be ordered.'],
  ] as const)('refuses more than %s', async (_, key, quantity, message) => {
    expectFailure(await add(a, [entry(shelf[key], quantity)]), 400, message);
    expect(await storedLines(a)).toEqual([]);
  });

  it.each([0, -1, 1.5, -0.5])('refuses a quantity of %s, naming the product', async (quantity) => {
    expectFailure(
      await add(a, [entry(shelf.kettle, quantity)]),
      400,
      'The quantity of Copper Kettle must be a whole number of at least 1.',
    );
  });

  it.each([1e9, Number.MAX_SAFE_INTEGER, 1e300])(
    'refuses a huge quantity (%s) as over the limit',
    async (quantity) => {
      expectFailure(
        await add(a, [entry(shelf.kettle, quantity)]),
        400,
        'Only 3 of Copper Kettle can be ordered.',
      );
    },
  );

  it('refuses a product out of stock', async () => {
    expectFailure(await add(a, [entry(shelf.teapot, 1)]), 400, 'Sold-out Teapot is out of stock.');
  });

  it('answers 404 for an unknown product and 400 for another store’s, without its name', async () => {
    expectFailure(
      await add(a, [entry(shelf.kettle, 1), { product: UNKNOWN_PRODUCT, cart_quantity: 1 }]),
      404,
      PRODUCT_NOT_FOUND,
    );
    expectFailure(
      await add(a, [{ product: shelf.foreign, cart_quantity: 1 }]),
      400,
      'This product is not sold in this store.',
    );
    expect(await storedLines(a)).toEqual([]);
  });

  it('refuses a slot that is not one of the product’s', async () => {
    expectFailure(
      await add(a, [entry(shelf.yoga, 1, shelf.otherSlot)]),
      400,
      'This time slot is not offered for Morning Yoga Class.',
    );
    expectFailure(
      await add(a, [entry(shelf.kettle, 1, shelf.slots.weekdays)]),
      400,
      'This time slot is not offered for Copper Kettle.',
    );
    expect(await storedLines(a)).toEqual([]);
  });

  it('applies nothing of a request when any entry is refused', async () => {
    await putInCart(a, [[shelf.lamp, 1]]);
    expectFailure(
      await add(a, [entry(shelf.lamp, 5), entry(shelf.mug, 1), entry(shelf.kettle, 4)]),
      400,
      'Only 3 of Copper Kettle can be ordered.',
    );
    expect(await storedLines(a)).toEqual([{ product_id: shelf.lamp.id, quantity: 1, slot_id: null }]);
  });

  it('holds at most 100 different products, while lines already there can still grow', async () => {
    await h.db.query(
      `INSERT INTO cart_items (customer_id, product_id, quantity)
       SELECT $1, id, 1 FROM products
       WHERE store_id = 19 AND (stock IS NULL OR stock > 0) AND id <> $2 ORDER BY id LIMIT 99`,
      [a.id, shelf.kettle.id],
    );
    okBody(await add(a, [entry(shelf.lamp, 1)]));
    expectFailure(
      await add(a, [entry(shelf.kettle, 1)]),
      400,
      'Your cart can hold at most 100 different products.',
    );
    expect(okBody(await add(a, [entry(shelf.lamp, 1)])).total_count).toBe(100);
  });

  it.each([
    [{ raw: '{"customer_cart": [' }, 'The request body is not valid JSON'],
    [{ body: [] }, 'The request body must be a JSON object'],
    [{ body: {} }, 'customer_cart is required'],
    [
      { body: { customer_cart: { product: 1, cart_quantity: 1 } } },
      'customer_cart must be a list of {product, cart_quantity}',
    ],
    [{ body: { customer_cart: [] } }, 'customer_cart must name at least one product'],
    [
      { body: { customer_cart: Array.from({ length: 101 }, () => ({ product: 1, cart_quantity: 1 })) } },
      'customer_cart may name at most 100 products.',
    ],
    [{ body: { customer_cart: [7] } }, 'customer_cart[0] must be an object with product and cart_quantity.'],
    [
      { body: { customer_cart: [{ product: '7', cart_quantity: 1 }] } },
      '“customer_cart[0].product” must be a positive whole number.',
    ],
    [
      { body: { customer_cart: [{ product: 0, cart_quantity: 1 }] } },
      '“customer_cart[0].product” must be a positive whole number.',
    ],
    [
      { body: { customer_cart: [{ product: 2.5, cart_quantity: 1 }] } },
      '“customer_cart[0].product” must be a positive whole number.',
    ],
    [
      { body: { customer_cart: [{ product: 2 ** 31, cart_quantity: 1 }] } },
      '“customer_cart[0].product” must be a positive whole number.',
    ],
    [{ body: { customer_cart: [{ product: 7 }] } }, '“customer_cart[0].cart_quantity” is required.'],
    [
      { body: { customer_cart: [{ product: 7, cart_quantity: '2' }] } },
      '“customer_cart[0].cart_quantity” must be a number.',
    ],
    [
      {
        body: {
          customer_cart: [
            { product: 7, cart_quantity: 1 },
            { product: 8, cart_quantity: 1, slot_id: -3 },
          ],
        },
      },
      '“customer_cart[1].slot_id” must be a positive whole number.',
    ],
  ])('refuses a malformed body %j', async (request, message) => {
    const answer = await h.call('POST', CART, { ...request, headers: a.headers });
    expectFailure(answer, 400, message);
  });

  it('refuses a body that is not JSON (415) or too large (413)', async () => {
    const form = a.headers;
    const plain = await h.app.request(CART, {
      method: 'POST',
      headers: { ...form, 'Content-Type': 'text/plain' },
      body: '{"customer_cart":[]}',
    });
    expect(plain.status).toBe(415);
    const huge = await h.app.request(CART, {
      method: 'POST',
      headers: { ...form, 'Content-Type': 'application/json' },
      body: JSON.stringify({ customer_cart: [], padding: 'x'.repeat(20_000) }),
    });
    expect(huge.status).toBe(413);
  });
});

describe('POST customer-cart with Idempotency-Key (the guest-cart merge)', () => {
  const mergeEntries = () => [
    entry(shelf.kettle, 5),
    entry(shelf.mug, 9),
    { product: UNKNOWN_PRODUCT, cart_quantity: 1 },
    { product: shelf.foreign, cart_quantity: 1 },
    entry(shelf.teapot, 1),
    entry(shelf.yoga, 2, shelf.otherSlot),
    entry(shelf.lamp, 2, shelf.slots.weekdays),
    entry(shelf.sample, 1e300),
  ];

  it('increases, adds, caps at each limit and skips what cannot be added, keeping the rest', async () => {
    await putInCart(a, [[shelf.kettle, 1]]);
    const answer = okBody(await add(a, mergeEntries(), KEY));
    expect(answer).toEqual(
      await expectedCart(a, [
        [shelf.kettle, 3],
        [shelf.mug, 5],
        // A slot the product does not offer (any more) is dropped, not the product.
        [shelf.yoga, 2],
        // Not a slot of the lamp either.
        [shelf.lamp, 2],
        [shelf.sample, 50],
      ]),
    );
  });

  it('caps a line already at its limit and keeps a valid slot', async () => {
    await putInCart(a, [[shelf.mug, 5]]);
    okBody(await add(a, [entry(shelf.mug, 1), entry(shelf.yoga, 1, shelf.slots.saturday)], KEY));
    expect(await storedLines(a)).toEqual([
      { product_id: shelf.mug.id, quantity: 5, slot_id: null },
      { product_id: shelf.yoga.id, quantity: 1, slot_id: shelf.slots.saturday },
    ]);
  });

  it('is applied once: a repeat, even after other changes, answers the cart as it is', async () => {
    const first = okBody(await add(a, [entry(shelf.lamp, 2), entry(shelf.mug, 1)], KEY));
    expect(okBody(await add(a, [entry(shelf.lamp, 2), entry(shelf.mug, 1)], KEY))).toEqual(first);
    const lamp = await lineId(a, shelf.lamp);
    okBody(await setQuantity(a, lamp, 7));
    const repeat = okBody(await add(a, [entry(shelf.lamp, 2), entry(shelf.mug, 1)], KEY));
    expect(repeat).toEqual(
      await expectedCart(a, [
        [shelf.lamp, 7],
        [shelf.mug, 1],
      ]),
    );
    const [keys] = await h.db.query<{ count: number }>('SELECT count(*)::int AS count FROM cart_merge_keys');
    expect(keys?.count).toBe(1);
  });

  it('answers a repeat that lists the same products in another order as a repeat', async () => {
    okBody(await add(a, [entry(shelf.lamp, 2), entry(shelf.mug, 1)], KEY));
    okBody(await add(a, [entry(shelf.mug, 1), entry(shelf.lamp, 2)], KEY));
    expect(await storedLines(a)).toEqual([
      { product_id: shelf.lamp.id, quantity: 2, slot_id: null },
      { product_id: shelf.mug.id, quantity: 1, slot_id: null },
    ]);
  });

  it.each([
    ['another product', () => [entry(shelf.lamp, 2), entry(shelf.kettle, 1)]],
    ['another quantity', () => [entry(shelf.lamp, 3), entry(shelf.mug, 1)]],
    [
      'another slot',
      () => [entry(shelf.lamp, 2), entry(shelf.mug, 1), entry(shelf.yoga, 1, shelf.slots.saturday)],
    ],
  ])('refuses the key reused with %s (422), changing nothing', async (_, entries) => {
    okBody(await add(a, [entry(shelf.lamp, 2), entry(shelf.mug, 1)], KEY));
    const before = await storedLines(a);
    expectFailure(
      await add(a, entries(), KEY),
      422,
      'This Idempotency-Key was already used for a merge of other products.',
    );
    expect(await storedLines(a)).toEqual(before);
  });

  it('keeps keys per customer: another customer’s merge with the same key is applied', async () => {
    okBody(await add(a, [entry(shelf.lamp, 2)], KEY));
    okBody(await add(b, [entry(shelf.lamp, 3)], KEY));
    expect(await storedLines(b)).toEqual([{ product_id: shelf.lamp.id, quantity: 3, slot_id: null }]);
    expect(await storedLines(a)).toEqual([{ product_id: shelf.lamp.id, quantity: 2, slot_id: null }]);
  });

  it('records nothing when the merge is refused, so it can be sent again', async () => {
    expectFailure(
      await add(a, [entry(shelf.lamp, 1), entry(shelf.mug, 0)], KEY),
      400,
      'The quantity of Stoneware Mug must be a whole number of at least 1.',
    );
    expect(await storedLines(a)).toEqual([]);
    okBody(await add(a, [entry(shelf.lamp, 1), entry(shelf.mug, 1)], KEY));
    expect(await storedLines(a)).toHaveLength(2);
  });

  it('forgets keys after 7 days, when the customer merges again', async () => {
    okBody(await add(a, [entry(shelf.lamp, 1)], KEY));
    await h.db.query("UPDATE cart_merge_keys SET created_at = created_at - interval '7 days 1 minute'");
    okBody(await add(a, [entry(shelf.mug, 1)], 'another-merge-key'));
    const keys = await h.db.query<{ idempotency_key: string }>('SELECT idempotency_key FROM cart_merge_keys');
    expect(keys).toEqual([{ idempotency_key: 'another-merge-key' }]);
  });

  it.each(['short', 'x'.repeat(129), 'has spaces in it', 'key/with/slashes', ''])(
    'refuses the key %j',
    async (key) => {
      expectFailure(
        await add(a, [entry(shelf.lamp, 1)], key),
        400,
        'Idempotency-Key must be 8 to 128 letters, digits, hyphens or underscores.',
      );
      expect(await storedLines(a)).toEqual([]);
    },
  );
});

describe('PUT customer-cart/{cartItemId}', () => {
  it('sets the quantity and answers the whole cart', async () => {
    await putInCart(a, [
      [shelf.kettle, 1],
      [shelf.mug, 1],
    ]);
    const answer = okBody(await setQuantity(a, await lineId(a, shelf.mug), 5));
    expect(answer).toEqual(
      await expectedCart(a, [
        [shelf.kettle, 1],
        [shelf.mug, 5],
      ]),
    );
  });

  it.each([
    [0, 'The quantity of Copper Kettle must be a whole number of at least 1.'],
    [-2, 'The quantity of Copper Kettle must be a whole number of at least 1.'],
    [2.5, 'The quantity of Copper Kettle must be a whole number of at least 1.'],
    [4, 'Only 3 of Copper Kettle can be ordered.'],
    [1e300, 'Only 3 of Copper Kettle can be ordered.'],
    ['2', '“cart_quantity” must be a number.'],
    [null, '“cart_quantity” is required.'],
  ])('refuses a quantity of %j', async (quantity, message) => {
    await putInCart(a, [[shelf.kettle, 2]]);
    expectFailure(await setQuantity(a, await lineId(a, shelf.kettle), quantity), 400, message);
    expect(await storedLines(a)).toEqual([{ product_id: shelf.kettle.id, quantity: 2, slot_id: null }]);
  });

  it('refuses any quantity of a product that sold out, except removing it', async () => {
    await putInCart(a, [[shelf.kettle, 2]]);
    const id = await lineId(a, shelf.kettle);
    await withStock(shelf.kettle, 0, async () => {
      expectFailure(await setQuantity(a, id, 1), 400, 'Copper Kettle is out of stock.');
      expect(okBody(await remove(a, id))).toEqual({ Products: [], total_count: 0 });
    });
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999'])('refuses the id %j', async (id) => {
    expectFailure(await setQuantity(a, id, 1), 400, '“cartItemId” must be a positive whole number.');
  });

  it('answers 404 for an unknown line', async () => {
    expectFailure(await setQuantity(a, 2_000_000_000, 1), 404, 'Cart item not found');
  });

  it('answers 404 for another customer’s line and leaves it as it was', async () => {
    await putInCart(a, [[shelf.kettle, 2]]);
    expectFailure(await setQuantity(b, await lineId(a, shelf.kettle), 1), 404, 'Cart item not found');
    expect(await storedLines(a)).toEqual([{ product_id: shelf.kettle.id, quantity: 2, slot_id: null }]);
    expect(await storedLines(b)).toEqual([]);
  });
});

describe('DELETE customer-cart/{cartItemId} and customer-cart', () => {
  it('removes a line and answers the rest of the cart', async () => {
    await putInCart(a, [
      [shelf.kettle, 1],
      [shelf.mug, 2],
    ]);
    const answer = okBody(await remove(a, await lineId(a, shelf.kettle)));
    expect(answer).toEqual(await expectedCart(a, [[shelf.mug, 2]]));
  });

  it('answers 404 for another customer’s line or an unknown one, and leaves the cart as it was', async () => {
    await putInCart(a, [[shelf.kettle, 1]]);
    const id = await lineId(a, shelf.kettle);
    expectFailure(await remove(b, id), 404, 'Cart item not found');
    expectFailure(await remove(a, id + 1_000_000), 404, 'Cart item not found');
    expect(await storedLines(a)).toHaveLength(1);
  });

  it('refuses a malformed id', async () => {
    expectFailure(await remove(a, 'x1'), 400, '“cartItemId” must be a positive whole number.');
  });

  it('empties the customer’s cart only', async () => {
    await putInCart(a, [
      [shelf.kettle, 1],
      [shelf.mug, 2],
    ]);
    await putInCart(b, [[shelf.lamp, 1]]);
    expect(okBody(await empty(a))).toEqual({ Products: [], total_count: 0 });
    expect(await storedLines(a)).toEqual([]);
    expect(await storedLines(b)).toHaveLength(1);
    expect(okBody(await empty(a))).toEqual({ Products: [], total_count: 0 });
  });
});

describe('concurrent changes', () => {
  it('20 adds of one product at once end with exactly 20', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(a, [entry(shelf.lamp, 1)])));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await storedLines(a)).toEqual([{ product_id: shelf.lamp.id, quantity: 20, slot_id: null }]);
  });

  it('the add statement alone, without the customer’s lock, loses no increment', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        addToLine(h.db, a.id, { productId: shelf.lamp.id, quantity: 1, slotId: null }, 'strict'),
      ),
    );
    expect(await storedLines(a)).toEqual([{ product_id: shelf.lamp.id, quantity: 20, slot_id: null }]);
  });

  it('adds at once beyond the stock: exactly the stock is added, the rest refused', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(a, [entry(shelf.kettle, 1)])));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expectFailure(refused, 400, 'Only 3 of Copper Kettle can be ordered.');
    }
    expect(await storedLines(a)).toEqual([{ product_id: shelf.kettle.id, quantity: 3, slot_id: null }]);
  });

  it('10 merges with one key at once are applied once', async () => {
    await putInCart(a, [[shelf.lamp, 1]]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => add(a, [entry(shelf.lamp, 2), entry(shelf.mug, 1)], KEY)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await storedLines(a)).toEqual([
      { product_id: shelf.lamp.id, quantity: 3, slot_id: null },
      { product_id: shelf.mug.id, quantity: 1, slot_id: null },
    ]);
  });

  it('emptying the cart while merges add to it never fails', async () => {
    await putInCart(a, [
      [shelf.lamp, 1],
      [shelf.mug, 1],
    ]);
    const answers = await Promise.all([
      add(a, [entry(shelf.mug, 1), entry(shelf.lamp, 1)], 'merge-one-key'),
      empty(a),
      add(a, [entry(shelf.lamp, 1), entry(shelf.mug, 1)], 'merge-two-key'),
      empty(a),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });
});
