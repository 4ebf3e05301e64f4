// The ways an unpaid online order leaves Created, each in one place: paid (the provider's verified
// answer said so), failed (the provider declined, or the payment window passed), or abandoned (the
// customer cancelled the whole order first). They run under the order's row lock, inside the
// caller's transaction, on an order whose payment is Created.
import { releaseCouponUse } from '../checkout/coupon-uses.ts';
import type { Queryable } from '../db/db.ts';
import { syncOrderPayment } from '../orders/order-item-lifecycle.ts';
import { type OrderRow, releaseStock, removeOrderedCartLines } from '../orders/orders.ts';

/** Paid: Completed, its products leave the cart, its items follow (machines/orders/orderItem.machine.ts). */
export async function completeOnlinePayment(tx: Queryable, order: OrderRow, at: number): Promise<void> {
  await tx.query("UPDATE orders SET payment_status = 'Completed', updated_at = now() WHERE id = $1", [
    order.id,
  ]);
  await removeOrderedCartLines(tx, order);
  await syncOrderPayment(tx, order.id, at);
}

/** Failed: the order is Cancelled and its stock released; the cart is kept. */
export async function failOnlinePayment(tx: Queryable, order: OrderRow, at: number): Promise<void> {
  await tx.query(
    "UPDATE orders SET payment_status = 'Failed', order_status = 'Cancelled', updated_at = now() WHERE id = $1",
    [order.id],
  );
  await releaseStock(tx, order);
  await releaseCouponUse(tx, order.id); // its coupon's use is given back (checkout/coupon-uses.ts)
  await syncOrderPayment(tx, order.id, at);
}
