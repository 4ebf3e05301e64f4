// How the order history reads statuses: the 'open' group, the status filter and each item's status.
// The one place that shapes them: when order items carry statuses of their own (the order-item
// lifecycle), this file is what changes, and the history, details and invoice follow.
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

/** An item's status: its order's, until items have their own. */
export function itemStatusOf(row: StatusColumns): OrderItemStatus {
  return row.order_kind === 'request'
    ? { status_kind: 'request', status: row.request_status ?? 'open' }
    : { status_kind: 'order', status: row.order_status ?? 'Received' };
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
