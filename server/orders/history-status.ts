// How the order history reads statuses: the 'open' group, the status filter and each item's status.
// Each item shows its own statuses (order_items, migration 035, moved by the order-item lifecycle);
// the order's status follows its items (docs/decisions/0118-order-item-lifecycle.md), so the filter
// and the 'open' group read the order's.
import type { OrderStatus, RequestStatus } from '../../contracts/checkout.ts';
import {
  OPEN_ORDER_STATUSES,
  OPEN_REQUEST_STATUSES,
  type OrderItemStatus,
  type OrderStatusFilter,
} from '../../contracts/orders.ts';

export interface StatusColumns {
  order_kind: 'order' | 'request';
  order_status: OrderStatus | null;
  request_status: RequestStatus | null;
}

/** Not finished yet: an order Received or InProgress, a request open or pending. */
export function isOpenOrder(row: StatusColumns): boolean {
  return row.order_kind === 'request'
    ? row.request_status !== null && OPEN_REQUEST_STATUSES.includes(row.request_status)
    : row.order_status !== null && OPEN_ORDER_STATUSES.includes(row.order_status);
}

/** An item's own statuses (null on a row the lifecycle has not written: its order's then). */
export interface ItemStatusColumns {
  item_order_status: OrderStatus | null;
  item_request_status: RequestStatus | null;
}

/** An item's status: its own, from its lifecycle; its order's where the item has none. */
export function itemStatusOf(order: StatusColumns, item: ItemStatusColumns): OrderItemStatus {
  return order.order_kind === 'request'
    ? { status_kind: 'request', status: item.item_request_status ?? order.request_status ?? 'open' }
    : { status_kind: 'order', status: item.item_order_status ?? order.order_status ?? 'Received' };
}

/** The request status a filter by an order status matches ('Rejected' reads 'rejected'). */
function requestStatusOf(status: OrderStatus): RequestStatus | null {
  switch (status) {
    case 'Rejected':
      return 'rejected';
    case 'Fulfilled':
    case 'Cancelled':
    case 'Return':
      return status;
    default:
      return null;
  }
}

/**
 * The SQL condition (on orders `o`) of a status filter; `param` adds a value and answers its
 * placeholder.
 */
export function statusFilterSql(filter: OrderStatusFilter, param: (value: unknown) => string): string {
  if (filter === 'open') {
    return `(o.order_status = ANY(${param(OPEN_ORDER_STATUSES)}::text[])
      OR o.request_status = ANY(${param(OPEN_REQUEST_STATUSES)}::text[]))`;
  }
  const request = requestStatusOf(filter);
  return request === null
    ? `o.order_status = ${param(filter)}`
    : `(o.order_status = ${param(filter)} OR o.request_status = ${param(request)})`;
}
