// Whether an order item has been paid for and delivered: what digital downloads, ratings, the CRF
// and bookings ask. ONE place, reading the order's statuses for now; when order items get their
// own lifecycle (machines/orderItem.machine.ts), these read the item's status instead.
import type { OrderKind, OrderStatus, PaymentMode, PaymentStatus } from '../../contracts/checkout.ts';

export interface ItemStanding {
  order_kind: OrderKind;
  order_status: OrderStatus | null;
  payment_status: PaymentStatus | null;
  payment_mode: PaymentMode | null;
}

/** Paid: a free order, or a payment the provider approved (Placed) or that was confirmed (Completed). */
export function isItemPaid(item: ItemStanding): boolean {
  if (item.order_kind !== 'order' || !isItemLive(item)) return false;
  if (item.payment_mode === null) return true;
  return item.payment_status === 'Placed' || item.payment_status === 'Completed';
}

/** Delivered: the order was fulfilled. */
export function isItemDelivered(item: ItemStanding): boolean {
  return item.order_kind === 'order' && item.order_status === 'Fulfilled';
}

/** Live: an order still going ahead (not cancelled, returned, refunded or rejected). */
export function isItemLive(item: ItemStanding): boolean {
  return (
    item.order_kind === 'order' &&
    (item.order_status === 'Received' ||
      item.order_status === 'InProgress' ||
      item.order_status === 'Fulfilled')
  );
}
