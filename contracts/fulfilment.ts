// The seller's and courier's side of an order item on the reference server (docs/OPERATIONS.md,
// "Seller and courier endpoints"): move an item through its fulfilment statuses with the events of
// the shared order-item machine (machines/orders/orderItem.machine.ts). A key of the store, not a
// customer's token, opens them, and only for that store's items: the header X-Fulfilment-Key (each
// store has its own; `npm run fulfilment-key -- --store ID` makes one).
//
//   GET  /fulfilment/order-items/{orderItemId}                          → FulfilmentItem
//   POST /fulfilment/order-items/{orderItemId}/events  FulfilmentEvent  → FulfilmentItem
//
// 401 without a live key, 429 after too many wrong keys from one address, 404 for an unknown item
// or another store's, 400 for an event that is not one of these, 409 when the item does not accept
// the event now (a replay, a move out of order).

export const FULFILMENT_BASE_PATH = '/fulfilment';
export const FULFILMENT_KEY_HEADER = 'X-Fulfilment-Key';

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
