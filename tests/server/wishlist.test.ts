// The customer's wish list (cfs customer-wishlist) against a real database: every endpoint's
// answer, the filters (item type, product type, search) and paging, bad input, other customers'
// ids, and the bound on its size.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WishlistItem, WishlistPage } from '../../contracts/cfs.ts';
import { type Answer, bearer, Harness } from './auth-harness.ts';
import {
  expectedSummary,
  expectFailure,
  itemTypeOf,
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
  WISHLIST,
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
  await h.db.exec('DELETE FROM wishlist_items');
});

const getList = (who: Shopper, query = '') =>
  h.call<WishlistPage>('GET', `${WISHLIST}${query}`, { headers: who.headers });
const addProduct = (who: Shopper, product: unknown) =>
  h.call<WishlistPage>('POST', WISHLIST, { body: { product }, headers: who.headers });
const remove = (who: Shopper, id: number | string) =>
  h.call<WishlistPage>('DELETE', `${WISHLIST}/${id}`, { headers: who.headers });
const empty = (who: Shopper) => h.call<WishlistPage>('DELETE', WISHLIST, { headers: who.headers });

/** Entries written straight to the table, oldest first. */
async function putInList(who: Shopper, products: ShelfProduct[]): Promise<void> {
  for (const product of products) {
    await h.db.query('INSERT INTO wishlist_items (customer_id, product_id) VALUES ($1, $2)', [
      who.id,
      product.id,
    ]);
  }
}

async function wishlistId(who: Shopper, product: ShelfProduct): Promise<number> {
  const [row] = await h.db.query<{ id: number }>(
    'SELECT id FROM wishlist_items WHERE customer_id = $1 AND product_id = $2',
    [who.id, product.id],
  );
  if (!row) throw new Error(`${product.name} is not in the wish list`);
  return row.id;
}

async function storedProducts(who: Shopper): Promise<number[]> {
  const rows = await h.db.query<{ product_id: number }>(
    'SELECT product_id FROM wishlist_items WHERE customer_id = $1 ORDER BY id',
    [who.id],
  );
  return rows.map((row) => row.product_id);
}

/** The answer for these entries, given newest first. */
async function expectedList(who: Shopper, newestFirst: ShelfProduct[], total = newestFirst.length) {
  const products: WishlistItem[] = [];
  for (const product of newestFirst) {
    products.push({
      ...expectedSummary(shelf, product),
      wishlistId: await wishlistId(who, product),
      item_type: itemTypeOf(product),
    });
  }
  return { Products: products, total_count: total };
}

const namesOf = (page: WishlistPage) => page.Products.map((entry) => entry.product_name);

describe('signing in', () => {
  const calls: [string, () => Promise<Answer<unknown>>][] = [
    ['GET', () => h.call('GET', WISHLIST)],
    ['POST', () => h.call('POST', WISHLIST, { body: { product: 1 } })],
    ['DELETE one', () => h.call('DELETE', `${WISHLIST}/1`)],
    ['DELETE all', () => h.call('DELETE', WISHLIST)],
  ];

  it.each(calls)('%s answers 401 "Please sign in" to a guest', async (_, call) => {
    expectFailure(await call(), 401, PLEASE_SIGN_IN);
  });

  it('answers 401 to a token that does not verify', async () => {
    const answer = await h.call('GET', WISHLIST, { headers: bearer('forged') });
    expectFailure(answer, 401, 'Your session has expired. Please sign in again.');
  });
});

