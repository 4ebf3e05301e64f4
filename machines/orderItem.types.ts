// Types of the order-item lifecycle (machines/orderItem.machine.ts).
import type {
  OrderFlow,
  OrderStatus,
  PaymentMode,
  PaymentStatus,
  RequestStatus,
} from '../contracts/checkout.ts';

/**
 * The business rules of an ordered item (SPEC section 3, business-rule attribute labels), fixed
 * into the order item when it is ordered (a later change to the product does not change what was
 * sold). Days are whole days; 0 when the label is missing.
 */
export interface ItemRules {
  /** 'Cancellation Allowed': the item may be cancelled until it is dispatched. */
  cancellationAllowed: boolean;
  /** 'Cancellation Charge', in minor units: deducted from the refund of a cancelled paid item. */
  cancellationChargeMinor: number;
  /** 'Return Allowed' and 'Return Days' (counted from delivery). */
  returnAllowed: boolean;
  returnDays: number;
  /** 'Replacement Allowed' and 'Replacement Days' (counted from delivery). */
  replacementAllowed: boolean;
  replacementDays: number;
  /** 'Refund Cancellation Allowed' and 'Refund Cancellation Days': a delivered service, digital
   *  product or subscription may be cancelled for a refund within these days of delivery. */
  refundCancellationAllowed: boolean;
  refundCancellationDays: number;
}

/** What the customer asks of an item. */
export const ITEM_REQUEST_KINDS = ['cancel', 'return', 'replace'] as const;
export type ItemRequestKind = (typeof ITEM_REQUEST_KINDS)[number];

/** A refund: Initiated when the item is cancelled, rejected or returned; Completed once paid back. */
export const REFUND_STATUSES = ['Initiated', 'Completed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface ItemRequestState {
  kind: ItemRequestKind;
  status: RequestStatus;
}

export interface RefundState {
  status: RefundStatus;
  amountMinor: number;
}

export interface OrderItemInput {
  /** request_based items follow the request statuses; checkout_based items the order statuses. */
  flow: OrderFlow;
  /** The order's payment mode; null when nothing is to pay (free items, requests). */
  paymentMode: PaymentMode | null;
  paymentStatus: PaymentStatus | null;
  /** What the customer paid for this item (its price less its share of the coupon), minor units. */
  amountMinor: number;
  rules: ItemRules;
}

export interface OrderItemContext extends OrderItemInput {
  /** When the item (or its replacement) was delivered, epoch milliseconds; null until then. */
  deliveredAt: number | null;
  /** The customer's latest request on the item (cancel, return, replace), with its status. */
  request: ItemRequestState | null;
  refund: RefundState | null;
  /** The item was replaced once (a replacement is not replaced again). */
  replaced: boolean;
}

/** Every event carries the time it happens (epoch milliseconds): guards count windows with it. */
interface At {
  at: number;
}

/** What the customer does (the storefront's buttons; the server's cancel/return/replace calls). */
export type CustomerItemEvent =
  | ({ type: 'CANCEL' } & At)
  | ({ type: 'RETURN' } & At)
  | ({ type: 'REPLACE' } & At);

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

export type OrderItemEvent = CustomerItemEvent | FulfilmentItemEvent;
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
