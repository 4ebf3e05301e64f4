// An order item read within the signed-in customer's orders, with what the after-purchase
// endpoints ask of it: the item's own statuses and delivery (order_items, migration 035); the
// payment is the item's for cash on delivery (collected item by item), else the order's. Another customer's item (or none) answers 404, never 403.

import type { RequestStatus } from '../../contracts/checkout.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';
import type { ItemStanding } from './item-delivery.ts';

export const ORDER_ITEM_NOT_FOUND = 'Order item not found';

export interface CustomerItem extends ItemStanding {
  id: number;
  order_id: number;
  store_id: number;
  product_id: number;
  product_name: string;
  product_type: string;
  quantity: number;
  slot_id: number | null;
  slot_label: string | null;
  ordered_at: Date;
  /** The item's request status (a request-based item's, or the customer's latest request on it). */
  request_status: RequestStatus | null;
}

/** `lock`: FOR UPDATE of the item row, so that changes to one item take turns. */
export async function requireCustomerItem(
  db: Queryable,
  customerId: string,
  itemId: number,
  lock = false,
): Promise<CustomerItem> {
  const [row] = await db.query<CustomerItem>(
    `SELECT i.id, i.order_id, o.store_id, i.product_id, i.product_name, i.product_type, i.quantity,
            i.slot_id, i.slot_label, o.created_at AS ordered_at,
            o.order_kind, i.order_status, i.request_status, i.delivered_at, o.payment_mode,
            CASE WHEN o.payment_mode = 'pay_on_delivery' THEN i.payment_status ELSE o.payment_status END
              AS payment_status
     FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE i.id = $1 AND o.customer_id = $2 ${lock ? 'FOR UPDATE OF i' : ''}`,
    [itemId, customerId],
  );
  if (!row) throw notFound(ORDER_ITEM_NOT_FOUND);
  return {
    ...row,
    ordered_at: new Date(row.ordered_at),
    delivered_at: row.delivered_at === null ? null : new Date(row.delivered_at),
  };
}
