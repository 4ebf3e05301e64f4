// cfs checkout journey (contracts/checkout.ts): checkouts (create, read, addresses, a service
// item's slot, the coupon, the payment methods), the coupon list and validation, a product's slots,
// and the store's payment types and configuration. Every checkout answer is the whole Checkout as
// the server computes it. 401 without a customer's token; another customer's checkout is a 404.
import { Hono } from 'hono';
import type { CartOrderAwaitingPayment } from '../../contracts/cartOrderAwaitingPayment.ts';
import type {
  Checkout,
  CouponList,
  CouponValidation,
  PaymentTypes,
  SlotList,
} from '../../contracts/checkout.ts';
import { LANGUAGE_CODE_PARAM } from '../../contracts/request.ts';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import { toMajor } from '../catalogue/money.ts';
import { PRODUCT_NOT_FOUND } from '../catalogue/require-product.ts';
import { cartOrderAwaitingPayment, orderAwaitingPayment } from '../checkout/cart-orders.ts';
import {
  applyCoupon,
  createCheckout,
  openCheckout,
  removeCoupon,
  setAddresses,
  setPaymentTypes,
  setSlot,
} from '../checkout/checkout-changes.ts';
import {
  parseCheckoutId,
  parseCreateCheckout,
  parsePaymentTypeIds,
  requireId,
} from '../checkout/checkout-request.ts';
import { type CheckoutState, DEFAULT_CURRENCY, loadCheckout } from '../checkout/checkout-state.ts';
import { computeTotals, evaluateCoupon } from '../checkout/checkout-totals.ts';
import { toCheckout } from '../checkout/checkout-view.ts';
import {
  COUPON_NOT_VALID,
  findCouponByCode,
  listUsableCoupons,
  parseCouponCode,
  toCoupon,
} from '../checkout/coupons.ts';
import { loadStorePayments, toPaymentConfig, toPaymentMethod } from '../checkout/payment-types.ts';
import type { ServerConfig } from '../config.ts';
import { lockCustomerLists } from '../customers/customer-lock.ts';
import type { Db, Queryable } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { limitJsonBody } from '../http/json-body.ts';
import { readJsonObject } from '../http/json-object.ts';
import { parsePathId } from '../http/path-id.ts';
import { QueryParams, requirePositiveInteger } from '../http/query.ts';
import { inRequestLanguage } from '../i18n/in-request-language.ts';
import { msg } from '../i18n/server-message.ts';
import { expireStalePayments } from '../payments/expire-payments.ts';
import { SANDBOX_PATH } from '../payments/providers.ts';
import { gatewayOrigin } from '../payments/sandbox-origin.ts';

const SIGNED_IN_PATHS = [
  '/checkout-journey/*',
  '/cart-order-awaiting-payment',
  '/coupons',
  '/validate-coupon',
  '/slots',
  '/payment-types',
  '/payment-config/*',
];

