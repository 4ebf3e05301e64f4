import { useLingui } from '@lingui/react/macro';
import type { OrderStatus, PaymentStatus, RequestStatus } from '../../../contracts/checkout.ts';
import type { OrderHistoryEntry, OrderItemStatus, OrderStatusFilter } from '../../../contracts/orders.ts';
import { formatDate, formatTime12h } from '../../lib/dateFormat.ts';

/** The words of the order history: statuses, filters, payment and dates (en-GB, 12-hour times). */
export function useOrderLabels() {
  const { t } = useLingui();
  const orderStatus = (status: OrderStatus): string => {
    switch (status) {
      case 'Received':
        return t`Received`;
      case 'InProgress':
        return t`In progress`;
      case 'Fulfilled':
        return t`Delivered`;
      case 'Cancelled':
        return t`Cancelled`;
      case 'Return':
        // From the request until the item is back and refunded (then Refund).
        return t`Return in progress`;
      case 'Refund':
        return t`Refunded`;
      case 'Rejected':
        return t`Rejected`;
    }
  };
  const requestStatus = (status: RequestStatus): string => {
    switch (status) {
      case 'open':
        return t`Request open`;
      case 'pending':
        return t`Request pending`;
      case 'rejected':
        return t`Request rejected`;
      case 'Fulfilled':
        return t`Request fulfilled`;
      case 'Cancelled':
        return t`Request cancelled`;
      case 'Return':
        return t`Request returned`;
    }
  };
  const paymentStatus = (status: PaymentStatus | null, order: Pick<OrderHistoryEntry, 'payment_mode'>) => {
    if (status === null) return t`No payment due`;
    switch (status) {
      case 'Created':
        return order.payment_mode === 'pay_on_delivery' ? t`Pay on delivery` : t`Payment awaited`;
      case 'Placed':
        return t`Paid`;
      case 'Failed':
        return t`Payment failed`;
      case 'Completed':
        return t`Paid`;
    }
  };
  return {
    orderStatus,
    requestStatus,
    paymentStatus,
    /** An order's (or request's) status in words. */
    statusOf: (order: Pick<OrderHistoryEntry, 'order_status' | 'request_status'>) =>
      order.order_status !== null
        ? orderStatus(order.order_status)
        : order.request_status !== null
          ? requestStatus(order.request_status)
          : '',
    /** An item's status in words. */
    itemStatus: (item: OrderItemStatus) =>
      item.status_kind === 'request'
        ? requestStatus(item.status as RequestStatus)
        : orderStatus(item.status as OrderStatus),
    filter: (filter: OrderStatusFilter | undefined) =>
      filter === undefined ? t`All orders` : filter === 'open' ? t`Open orders` : orderStatus(filter),
    /** '5 Jan 2024, 2:05 PM'. */
    when: (instant: string) => `${formatDate(instant)}, ${formatTime12h(instant)}`,
    date: (instant: string) => formatDate(instant),
  };
}