describe('POST customer-wishlist', () => {
  it('adds a product and answers the whole wish list, newest first', async () => {
    await putInList(a, [shelf.mug]);
    const answer = okBody(await addProduct(a, shelf.kettle.id));
    expect(answer).toEqual(await expectedList(a, [shelf.kettle, shelf.mug]));
    // Spelled out once, beside the kit's reading of the rules.
    expect(answer.Products[0]).toMatchObject({
      product_name: 'Copper Kettle',
      product_price: 499,
      final_price: 449,
      item_type: 'standard_item',
      category_name: 'Test Shelf',
      vendor_name: 'Test Kitchen',
      in_stock: true,
    });
  });

  it('changes nothing for a product already there', async () => {
    const first = okBody(await addProduct(a, shelf.kettle.id));
    expect(okBody(await addProduct(a, shelf.kettle.id))).toEqual(first);
    expect(await storedProducts(a)).toEqual([shelf.kettle.id]);
  });

  it('takes products of every kind, sold out too', async () => {
    for (const product of [shelf.teapot, shelf.sample, shelf.table, shelf.yoga]) {
      okBody(await addProduct(a, product.id));
    }
    const answer = okBody(await getList(a));
    expect(answer).toEqual(await expectedList(a, [shelf.yoga, shelf.table, shelf.sample, shelf.teapot]));
    expect(answer.Products.map((entry) => entry.item_type)).toEqual([
      'standard_item',
      'request_item',
      'free_item',
      'standard_item',
    ]);
    expect(answer.Products[3]?.in_stock).toBe(false);
  });

  it('answers 404 for an unknown product and 400 for another store’s, changing nothing', async () => {
    expectFailure(await addProduct(a, UNKNOWN_PRODUCT), 404, PRODUCT_NOT_FOUND);
    expectFailure(await addProduct(a, shelf.foreign), 400, 'This product is not sold in this store.');
    expect(await storedProducts(a)).toEqual([]);
  });

  it.each([
    [{}, 'product is required'],
    [{ product: null }, 'product is required'],
    [{ product: '5' }, 'product must be a positive integer'],
    [{ product: 0 }, 'product must be a positive integer'],
    [{ product: -4 }, 'product must be a positive integer'],
    [{ product: 1.5 }, 'product must be a positive integer'],
    [{ product: 1e20 }, 'product must be a positive integer'],
    [[1], 'The request body must be a JSON object'],
  ])('refuses the body %j', async (body, message) => {
    expectFailure(await h.call('POST', WISHLIST, { body, headers: a.headers }), 400, message);
  });

  it('holds at most 200 products, and a product already there is still fine', async () => {
    await h.db.query(
      `INSERT INTO wishlist_items (customer_id, product_id)
       SELECT $1, id FROM products WHERE store_id = 19 AND id <> $2 ORDER BY id LIMIT 199`,
      [a.id, shelf.kettle.id],
    );
    await putInList(a, [shelf.mug]);
    expectFailure(await addProduct(a, shelf.kettle.id), 400, 'Your wish list can hold at most 200 products.');
    expect(okBody(await addProduct(a, shelf.mug.id)).total_count).toBe(200);
  });
});