export function cfsCheckoutRoutes(db: Db, config: ServerConfig, now: () => number): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  // Mounted beside the public ai-configuration, so the guard names its own paths only.
  for (const path of SIGNED_IN_PATHS) app.use(path, requireCustomer(), limitJsonBody());
  const clock = () => new Date(now());

  /** Runs a change on the customer's open checkout under their lock; answers the checkout after it. */
  const change = (
    customerId: string,
    rawId: string | undefined,
    work: (tx: Queryable, state: CheckoutState) => Promise<void>,
  ) => {
    const checkoutId = parseCheckoutId(rawId, 'checkoutId');
    return db.transaction(async (tx): Promise<Checkout> => {
      await lockCustomerLists(tx, customerId);
      await work(tx, await openCheckout(tx, customerId, checkoutId, clock()));
      return toCheckout(await loadCheckout(tx, customerId, checkoutId, clock()));
    });
  };

  app.post('/checkout-journey', async (c) => {
    const request = parseCreateCheckout(await readJsonObject(c));
    const { customer, store } = c.var;
    // A payment past its window no longer holds the cart (as before a placement).
    if (request.source === 'cart') await expireStalePayments(db, clock(), { storeId: store.id });
    const checkout = await db.transaction(async (tx) => {
      await lockCustomerLists(tx, customer.id);
      // The cart's order at the provider would refuse this checkout's order at its placement
      // (decision 0021): said now, before the shopper fills every step.
      if (request.source === 'cart') {
        const waiting = await cartOrderAwaitingPayment(tx, customer.id, store.id);
        if (waiting !== null) throw conflict(orderAwaitingPayment(waiting));
      }
      const id = await createCheckout(tx, customer.id, store.id, request);
      return toCheckout(await loadCheckout(tx, customer.id, id, clock()));
    });
    return c.json({ response_body: checkout, response_message: 'Checkout created' }, 201);
  });

  app.get('/cart-order-awaiting-payment', async (c) => {
    const { customer, store } = c.var;
    await expireStalePayments(db, clock(), { storeId: store.id });
    const body: CartOrderAwaitingPayment = {
      order_id: await cartOrderAwaitingPayment(db, customer.id, store.id),
    };
    return sendOk(c, body);
  });

  app.get('/checkout-journey/:checkoutId', async (c) => {
    const checkoutId = parseCheckoutId(c.req.param('checkoutId'), 'checkoutId');
    return sendOk(c, toCheckout(await loadCheckout(db, c.var.customer.id, checkoutId, clock())));
  });

  app.put('/checkout-journey/:checkoutId/address', async (c) => {
    const body = await readJsonObject(c);
    const delivery = requireId(body, 'delivery_address_id');
    const billing = requireId(body, 'billing_address_id');
    const checkout = await change(c.var.customer.id, c.req.param('checkoutId'), (tx, state) =>
      setAddresses(tx, state, delivery, billing),
    );
    return sendOk(c, checkout);
  });

  app.put('/checkout-journey/:checkoutId/items/:checkoutItemId/slot', async (c) => {
    const itemId = parsePathId(c.req.param('checkoutItemId'), 'checkoutItemId');
    const slotId = requireId(await readJsonObject(c), 'slot_id');
    const checkout = await change(c.var.customer.id, c.req.param('checkoutId'), (tx, state) =>
      setSlot(tx, state, itemId, slotId),
    );
    return sendOk(c, checkout);
  });

  app.put('/checkout-journey/:checkoutId/coupon', async (c) => {
    const code = parseCouponCode((await readJsonObject(c)).coupon_code);
    const checkout = await change(c.var.customer.id, c.req.param('checkoutId'), (tx, state) =>
      applyCoupon(tx, state, code, clock()),
    );
    return sendOk(c, checkout, 'Coupon applied');
  });

  app.delete('/checkout-journey/:checkoutId/coupon', async (c) => {
    const checkout = await change(c.var.customer.id, c.req.param('checkoutId'), (tx, state) =>
      removeCoupon(tx, state),
    );
    return sendOk(c, checkout, 'Coupon removed');
  });

  app.put('/checkout-journey/:checkoutId/payment-type', async (c) => {
    const ids = parsePaymentTypeIds(await readJsonObject(c));
    const checkout = await change(c.var.customer.id, c.req.param('checkoutId'), (tx, state) =>
      setPaymentTypes(tx, state, ids),
    );
    return sendOk(c, checkout);
  });

  app.get('/coupons', async (c) => {
    const params = QueryParams.of(c);
    const rawId = params.get('checkout_id');
    const state =
      rawId === undefined ? null : await loadCheckout(db, c.var.customer.id, parseCheckoutId(rawId), clock());
    // Only the coupons this customer can still use; with a checkout, whether each suits it.
    const coupons = await listUsableCoupons(
      db,
      c.var.store.id,
      { customerId: c.var.customer.id, checkoutId: state?.id ?? null },
      clock(),
    );
    const body: CouponList = {
      coupons: coupons.map((coupon) => ({
        ...toCoupon(coupon),
        is_applicable: state === null ? null : evaluateCoupon(state.lines, coupon, clock()).valid,
      })),
    };
    return sendOk(c, body);
  });

  app.post('/validate-coupon', async (c) => {
    const body = await readJsonObject(c);
    const checkoutId = parseCheckoutId(body.checkout_id);
    const code = parseCouponCode(body.coupon_code);
    const state = await loadCheckout(db, c.var.customer.id, checkoutId, clock());
    const coupon = await findCouponByCode(db, state.storeId, code, {
      customerId: c.var.customer.id,
      checkoutId: state.id,
    });
    const outcome =
      coupon === null
        ? ({ valid: false, reason: COUPON_NOT_VALID } as const)
        : evaluateCoupon(state.lines, coupon, clock());
    const validation: CouponValidation = outcome.valid
      ? {
          coupon_code: code,
          is_valid: true,
          discount: toMajor(outcome.discountMinor),
          product_ids: outcome.productIds,
          makes_free: coupon !== null && computeTotals(state.lines, coupon, clock()).isFree,
          message: inRequestLanguage(msg('The coupon {code} applies.', { code })),
        }
      : {
          coupon_code: code,
          is_valid: false,
          discount: 0,
          product_ids: [],
          makes_free: false,
          message: inRequestLanguage(outcome.reason),
        };
    return sendOk(c, validation);
  });

  app.get('/slots', async (c) => {
    const productId = requirePositiveInteger(QueryParams.of(c), 'product_id');
    const [product] = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE id = $1 AND store_id = $2',
      [productId, c.var.store.id],
    );
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const slots = await db.query<SlotList['slots'][number]>(
      `SELECT id AS slot_id, days, to_char(start_time, 'HH24:MI') AS start_time,
              to_char(end_time, 'HH24:MI') AS end_time, duration
       FROM service_slots WHERE product_id = $1 ORDER BY start_time, id`,
      [productId],
    );
    const body: SlotList = { product_id: productId, slots };
    return sendOk(c, body);
  });

  app.get('/payment-types', async (c) => {
    const payments = await loadStorePayments(db, c.var.store.id);
    const body: PaymentTypes = {
      payment_types: payments.methods.map(toPaymentMethod),
      payment_modes: payments.modes,
    };
    return sendOk(c, body);
  });

  app.get('/payment-config/:paymentTypeId', async (c) => {
    const id = parsePathId(c.req.param('paymentTypeId'), 'paymentTypeId');
    const { methods } = await loadStorePayments(db, c.var.store.id);
    const method = methods.find((candidate) => candidate.id === id);
    if (!method) throw notFound('Payment type not found');
    const provider = method.provider;
    if (provider === null) throw badRequest('Pay on delivery has no payment configuration.');
    const [currency] = await db.query<{ iso_code: string }>(
      'SELECT iso_code FROM store_currencies WHERE store_id = $1 ORDER BY id LIMIT 1',
      [c.var.store.id],
    );
    const language = QueryParams.of(c).get(LANGUAGE_CODE_PARAM) ?? 'en';
    return sendOk(
      c,
      toPaymentConfig(
        { ...method, provider },
        `${gatewayOrigin(config, c)}${SANDBOX_PATH}/${provider}`,
        currency?.iso_code ?? DEFAULT_CURRENCY,
        language,
      ),
    );
  });

  return app;
}
