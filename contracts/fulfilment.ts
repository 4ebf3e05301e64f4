// The seller's and courier's side of an order item on the reference server (README "Seller and
// courier endpoints"): move an item through its fulfilment statuses with the events of the shared
// order-item machine (machines/orderItem.machine.ts). A store-side secret, not a customer's token,
// opens them: the header X-Fulfilment-Secret.
//
//   GET  /fulfilment/order-items/{orderItemId}                          → FulfilmentItem
//   POST /fulfilment/order-items/{orderItemId}/events  FulfilmentEvent  → FulfilmentItem
//
// 401 without the secret, 404 for an unknown item, 400 for an event that is not one of these,
// 409 when the item does not accept the event now (a replay, a move out of order).

export const FULFILMENT_BASE_PATH = '/fulfilment';
export const FULFILMENT_SECRET_HEADER = 'X-Fulfilment-Secret';

/** What the seller and the courier do (the payment provider's events are the payments' own). */
export const FULFILMENT_EVENTS = [
  'ACCEPT',
  'REJECT',
  'DISPATCH',
  'DELIVER',
  'APPROVE',
  'DECLINE',
  'RECEIVE',
  'REFUND_COMPLETED',
] as const;
export type FulfilmentEventType = (typeof FULFILMENT_EVENTS)[number];

export interface FulfilmentEvent {
  event: FulfilmentEventType;
}

export interface FulfilmentItem {
  order_item_id: number;
  order_id: number;
  /** The machine state as stored ("inProgress.shipped"). */
  state: string;
  order_status: string | null;
  request_status: string | null;
  payment_status: string | null;
  refund_status: string | null;
  /** The events the item accepts now. */
  accepts: FulfilmentEventType[];
}
