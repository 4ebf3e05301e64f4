// Types of the order-item lifecycle (machines/orders/orderItem.machine.ts).
import type { OrderStatus, PaymentStatus, RequestStatus } from '../../contracts/checkout.ts';
import type { RefundStatus } from '../../contracts/orderItems.ts';

// The stored shapes of the lifecycle (rules, context) are contracts/orderItems.ts's: the server
// stores them and the storefront receives them.
export type {
  ItemRequestKind,
  ItemRequestState,
  ItemRules,
  OrderItemContext,
  OrderItemInput,
  RefundState,
  RefundStatus,
} from '../../contracts/orderItems.ts';

/** Every event carries the time it happens (epoch milliseconds): guards count windows with it. */
interface At {
  at: number;
}

/**
 * What the customer does to one item (the storefront's buttons; the server's cancel/return/replace
 * calls). CANCEL_ORDER is the customer cancelling the whole order while its online payment is
 * awaited (POST cancel-order): then, and only then, its items are cancelled, all at once.
 */
export type CustomerItemEvent =
  | ({ type: 'CANCEL' } & At)
  | ({ type: 'RETURN' } & At)
  | ({ type: 'REPLACE' } & At);
export type OrderCancelEvent = { type: 'CANCEL_ORDER' } & At;

/** What the payment provider, the seller or the courier does. */
export type FulfilmentItemEvent =
  | ({ type: 'PAYMENT_PLACED' } & At)
  | ({ type: 'PAYMENT_FAILED' } & At)
  | ({ type: 'ACCEPT' } & At)
  | ({ type: 'REJECT' } & At)
  | ({ type: 'DISPATCH' } & At)
  | ({ type: 'DELIVER' } & At)
  | ({ type: 'APPROVE' } & At)
  | ({ type: 'DECLINE' } & At)
  | ({ type: 'RECEIVE' } & At)
  | ({ type: 'REFUND_COMPLETED' } & At);

export type OrderItemEvent = CustomerItemEvent | OrderCancelEvent | FulfilmentItemEvent;
export type OrderItemEventType = OrderItemEvent['type'];

/** The statuses of SPEC section 4 an item shows, and its refund. */
export interface ItemStatuses {
  /** Order status of a checkout_based item; null for a request_based one. */
  orderStatus: OrderStatus | null;
  /** The request status: of a request_based item, or of the customer's latest request on the item. */
  requestStatus: RequestStatus | null;
  paymentStatus: PaymentStatus | null;
  refundStatus: RefundStatus | null;
}
