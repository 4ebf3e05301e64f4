// An order's money after its changes (docs/decisions/0050-order-money-and-credit-notes.md), answered
// with the history and the details (GET orders-with-items, and /{orderId}) as `money`, in the store
// currency's major units. totals.total_amount is what the order costs now; money.ordered_total what
// it cost as ordered; each cancelled, returned or refused item (and a delivery charge with nothing
// left to deliver) is a numbered credit note in `adjustments`.
import type { OrderDetails, OrderHistoryEntry } from './orders.ts';

export const ADJUSTMENT_KINDS = ['cancel', 'return', 'reject', 'delivery'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** A credit note: what came off the order, and why. */
export interface OrderAdjustment {
  /** "ORD-000042-CN1". */
  note_number: string;
  kind: AdjustmentKind;
  /** The item credited; null for the delivery charge. */
  order_item_id: number | null;
  product_name: string | null;
  /** The customer's reason, or the store's (English, as recorded). */
  reason: string;
  /** What came off the total. */
  credit: number;
  /** The cancellation charge kept back from the item's price. */
  charge: number;
  /** What of the credit goes back to the customer (0 when nothing was paid yet). */
  refund: number;
  /** ISO date-time. */
  created_at: string;
}

/** Why a payment could not pay its order (payments_owed_back.reason). */
export const OWED_BACK_REASONS = ['order_cancelled', 'order_paid_already'] as const;
export type OwedBackReason = (typeof OWED_BACK_REASONS)[number];

/**
 * A payment the provider took that could not pay this order: it arrived after the order was cancelled
 * (or expired), or when another payment had already paid it. It is owed back to the customer whole.
 */
export interface PaymentOwedBack {
  /** What the provider took, in major units of `currency`. */
  amount: number;
  currency: string;
  /** ISO date-time the answer reached the store. */
  received_at: string;
  reason: OwedBackReason;
  /** ISO date-time the store marked it refunded; null while it is still owed. */
  refunded_at: string | null;
}

export interface OrderMoney {
  currency: string;
  /** The total as ordered (totals.total_amount is the total now). */
  ordered_total: number;
  /** The credit notes' sum: ordered_total − credited = totals.total_amount. */
  credited: number;
  /** What the customer has paid (an online payment once placed, cash as it is collected). */
  received: number;
  /** What is owed back (or was paid back) to the customer. */
  refund: number;
  /** What the customer still owes: on delivery, or to the provider while the payment is awaited. */
  amount_due: number;
  adjustments: OrderAdjustment[];
  /**
   * Payments that reached the store but could not pay this order, oldest first: each is refunded
   * whole, apart from `refund` (which is what the order itself owes back).
   */
  owed_back: PaymentOwedBack[];
}

export interface OrderHistoryEntryWithMoney extends OrderHistoryEntry {
  money: OrderMoney;
}

export interface OrderDetailsWithMoney extends OrderDetails {
  money: OrderMoney;
}
