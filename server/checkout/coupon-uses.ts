// A coupon's uses (coupon_uses, 055_coupon_rules.sql): taken when an order is placed, given back
// when the order ends unpaid (the customer cancels it before paying, its online payment fails or
// expires, a newer order of the same cart supersedes it). A paid order keeps its use whatever
// happens to it later (docs/decisions/0020-coupon-uses.md).
//
// Taking a use is atomic across transactions and server processes: the coupon's row is locked, its
// live uses are counted under that lock, and the use is inserted before the lock is let go. The
// customer's own lock (customer-lock.ts) is held as well, so their per-customer count holds too.
// Lock order: the coupon's row is always the last row a transaction takes (after the customer, the
// order and the products' stock), so a placement never deadlocks with a release.
import type { Queryable } from '../db/db.ts';
import { badRequest } from '../http/http-error.ts';
import type { CheckoutState } from './checkout-state.ts';
import { evaluateCoupon } from './checkout-totals.ts';
import { findCouponById } from './coupons.ts';

/**
 * Records the order's use of the checkout's coupon, or refuses the order (400 saying why: used up,
 * already used by this customer, expired meanwhile…), which rolls the placement back. Call under
 * the customer's lock, in the placement's transaction, after the order row exists.
 */
export async function claimCouponUse(tx: Queryable, state: CheckoutState, orderId: number, now: Date) {
  if (state.coupon === null) return;
  const coupon = await findCouponById(
    tx,
    state.coupon.id,
    { customerId: state.customerId, checkoutId: state.id },
    true,
  );
  if (coupon === null) throw badRequest('This coupon code is not valid.');
  const outcome = evaluateCoupon(state.lines, coupon, now);
  if (!outcome.valid) throw badRequest(outcome.reason);
  await tx.query(
    'INSERT INTO coupon_uses (order_id, coupon_id, customer_id, used_at) VALUES ($1, $2, $3, $4)',
    [orderId, coupon.id, state.customerId, now.toISOString()],
  );
}

/** Gives the order's coupon use back, once; nothing when it had none. */
export async function releaseCouponUse(tx: Queryable, orderId: number): Promise<void> {
  await tx.query('UPDATE coupon_uses SET released_at = now() WHERE order_id = $1 AND released_at IS NULL', [
    orderId,
  ]);
}

/**
 * After the customer cancelled an item: once the whole order is Cancelled and nothing of it was
 * paid (an online payment still awaited or failed, cash never collected, or a free order), its
 * coupon use is given back. A paid order keeps its use (docs/decisions/0020-coupon-uses.md).
 */
export async function releaseCouponUseIfCancelledUnpaid(tx: Queryable, orderId: number): Promise<void> {
  const [unpaid] = await tx.query<{ id: number }>(
    `SELECT o.id FROM orders o
     WHERE o.id = $1 AND o.order_status = 'Cancelled'
       AND (o.payment_status IS NULL OR o.payment_status IN ('Created', 'Failed'))
       AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.payment_status = 'Completed')`,
    [orderId],
  );
  if (unpaid) await releaseCouponUse(tx, orderId);
}
