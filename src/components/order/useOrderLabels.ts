import { useLingui } from '@lingui/react/macro';
import type {
  OrderStatus,
  PaymentStatus,
  PaymentTypeCode,
  RequestStatus,
} from '../../../contracts/checkout.ts';
import type {
  OrderHistoryEntry,
  OrderHistoryItem,
  OrderItemStatus,
  OrderStatusFilter,
} from '../../../contracts/orders.ts';
import { useDrawnFromServer } from '../../app/firstScreen.ts';
import { formatDateTime, formatDay, shownTimeZone } from '../../lib/dateFormat.ts';
import { timeOfDayText } from '../../lib/timeOfDay.ts';
import { useWeekdayText } from '../useScheduleText.ts';

/**
 * The words of the order history: statuses, filters, payment, and dates in the page's language
 * (English as SPEC section 9 writes them, '5 Jan 2024, 2:05 PM'; French '5 janv. 2024, 14:05').
 */
export function useOrderLabels() {
  const { t, i18n } = useLingui();
  const timeZone = shownTimeZone(useDrawnFromServer());
  const weekdays = useWeekdayText();
  /** A payment method by its code; the store's own name for a provider's brand or an unknown code. */
  const paymentMethod = (code: PaymentTypeCode | null, storeName: string | null): string | null => {
    switch (code) {
      case 'COD':
        return t`Cash on delivery`;
      case 'CASHFREE':
        return t`Card`;
      case 'WALLET':
        return t`Wallet`;
      default:
        return storeName;
    }
  };
  /** A chosen slot from its values in the shopper's language; the server's words when it is gone. */
  const slot = (item: Pick<OrderHistoryItem, 'slot' | 'slot_label'>): string | null => {
    if (item.slot === null) return item.slot_label;
    const days = weekdays(item.slot.days);
    const from = timeOfDayText(item.slot.start_time, i18n.locale);
    const to = timeOfDayText(item.slot.end_time, i18n.locale);
    if (days === '' || from === '' || to === '') return item.slot_label;
    return t`${days}, ${from}–${to}`;
  };
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
        // From the return request until the item is back: the item page says which stage.
        return t`Request: return`;
    }
  };
  const paymentStatus = (
    status: PaymentStatus | null,
    order: Pick<OrderHistoryEntry, 'payment_mode' | 'order_status'> & {
      money?: { owed_back: readonly { refunded_at: string | null }[] };
    },
  ) => {
    if (status === null) return t`No payment due`;
    switch (status) {
      case 'Created':
        return order.payment_mode === 'pay_on_delivery' ? t`Pay on delivery` : t`Payment awaited`;
      case 'Placed':
        return t`Paid`;
      case 'Failed':
        // A payment that came after the order was cancelled is owed back (decision 0053).
        if (order.money?.owed_back.some((payment) => payment.refunded_at === null)) {
          return t`Payment to be refunded`;
        }
        // Cancelled (by the customer, on expiry or on a declined payment) before anything was paid.
        return order.order_status === 'Cancelled' ? t`Not charged` : t`Payment failed`;
      case 'Completed':
        return t`Paid`;
    }
  };
  return {
    paymentMethod,
    slot,
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
    /** '5 Jan 2024, 2:05 PM' in English, as Intl writes a date and time in other languages. */
    when: (instant: string) => formatDateTime(instant, i18n.locale, timeZone),
    /** '5 Jan 2024' in English, as Intl writes a day in other languages. */
    date: (instant: string) => formatDay(instant, i18n.locale, timeZone),
  };
}
