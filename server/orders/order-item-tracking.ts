// GET track-order-status/{orderId} (contracts/orderItems.ts): each item's timeline of statuses,
// in the order they happened (the order they were stored in), from order_item_events; `order_item_id` narrows it to one item of the order.
import type { OrderStatus, PaymentStatus, RequestStatus } from '../../contracts/checkout.ts';
import type { OrderTracking, RefundStatus } from '../../contracts/orderItems.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';
import {
  itemStatusView,
  ORDER_ITEM_NOT_FOUND,
  orderItemRecords,
  syncPayment,
} from './order-item-lifecycle.ts';
import { requireCustomerOrder } from './orders.ts';

interface EventRow {
  order_item_id: number;
  event: string;
  order_status: OrderStatus | null;
  request_status: RequestStatus | null;
  payment_status: PaymentStatus | null;
  refund_status: RefundStatus | null;
  at: string | Date;
}

export async function orderTracking(
  tx: Queryable,
  customerId: string,
  orderId: number,
  itemId: number | null,
  now: number,
): Promise<OrderTracking> {
  await requireCustomerOrder(tx, customerId, orderId);
  let records = await orderItemRecords(tx, orderId);
  if (itemId !== null) {
    records = records.filter((record) => record.id === itemId);
    if (records.length === 0) throw notFound(ORDER_ITEM_NOT_FOUND);
  }
  const synced = [];
  for (const record of records) synced.push(await syncPayment(tx, record, now));
  const events = await tx.query<EventRow>(
    `SELECT e.order_item_id, e.event, e.order_status, e.request_status, e.payment_status, e.refund_status, e.at
     FROM order_item_events e JOIN order_items i ON i.id = e.order_item_id
     WHERE i.order_id = $1 ORDER BY e.id`,
    [orderId],
  );
  return {
    order_id: orderId,
    items: synced.map((record) => ({
      order_item_id: record.id,
      product_id: record.product_id,
      product_name: record.product_name,
      current: itemStatusView(record),
      events: events
        .filter((event) => event.order_item_id === record.id)
        .map((event) => ({
          order_item_id: event.order_item_id,
          order_status: event.order_status,
          request_status: event.request_status,
          payment_status: event.payment_status,
          refund_status: event.refund_status,
          event: event.event,
          at: new Date(event.at).toISOString(),
        })),
    })),
  };
}
