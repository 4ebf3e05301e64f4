// cfs customer-cart (SPEC sections 4, 7; contracts/cfs.ts): the signed-in customer's cart. GET
// reads it; POST adds (a plain add, or with Idempotency-Key the guest-cart merge), PUT sets a
// line's quantity, DELETE removes a line or empties the cart. Every answer is the whole cart
// (CartPage). 401 without a customer's token; everything is the customer's own, in their store.
import { Hono } from 'hono';
import { IDEMPOTENCY_KEY_HEADER } from '../../contracts/cfs.ts';
import { ALL_PAGES, PAGE_LIMIT } from '../../contracts/paging.ts';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import { addEntries } from '../cart/add-to-cart.ts';
import { emptyCart, removeLine, setLineQuantity } from '../cart/cart-changes.ts';
import { loadCartPage } from '../cart/cart-page.ts';
import { parseAddToCart, parseCartQuantity, parseIdempotencyKey } from '../cart/cart-request.ts';
import { claimMergeKey, mergeFingerprint } from '../cart/merge-keys.ts';
import { readItemTypes } from '../catalogue/item-type.ts';
import { lockCustomerLists } from '../customers/customer-lock.ts';
import type { Db, Queryable } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { limitJsonBody } from '../http/json-body.ts';
import { readJsonObject } from '../http/json-object.ts';
import { readPage } from '../http/pagination.ts';
import { parsePathId } from '../http/path-id.ts';
import { QueryParams } from '../http/query.ts';

export function cfsCartRoutes(db: Db, now: () => number): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  app.use('*', requireCustomer(), limitJsonBody());

  /** Runs a change under the customer's lock and answers the whole cart as it then is. */
  const change = (customerId: string, storeId: number, work: (tx: Queryable) => Promise<void>) =>
    db.transaction(async (tx) => {
      await lockCustomerLists(tx, customerId);
      await work(tx);
      return loadCartPage(tx, customerId, storeId);
    });

  app.get('/', async (c) => {
    const params = QueryParams.of(c);
    const page = await loadCartPage(db, c.var.customer.id, c.var.store.id, {
      itemTypes: readItemTypes(params, 'cart_item_type'),
      page: readPage(params, 'page_number', PAGE_LIMIT, ALL_PAGES),
    });
    return sendOk(c, page);
  });

  app.post('/', async (c) => {
    const key = parseIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
    const entries = parseAddToCart(await readJsonObject(c));
    const { customer, store } = c.var;
    const page = await change(customer.id, store.id, async (tx) => {
      if (key === null) return addEntries(tx, customer.id, store.id, entries, 'strict');
      // A key already claimed: this merge was applied before, so the cart is answered as it is.
      if (await claimMergeKey(tx, customer.id, key, mergeFingerprint(entries), now())) {
        await addEntries(tx, customer.id, store.id, entries, 'merge');
      }
    });
    return sendOk(c, page);
  });

  app.put('/:cartItemId', async (c) => {
    const cartItemId = parsePathId(c.req.param('cartItemId'), 'cartItemId');
    const quantity = parseCartQuantity(await readJsonObject(c));
    const { customer, store } = c.var;
    const page = await change(customer.id, store.id, (tx) =>
      setLineQuantity(tx, customer.id, cartItemId, quantity),
    );
    return sendOk(c, page);
  });

  app.delete('/:cartItemId', async (c) => {
    const cartItemId = parsePathId(c.req.param('cartItemId'), 'cartItemId');
    const { customer, store } = c.var;
    return sendOk(c, await change(customer.id, store.id, (tx) => removeLine(tx, customer.id, cartItemId)));
  });

  app.delete('/', async (c) => {
    const { customer, store } = c.var;
    return sendOk(c, await change(customer.id, store.id, (tx) => emptyCart(tx, customer.id)));
  });

  return app;
}
