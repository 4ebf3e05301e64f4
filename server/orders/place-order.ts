// POST create-order: the checkout becomes an order (or a request) once. The customer's lock makes
// concurrent attempts take turns, and orders.checkout_id is UNIQUE, so a second attempt (a double
// click, another tab, a retried request, another server process) finds the first's order and
// answers it. Everything is checked from the server's data; stock is reserved in the same
// transaction, so an item that ran out refuses the order and nothing is kept. The coupon's use is
// taken last, under the coupon's row lock (checkout/coupon-uses.ts): a burst of placements uses a
// coupon at most as often as it allows. A cart order supersedes, or is refused by, the cart's other
// unpaid online orders (checkout/cart-orders.ts): one cart never becomes two paid orders.
import type { OrderPlacement } from '../../contracts/checkout.ts';
import { type BusinessRule, itemRulesOf } from '../../machines/orders/orderItemRules.ts';
import { outOfStock, overLimit } from '../cart/line-limit.ts';
import { MINOR_PER_MAJOR } from '../catalogue/money.ts';
import { markSuperseded, supersedeCartOrders } from '../checkout/cart-orders.ts';
import {
  type CheckoutState,
  chosenMethods,
  loadCheckout,
  paymentModeOf,
} from '../checkout/checkout-state.ts';
import { orderFlowOf } from '../checkout/checkout-view.ts';
import { claimCouponUse } from '../checkout/coupon-uses.ts';
import { lockCustomerLists } from '../customers/customer-lock.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest, conflict } from '../http/http-error.ts';
import { msg } from '../i18n/server-message.ts';
import { catalogChanged } from '../page/first-screen-cache.ts';
import { newItemColumns, recordItemEvent } from './order-item-lifecycle.ts';
import { settleOrderMoney } from './order-money.ts';
import { findOrder, type OrderRow, removeOrderedCartLines, toPlacement } from './orders.ts';

export const CHOOSE_ADDRESSES = 'Choose a delivery and a billing address.';
export const CHOOSE_PAYMENT = 'Choose how to pay.';
export const COUPON_NO_LONGER_APPLIES =
  'The coupon no longer applies to this order; remove it and try again.';
export const chooseSlot = (name: string) => msg('Choose a time slot for {name}.', { name });
export const CART_CHANGED =
  'Your cart has changed since this checkout began (it may have been ordered in another tab). Check out again from your cart.';
export const notDeliverable = (name: string, pincode: string) =>
  msg('{name} cannot be delivered to {pincode}.', { name, pincode });

