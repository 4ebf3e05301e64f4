// cfs order items (contracts/orderItems.ts): cancel, return or replace an item, what the customer may
// do with it now (charge and deadlines), and the tracking timeline of an order's items. 401 without
// a customer's token; another customer's item or order is a 404; the shared machine's refusals 409.
import { Hono } from 'hono';
import { ITEM_REQUEST_MESSAGES } from '../../contracts/orderItems.ts';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import type { Db } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest } from '../http/http-error.ts';
import { limitJsonBody } from '../http/json-body.ts';
import { readJsonObject } from '../http/json-object.ts';
import { parsePathId } from '../http/path-id.ts';
import { QueryParams } from '../http/query.ts';
import {
  isItemRequestKind,
  itemActions,
  parseItemActionRequest,
  requestItemAction,
} from '../orders/order-item-actions.ts';
import { orderTracking } from '../orders/order-item-tracking.ts';

export function cfsOrderItemRoutes(db: Db, now: () => number): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  // Mounted beside the public ai-configuration, so the guard names its own paths only.
  for (const path of ['/order-item/*', '/track-order-status/*']) {
    app.use(path, requireCustomer(), limitJsonBody());
  }

  app.post('/order-item/:action', async (c) => {
    const kind = c.req.param('action');
    if (!isItemRequestKind(kind)) throw badRequest('The action must be cancel, return or replace');
    const request = parseItemActionRequest(await readJsonObject(c));
    const customerId = c.var.customer.id;
    const at = now();
    const result = await db.transaction((tx) => requestItemAction(tx, customerId, kind, request, at));
    return sendOk(c, result, ITEM_REQUEST_MESSAGES[kind]);
  });

  app.get('/order-item/:orderItemId/actions', async (c) => {
    const itemId = parsePathId(c.req.param('orderItemId'), 'orderItemId');
    const customerId = c.var.customer.id;
    const at = now();
    return sendOk(c, await db.transaction((tx) => itemActions(tx, customerId, itemId, at)));
  });

  app.get('/track-order-status/:orderId', async (c) => {
    const orderId = parsePathId(c.req.param('orderId'), 'orderId');
    const rawItem = QueryParams.of(c).get('order_item_id');
    const itemId = rawItem === undefined || rawItem === '' ? null : parsePathId(rawItem, 'order_item_id');
    const customerId = c.var.customer.id;
    const at = now();
    return sendOk(c, await db.transaction((tx) => orderTracking(tx, customerId, orderId, itemId, at)));
  });

  return app;
}