describe('GET customer-wishlist', () => {
  beforeEach(async () => {
    await putInList(a, [
      shelf.kettle,
      shelf.mug,
      shelf.teapot,
      shelf.sample,
      shelf.table,
      shelf.yoga,
      shelf.combo,
    ]);
  });

  it('answers the whole wish list by default, newest first, and only the customer’s', async () => {
    expect(okBody(await getList(a, '?page-number=-1'))).toEqual(
      await expectedList(a, [
        shelf.combo,
        shelf.yoga,
        shelf.table,
        shelf.sample,
        shelf.teapot,
        shelf.mug,
        shelf.kettle,
      ]),
    );
    expect(okBody(await getList(b))).toEqual({ Products: [], total_count: 0 });
  });

  it.each([
    ['?wishlist_item_type=free_item', ['Free Tea Sample']],
    ['?wishlist_item_type=request_item,free_item', ['Custom Oak Table', 'Free Tea Sample']],
    ['?product_type=Service', ['Morning Yoga Class']],
    ['?product_type=Bundled&wishlist_item_type=standard_item', ['Tea Combo']],
    ['?search=copper', ['Copper Kettle']],
    // Word prefixes, as the catalogue's search: "tea" finds "Teapot" too.
    ['?search=TEA', ['Tea Combo', 'Free Tea Sample', 'Sold-out Teapot']],
    ['?search=tea%20sam', ['Free Tea Sample']],
    ['?search=tea&wishlist_item_type=standard_item', ['Tea Combo', 'Sold-out Teapot']],
    ['?search=nothing-like-it', []],
  ])('filters %s', async (query, names) => {
    const page = okBody(await getList(a, query));
    expect({ names: namesOf(page), total: page.total_count }).toEqual({ names, total: names.length });
  });

  it('treats all three item types, or none, as every entry', async () => {
    const all = okBody(await getList(a));
    expect(okBody(await getList(a, '?wishlist_item_type=standard_item,request_item,free_item'))).toEqual(all);
    expect(okBody(await getList(a, '?wishlist_item_type='))).toEqual(all);
    expect(all.total_count).toBe(7);
  });

  it('pages by 50, -1 meaning all', async () => {
    await h.db.query(
      `INSERT INTO wishlist_items (customer_id, product_id)
       SELECT $1, id FROM products WHERE store_id = 19 AND id < $2 ORDER BY id LIMIT 50`,
      [a.id, shelf.kettle.id],
    );
    const all = okBody(await getList(a));
    expect(all.total_count).toBe(57);
    const first = okBody(await getList(a, '?page-number=1'));
    const second = okBody(await getList(a, '?page-number=2'));
    expect(first).toEqual({ Products: all.Products.slice(0, 50), total_count: 57 });
    expect(second).toEqual({ Products: all.Products.slice(50), total_count: 57 });
    expect(okBody(await getList(a, '?page-number=3'))).toEqual({ Products: [], total_count: 57 });
  });

  it.each([
    ['?page-number=0', '“page-number” must be -1 (all) or a page number of at least 1.'],
    ['?page-number=1.5', '“page-number” must be -1 (all) or a page number of at least 1.'],
    [
      '?wishlist_item_type=gift',
      '“wishlist_item_type” must be item types separated by commas: standard_item, request_item, free_item.',
    ],
    [
      '?product_type=Gadget',
      '“product_type” must be one of Physical, Service, Digital, Subscription, Bundled, Packaged Service, API.',
    ],
    [`?search=${'a'.repeat(101)}`, 'A search can be at most 100 characters.'],
    ['?search=%21%21%21', 'A search must contain a letter or a digit.'],
    ['?search=a&search=b', '“Search” must be given only once.'],
  ])('refuses %s', async (query, message) => {
    expectFailure(await getList(a, query), 400, message);
  });
});

describe('DELETE customer-wishlist/{wishlistId} and customer-wishlist', () => {
  it('removes an entry and answers the rest', async () => {
    await putInList(a, [shelf.kettle, shelf.mug]);
    const answer = okBody(await remove(a, await wishlistId(a, shelf.kettle)));
    expect(answer).toEqual(await expectedList(a, [shelf.mug]));
  });

  it('answers 404 for another customer’s entry or an unknown one, and leaves it as it was', async () => {
    await putInList(a, [shelf.kettle]);
    const id = await wishlistId(a, shelf.kettle);
    expectFailure(await remove(b, id), 404, 'Wish-list item not found');
    expectFailure(await remove(a, id + 1_000_000), 404, 'Wish-list item not found');
    expect(await storedProducts(a)).toEqual([shelf.kettle.id]);
  });

  it.each(['0', '-3', 'abc', '2.5', '12345678901'])('refuses the id %j', async (id) => {
    expectFailure(await remove(a, id), 400, '“wishlistId” must be a positive whole number.');
  });

  it('empties the customer’s wish list only (DELETE without an id)', async () => {
    await putInList(a, [shelf.kettle, shelf.mug]);
    await putInList(b, [shelf.lamp]);
    expect(okBody(await empty(a))).toEqual({ Products: [], total_count: 0 });
    expect(await storedProducts(a)).toEqual([]);
    expect(await storedProducts(b)).toEqual([shelf.lamp.id]);
  });
});

describe('concurrent changes', () => {
  it('10 adds of one product at once leave one entry', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => addProduct(a, shelf.lamp.id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await storedProducts(a)).toEqual([shelf.lamp.id]);
  });
});
