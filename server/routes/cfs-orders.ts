// cfs orders (contracts/checkout.ts): create-order (a checkout becomes its one order), order-checkout
// (the signed hand-off form of an order paid online), cancel-order (a whole order still awaiting its
// online payment), check-order-status (the post-payment return's
// question, with the provider's answer when the shopper brought one back) and the providers'
// notifications. 401 without a customer's token (but for the notifications, which carry the
// provider's signature instead); another customer's checkout or order is a 404.
import { type Context, Hono } from 'hono';
import type { PaymentAnswerFields } from '../../contracts/checkout.ts';
import { LANGUAGE_CODE_PARAM } from '../../contracts/request.ts';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import { claimHandOff } from '../checkout/cart-orders.ts';
import { parseCheckoutId, requireId } from '../checkout/checkout-request.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { limitJsonBody } from '../http/json-body.ts';
import { readJsonObject } from '../http/json-object.ts';
import { parsePathId } from '../http/path-id.ts';
import { QueryParams } from '../http/query.ts';
import { cancelUnpaidOrder } from '../orders/cancel-order.ts';
import { orderCheckout } from '../orders/hand-off.ts';
import { checkOrderStatus } from '../orders/order-status.ts';
import { parseOrderNumber } from '../orders/orders.ts';
import { placeOrder } from '../orders/place-order.ts';
import { expireStalePayments } from '../payments/expire-payments.ts';
import { isProvider, PAYMENT_PROVIDER_MODULES } from '../payments/providers.ts';
import { gatewayOrigin, storefrontOrigin } from '../payments/sandbox-origin.ts';
import { readAnswerFields, refuseUnsettled, settleProviderAnswer } from '../payments/settle-payment.ts';
import { ANSWER_NOT_SIGNED } from '../payments/signed-form-provider.ts';

export function cfsOrderRoutes(db: Db, config: ServerConfig, now: () => number): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  // Mounted beside the public ai-configuration, so the guard names its own paths only.
  for (const path of ['/create-order', '/order-checkout', '/check-order-status/*', '/cancel-order/*']) {
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
    await claimHandOff(db, c.var.customer.id, orderId); // one order per cart (checkout/cart-orders.ts)
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
    const answer = await readProviderAnswer(c);
    // A payment past its window has failed: an answer arriving now finds it so and changes nothing.
    await expireStalePayments(db, new Date(now()), { orderId });
    const { check, unsettled } = await db.transaction((tx) =>
      checkOrderStatus(tx, customerId, orderId, answer, now()),
    );
    // A declined answer for an order that no longer awaited it is refused; a paid one is answered
    // (it was recorded to be refunded, and the shopper is told so).
    if (unsettled) refuseUnsettled(unsettled);
    return sendOk(c, check);
  });

  // The customer cancels a whole order still awaiting its online payment (orders/cancel-order.ts).
  app.post('/cancel-order/:orderId', async (c) => {
    const orderId = parsePathId(c.req.param('orderId'), 'orderId');
    const customerId = c.var.customer.id;
    // A payment past its window has failed already: the cancel then finds it so (409).
    await expireStalePayments(db, new Date(now()), { orderId });
    const result = await db.transaction((tx) => cancelUnpaidOrder(tx, customerId, orderId, now()));
    return sendOk(c, result, 'Order cancelled');
  });

  // The provider's server-to-server notification: no customer, only its signature (settle-payment.ts).
  app.post('/payment-notifications/:provider', limitJsonBody(), async (c) => {
    const provider = c.req.param('provider');
    if (!isProvider(provider)) throw notFound('Unknown payment provider.');
    const type = c.req.header('Content-Type') ?? '';
    if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
      throw new HttpError(415, 'The notification must be posted as a form.');
    }
    const fields = readAnswerFields(formFields(await c.req.text()));
    const module = PAYMENT_PROVIDER_MODULES[provider];
    const orderId = parseOrderNumber(fields[module.answer.referenceField] ?? '');
    if (orderId !== null) await expireStalePayments(db, new Date(now()), { orderId });
    const settlement = await db.transaction((tx) =>
      settleProviderAnswer(tx, provider, fields, 'notification', now()),
    );
    if (!settlement.settled) refuseUnsettled(settlement);
    return sendOk(c, null, 'Notification received');
  });

  return app;
}

/** check-order-status's optional body: {"provider_answer": {...}}; no body reads the status only. */
async function readProviderAnswer(c: Context): Promise<PaymentAnswerFields | null> {
  if ((await c.req.raw.clone().text()) === '') return null;
  const body = await readJsonObject(c);
  return body.provider_answer === undefined ? null : readAnswerFields(body.provider_answer);
}

/** A form's fields, each once (a repeated field is refused). */
function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(fields, name)) throw badRequest(ANSWER_NOT_SIGNED);
    fields[name] = value;
  }
  return fields;
}