export async function placeOrder(
  tx: Queryable,
  customerId: string,
  checkoutId: string,
  now: Date,
): Promise<OrderPlacement> {
  await lockCustomerLists(tx, customerId);
  let state = await loadCheckout(tx, customerId, checkoutId, now, true);
  if (state.orderId !== null) return toPlacement(await existing(tx, state.orderId));

  if (state.lines.length === 0) throw badRequest('This checkout has no items left to order.');
  // An earlier unpaid online order of this cart still holds its lines: superseded (its stock and
  // coupon use given back, then this checkout read again, so what it held is available here), or
  // in the way (a 409 naming it). Rolled back with the rest should this order be refused.
  let superseded: number[] = [];
  if (state.source === 'cart' && (await cartStillHolds(tx, customerId, state))) {
    superseded = await supersedeCartOrders(tx, state, now);
    if (superseded.length > 0) state = await loadCheckout(tx, customerId, checkoutId, now, true);
  }

  const { totals } = state;
  const methods = chosenMethods(state);
  const mode = paymentModeOf(methods);
  if (!totals.isRequest) checkOrderable(state, mode);
  // One cart is one order: a checkout taken from the cart orders what the cart still holds. When
  // another checkout of the same cart (another tab) was ordered first, its lines left the cart
  // (at once, or once paid online): this one is refused rather than ordering them twice.
  if (state.source === 'cart' && !(await cartStillHolds(tx, customerId, state))) throw conflict(CART_CHANGED);
  const gateway = methods.find((method) => method.provider !== null) ?? null;
  const paying = !totals.isRequest && !totals.isFree;

  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO orders (store_id, customer_id, checkout_id, order_kind, order_status, request_status,
       payment_status, payment_mode, payment_type_id, provider, currency, total_mrp_minor,
       product_discount_minor, coupon_discount_minor, delivery_charge_minor, total_minor, ordered_total_minor,
       coupon_code, delivery_address, billing_address, stock_reserved, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16, $17, $18, $19, true, $20, $20)
     ON CONFLICT (checkout_id) DO NOTHING RETURNING id`,
    [
      state.storeId,
      customerId,
      state.id,
      totals.isRequest ? 'request' : 'order',
      totals.isRequest ? null : 'Received',
      totals.isRequest ? 'open' : null,
      paying ? 'Created' : null,
      paying ? mode : null,
      paying ? (gateway?.id ?? methods[0]?.id ?? null) : null,
      paying ? (gateway?.provider ?? null) : null,
      state.currency,
      totals.totalMrpMinor,
      totals.productDiscountMinor,
      totals.couponDiscountMinor,
      totals.deliveryChargeMinor,
      totals.totalMinor,
      totals.coupon?.valid ? (state.coupon?.code ?? null) : null,
      state.delivery === null ? null : JSON.stringify(state.delivery),
      state.billing === null ? null : JSON.stringify(state.billing),
      // The app's clock dates the order, so the payment window is measured on one clock.
      now.toISOString(),
    ],
  );
  // Another process's transaction made it first (the lock makes this rare; the constraint makes it safe).
  if (!inserted) {
    const [other] = await tx.query<{ id: number }>('SELECT id FROM orders WHERE checkout_id = $1', [
      state.id,
    ]);
    if (!other) throw new Error('An order of the checkout exists and cannot be read');
    return toPlacement(await existing(tx, other.id));
  }

  await markSuperseded(tx, superseded, inserted.id);

  const paymentStatus = paying ? 'Created' : null;
  const paymentMode = paying ? mode : null;
  const shares = couponShares(state.lines, totals.couponDiscountMinor);
  for (const [index, line] of state.lines.entries()) {
    const request = line.itemType === 'request_item';
    // The rules the product has now are the item's for good (a later change does not reach it).
    const rules = await tx.query<BusinessRule>(
      'SELECT label, value FROM product_business_rules WHERE product_id = $1 ORDER BY sort_order, label',
      [line.productId],
    );
    const paidMinor = request ? 0 : line.unitPriceMinor * line.quantity - (shares[index] ?? 0);
    const lifecycle = newItemColumns({
      flow: orderFlowOf(line),
      paymentMode,
      paymentStatus,
      amountMinor: paidMinor,
      rules: itemRulesOf(rules, MINOR_PER_MAJOR),
    });
    const [item] = await tx.query<{ id: number }>(
      `INSERT INTO order_items (order_id, product_id, product_name, product_type, item_type, order_flow,
         quantity, unit_mrp_minor, unit_price_minor, stock_counted, slot_id, slot_label, lifecycle_state,
         order_status, request_status, payment_status, business_rules, paid_minor, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
       RETURNING id`,
      [
        inserted.id,
        line.productId,
        line.name,
        line.productType,
        line.itemType,
        orderFlowOf(line),
        line.quantity,
        request ? 0 : line.unitMrpMinor,
        request ? 0 : line.unitPriceMinor,
        line.stock !== null,
        line.slotId,
        line.slotLabel,
        lifecycle.lifecycleState,
        lifecycle.orderStatus,
        lifecycle.requestStatus,
        lifecycle.paymentStatus,
        JSON.stringify(rules.map(({ label, value }) => ({ label, value }))),
        paidMinor,
        now.toISOString(),
      ],
    );
    if (!item) throw new Error('An order item was not inserted');
    await recordItemEvent(tx, item.id, lifecycle.snapshot, 'PLACED', now.getTime());
  }
  // In product order, as every stock change takes them: two placements never wait on each other in a cycle.
  const counted = state.lines.filter((line) => line.stock !== null).sort((x, y) => x.productId - y.productId);
  for (const line of counted) await reserve(tx, line.productId, line.name, line.quantity);
  // Last, so that the coupon's row is held as briefly as can be and always after the stock rows.
  if (totals.coupon?.valid) await claimCouponUse(tx, state, inserted.id, now);
  // What it owes from the start: the whole total, due on delivery or to the provider.
  await settleOrderMoney(tx, inserted.id, now.getTime());

  const order = await existing(tx, inserted.id);
  // Placed at once unless paid online: then the cart waits for the payment's approval.
  if (mode !== 'online_payment' || !paying) await removeOrderedCartLines(tx, order);
  return toPlacement(order);
}

/**
 * Each line's share of the coupon discount, in proportion to its price (what a refund of the line
 * gives back is what the customer paid for it); the rounding remainder goes to the last paid line.
 */
function couponShares(lines: CheckoutState['lines'], discountMinor: number): number[] {
  const prices = lines.map((line) =>
    line.itemType === 'request_item' ? 0 : line.unitPriceMinor * line.quantity,
  );
  const total = prices.reduce((sum, price) => sum + price, 0);
  if (discountMinor <= 0 || total <= 0) return prices.map(() => 0);
  const shares = prices.map((price) => Math.floor((discountMinor * price) / total));
  const last = prices.findLastIndex((price) => price > 0);
  const rest = discountMinor - shares.reduce((sum, share) => sum + share, 0);
  shares[last] = Math.min(prices[last] ?? 0, (shares[last] ?? 0) + rest);
  return shares;
}

function checkOrderable(state: CheckoutState, mode: ReturnType<typeof paymentModeOf>): void {
  const { totals } = state;
  if (state.delivery === null || state.billing === null) throw badRequest(CHOOSE_ADDRESSES);
  for (const line of state.lines) {
    if (line.deliverable === false) throw badRequest(notDeliverable(line.name, state.delivery.pincode));
    if (line.slotIds.length > 0 && line.slotId === null) throw badRequest(chooseSlot(line.name));
    if (line.lineLimit === 0) throw badRequest(outOfStock(line.name));
    if (line.quantity > line.lineLimit) throw badRequest(overLimit(line.name, line.lineLimit));
  }
  if (state.coupon !== null && !totals.coupon?.valid) {
    // Why it no longer applies (used up, expired, already used by this customer…), in their words.
    throw badRequest(totals.coupon?.valid === false ? totals.coupon.reason : COUPON_NO_LONGER_APPLIES);
  }
  if (!totals.isFree && mode === null) throw badRequest(CHOOSE_PAYMENT);
}

/** Takes the quantity off the product's stock, only when that much is on hand. */
async function reserve(tx: Queryable, productId: number, name: string, quantity: number): Promise<void> {
  const taken = await tx.query(
    'UPDATE products SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING id',
    [productId, quantity],
  );
  if (taken.length === 0) throw badRequest(outOfStock(name));
  await catalogChanged(tx);
}

async function existing(tx: Queryable, orderId: number): Promise<OrderRow> {
  const order = await findOrder(tx, { id: orderId });
  if (!order) throw new Error(`Order ${orderId} vanished`);
  return order;
}

/** Each line of a cart checkout is still in the customer's cart, in the same quantity. */
async function cartStillHolds(tx: Queryable, customerId: string, state: CheckoutState): Promise<boolean> {
  const held = await tx.query<{ product_id: number; quantity: number }>(
    'SELECT product_id, quantity FROM cart_items WHERE customer_id = $1 AND product_id = ANY($2::int[])',
    [customerId, state.lines.map((line) => line.productId)],
  );
  const inCart = new Map(held.map((row) => [row.product_id, row.quantity]));
  return state.lines.every((line) => inCart.get(line.productId) === line.quantity);
}
