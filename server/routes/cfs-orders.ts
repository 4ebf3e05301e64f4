// cfs orders (contracts/checkout.ts): create-order (a checkout becomes its one order), order-checkout
// (the signed hand-off form of an order paid online) and check-order-status (the post-payment
// return's question). 401 without a customer's token; another customer's checkout or order is a 404.
import { Hono } from 'hono';
import { LANGUAGE_CODE_PARAM } from '../../contracts/request.ts';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import { parseCheckoutId, requireId } from '../checkout/checkout-request.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { limitJsonBody } from '../http/json-body.ts';
import { readJsonObject } from '../http/json-object.ts';
import { parsePathId } from '../http/path-id.ts';
import { QueryParams } from '../http/query.ts';
import { orderCheckout } from '../orders/hand-off.ts';
import { checkOrderStatus } from '../orders/order-status.ts';
import { placeOrder } from '../orders/place-order.ts';
import { expireStalePayments } from '../payments/expire-payments.ts';
import { gatewayOrigin, storefrontOrigin } from '../payments/sandbox-origin.ts';

export function cfsOrderRoutes(db: Db, config: ServerConfig, now: () => number): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  // Mounted beside the public ai-configuration, so the guard names its own paths only.
  for (const path of ['/create-order', '/order-checkout', '/check-order-status/*']) {
    app.use(path, requireCustomer(), limitJsonBody());
  }

  app.post('/create-order', async (c) => {
    const checkoutId = parseCheckoutId((await readJsonObject(c)).checkout_id);
    const customerId = c.var.customer.id;
    // Stale online payments give their stock back before this order takes some.
    await expireStalePayments(db, new Date(now()), { storeId: c.var.store.id });
    const placement = await db.transaction((tx) => placeOrder(tx, customerId, checkoutId, new Date(now())));
    const message = placement.order_kind === 'request' ? 'Request submitted' : 'Order created';
    return sendOk(c, placement, message);
  });

  app.post('/order-checkout', async (c) => {
    const orderId = requireId(await readJsonObject(c), 'order_id');
    await expireStalePayments(db, new Date(now()), { orderId });
    const answer = await orderCheckout(db, c.var.customer, orderId, {
      gatewayOrigin: gatewayOrigin(config, c),
      storefrontOrigin: storefrontOrigin(config, c),
      language: QueryParams.of(c).get(LANGUAGE_CODE_PARAM) ?? 'en',
    });
    return sendOk(c, answer);
  });

  app.put('/check-order-status/:orderId', async (c) => {
    const orderId = parsePathId(c.req.param('orderId'), 'orderId');
    const customerId = c.var.customer.id;
    await expireStalePayments(db, new Date(now()), { orderId });
    return sendOk(c, await db.transaction((tx) => checkOrderStatus(tx, customerId, orderId)));
  });

  return app;
}
