// Whether an order item has been paid for and delivered: what digital downloads, ratings, the CRF
// and bookings ask. ONE place, reading the item's own lifecycle (machines/orders/orderItem.machine.ts,
// order_items columns of migration 035): its order status, its payment and its delivery.
import type { OrderKind, OrderStatus, PaymentMode, PaymentStatus } from '../../contracts/checkout.ts';

export interface ItemStanding {
  order_kind: OrderKind;
  order_status: OrderStatus | null;
  payment_status: PaymentStatus | null;
  payment_mode: PaymentMode | null;
  /** When the item was (last) delivered; null until then. */
  delivered_at: Date | null;
}

/** Paid: a free order, or a payment the provider approved (Placed) or that was confirmed (Completed). */
export function isItemPaid(item: ItemStanding): boolean {
  if (item.order_kind !== 'order' || !isItemLive(item)) return false;
  if (item.payment_mode === null) return true;
  return item.payment_status === 'Placed' || item.payment_status === 'Completed';
}

/** Delivered: the item was delivered and is still live (a replacement on its way was delivered once). */
export function isItemDelivered(item: ItemStanding): boolean {
  return item.order_kind === 'order' && item.delivered_at !== null && isItemLive(item);
}

/** Live: an item still going ahead (not cancelled, returned, refunded or rejected). */
export function isItemLive(item: ItemStanding): boolean {
  return (
    item.order_kind === 'order' &&
    (item.order_status === 'Received' ||
      item.order_status === 'InProgress' ||
      item.order_status === 'Fulfilled')
  );
}
