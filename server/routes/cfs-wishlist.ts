// cfs customer-wishlist (SPEC sections 3, 7; contracts/cfs.ts): the signed-in customer's wish list.
// GET reads it (page-number, -1 = all, else pages of 50; wishlist_item_type, product_type, search);
// POST { product } adds; DELETE /{wishlistId} removes an entry, and DELETE without an id empties
// the list (SPEC's note). Every change answers the whole wish list. 401 without a customer's token.
import { Hono } from 'hono';
import type { AddToWishlistRequest } from '../../contracts/cfs.ts';
import { ALL_PAGES } from '../../contracts/paging.ts';
import { PRODUCT_TYPES } from '../../contracts/pbs.ts';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import { readItemTypes } from '../catalogue/item-type.ts';
import { parseSearch } from '../catalogue/search-text.ts';
import { lockCustomerLists } from '../customers/customer-lock.ts';
import type { Db, Queryable } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest } from '../http/http-error.ts';
import { limitJsonBody } from '../http/json-body.ts';
import { isJsonId, readJsonObject } from '../http/json-object.ts';
import { readPage } from '../http/pagination.ts';
import { parsePathId } from '../http/path-id.ts';
import { optionalOneOf, QueryParams } from '../http/query.ts';
import { addToWishlist, emptyWishlist, removeFromWishlist } from '../wishlist/wishlist-changes.ts';
import { loadWishlistPage, WISHLIST_PAGE_LIMIT } from '../wishlist/wishlist-page.ts';

export function cfsWishlistRoutes(db: Db): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  app.use('*', requireCustomer(), limitJsonBody());

  /** Runs a change under the customer's lock and answers the whole wish list as it then is. */
  const change = (customerId: string, storeId: number, work: (tx: Queryable) => Promise<void>) =>
    db.transaction(async (tx) => {
      await lockCustomerLists(tx, customerId);
      await work(tx);
      return loadWishlistPage(tx, customerId, storeId);
    });

  app.get('/', async (c) => {
    const params = QueryParams.of(c);
    const search = params.get('search');
    const page = await loadWishlistPage(db, c.var.customer.id, c.var.store.id, {
      itemTypes: readItemTypes(params, 'wishlist_item_type'),
      productType: optionalOneOf(params, 'product_type', PRODUCT_TYPES) ?? null,
      search: search === undefined ? null : parseSearch('search', search),
      page: readPage(params, 'page-number', WISHLIST_PAGE_LIMIT, ALL_PAGES),
    });
    return sendOk(c, page);
  });

  app.post('/', async (c) => {
    const productId = parseAddToWishlist(await readJsonObject(c));
    const { customer, store } = c.var;
    const page = await change(customer.id, store.id, (tx) =>
      addToWishlist(tx, customer.id, store.id, productId),
    );
    return sendOk(c, page);
  });

  app.delete('/:wishlistId', async (c) => {
    const wishlistId = parsePathId(c.req.param('wishlistId'), 'wishlistId');
    const { customer, store } = c.var;
    return sendOk(
      c,
      await change(customer.id, store.id, (tx) => removeFromWishlist(tx, customer.id, wishlistId)),
    );
  });

  app.delete('/', async (c) => {
    const { customer, store } = c.var;
    return sendOk(c, await change(customer.id, store.id, (tx) => emptyWishlist(tx, customer.id)));
  });

  return app;
}

function parseAddToWishlist(body: Record<string, unknown>): AddToWishlistRequest['product'] {
  if (body.product === undefined || body.product === null) throw badRequest('product is required');
  if (!isJsonId(body.product)) throw badRequest('product must be a positive integer');
  return body.product;
}
