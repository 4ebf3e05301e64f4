// cfs order items after the purchase (SPEC sections 3 business-rule labels, 4 status
// enumerations, 7 "order cancel, return or replace" and "track order status"). SPEC names the calls
// without paths or payloads; this file fixes them. Each item of an order lives its own lifecycle
// (machines/orders/orderItem.machine.ts, docs/decisions/0118-order-item-lifecycle.md): the server decides
// with that machine which customer action an item accepts, and the storefront offers the same
// actions (the actions answer carries the item's stored lifecycle, which `restoreLifecycle` of
// machines/orders/orderItem.machine.ts turns into a snapshot for `allowedActions`).
// All calls are a signed-in customer's (401 otherwise); another customer's item or order answers
// 404, bad input 400, and an action the item does not accept (now) 409, each with response_message.
// Money is in the store currency's major units; times are ISO 8601 (UTC).
//
//   POST /cfs/rest/v3/order-item/cancel                OrderItemActionRequest → OrderItemRequestResult
//   POST /cfs/rest/v3/order-item/return                OrderItemActionRequest → OrderItemRequestResult
//   POST /cfs/rest/v3/order-item/replace               OrderItemActionRequest → OrderItemRequestResult
//   GET  /cfs/rest/v3/order-item/{orderItemId}/actions                        → OrderItemActions
//   GET  /cfs/rest/v3/track-order-status/{orderId}?order_item_id=             → OrderTracking
import type { OrderFlow, OrderStatus, PaymentMode, PaymentStatus, RequestStatus } from './checkout.ts';

export const ORDER_ITEM_PATHS = {
  cancel: '/order-item/cancel',
  return: '/order-item/return',
  replace: '/order-item/replace',
  actions: (orderItemId: number) => `/order-item/${orderItemId}/actions`,
  tracking: (orderId: number) => `/track-order-status/${orderId}`,
} as const;

/** What the customer asks of an item. */
export const ITEM_REQUEST_KINDS = ['cancel', 'return', 'replace'] as const;
export type ItemRequestKind = (typeof ITEM_REQUEST_KINDS)[number];

/** A refund: Initiated when the item is cancelled, rejected or returned; Completed once paid back. */
export const REFUND_STATUSES = ['Initiated', 'Completed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The reason of a request: required, at most this many characters after trimming. */
export const MAX_REASON_LENGTH = 200;
/** The optional comment of a request. */
export const MAX_COMMENT_LENGTH = 1000;

export interface OrderItemActionRequest {
  order_item_id: number;
  reason: string;
  comment?: string | null;
}

// ── The item's lifecycle as stored (the machine's context) ──────────────────────────────────────

/**
 * The business rules of an ordered item (SPEC section 3 labels), fixed into the order item when it
 * is ordered. Days are whole days, 0 when the label is missing; money in minor units.
 */
export interface ItemRules {
  /** 'Cancellation Allowed': the item may be cancelled until it is dispatched. */
  cancellationAllowed: boolean;
  /** 'Cancellation Charge': deducted from the refund of a cancelled paid item. */
  cancellationChargeMinor: number;
  /** 'Return Allowed' and 'Return Days' (counted from delivery). */
  returnAllowed: boolean;
  returnDays: number;
  /** 'Replacement Allowed' and 'Replacement Days' (counted from delivery). */
  replacementAllowed: boolean;
  replacementDays: number;
  /** 'Refund Cancellation Allowed' and 'Refund Cancellation Days': a delivered item may be
   *  cancelled for a refund within these days of delivery (services, digital, subscriptions). */
  refundCancellationAllowed: boolean;
  refundCancellationDays: number;
}

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

/** An item's lifecycle as stored: the machine's state ("inProgress.preparing") and context. */
export interface OrderItemLifecycle {
  state: string;
  context: OrderItemContext;
}

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────

/** The statuses an item shows (SPEC section 4), its refund and its delivery. */
export interface OrderItemStatus {
  order_item_id: number;
  order_id: number;
  /** Order status of a checkout_based item; null for a request_based one. */
  order_status: OrderStatus | null;
  /** Of a request_based item, or of the customer's latest request on the item. */
  request_status: RequestStatus | null;
  payment_status: PaymentStatus | null;
  refund_status: RefundStatus | null;
  refund_amount: number | null;
  delivered_at: string | null;
  currency: string;
}

/** GET order-item/{id}/actions: what the customer may do now, with its charge and deadlines. */
export interface OrderItemActions extends OrderItemStatus {
  can_cancel: boolean;
  can_return: boolean;
  can_replace: boolean;
  /** What a cancellation now deducts, and what it pays back. */
  cancellation_charge: number;
  cancellation_refund: number;
  /** The last moments of the windows counted from delivery; null when none applies. */
  return_deadline: string | null;
  replacement_deadline: string | null;
  refund_cancellation_deadline: string | null;
  /** The business rules fixed into the item when it was ordered (label and value as the product showed). */
  business_rules: Array<{ label: string; value: string }>;
  /** The server's clock when it answered: the storefront decides again with the same machine. */
  server_time: string;
  lifecycle: OrderItemLifecycle;
}

/** POST order-item/cancel|return|replace: the request made and where the item is now. */
export interface OrderItemRequestResult extends OrderItemStatus {
  request_id: number;
  kind: ItemRequestKind;
  reason: string;
  comment: string | null;
  cancellation_charge: number;
  requested_at: string;
}

/** One step of an item's tracking timeline. */
export interface TrackingEvent {
  order_item_id: number;
  order_status: OrderStatus | null;
  request_status: RequestStatus | null;
  payment_status: PaymentStatus | null;
  refund_status: RefundStatus | null;
  /** What happened (the lifecycle event, or PLACED for the order itself). */
  event: string;
  at: string;
}

/** GET track-order-status/{orderId}: each item's timeline in the order it happened. */
export interface OrderTracking {
  order_id: number;
  items: Array<{
    order_item_id: number;
    product_id: number;
    product_name: string;
    current: OrderItemStatus;
    events: TrackingEvent[];
  }>;
}

/** The response_message of each action's success. */
export const ITEM_REQUEST_MESSAGES: Record<ItemRequestKind, string> = {
  cancel: 'Item cancelled',
  return: 'Return requested',
  replace: 'Replacement requested',
};
