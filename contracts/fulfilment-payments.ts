// The store's side of payments owed back (docs/decisions/0053-payments-owed-back-visible-and-closable.md):
// money a provider took that could not pay its order (the order was cancelled or expired first, or
// another payment had paid it already) is refunded by the store outside the storefront, then marked
// refunded here, and the customer's order page says so. Opened by a key of the store, as the other
// fulfilment endpoints (contracts/fulfilment.ts: the header X-Fulfilment-Key), for that store's
// orders only.
//
//   GET  /fulfilment/payments-owed-back?page-number=1&page-limit=20   → StorePaymentsOwedBackPage
//   POST /fulfilment/payments-owed-back/{paymentId}/refunded (no body) → StorePaymentOwedBack
//
// 401 without a live key, 429 after too many wrong keys from one address, 400 for a malformed id or
// page, 404 for an unknown payment or another store's (answered alike), 409 when it was marked
// refunded already (a replay, or two marks at once: one wins).
import type { PaymentProvider } from './checkout.ts';
import type { OwedBackReason } from './orderMoney.ts';

/** Under FULFILMENT_BASE_PATH (contracts/fulfilment.ts). */
export const PAYMENTS_OWED_BACK_PATH = '/payments-owed-back';
export const PAYMENT_REFUNDED_PATH = (paymentId: number | string) =>
  `${PAYMENTS_OWED_BACK_PATH}/${paymentId}/refunded`;

export const OWED_BACK_PAGE_LIMIT = 20;
export const MAX_OWED_BACK_PAGE_LIMIT = 100;
export const MAX_OWED_BACK_PAGE_NUMBER = 100_000;

export interface StorePaymentOwedBack {
  id: number;
  order_id: number;
  /** "ORD-000042". */
  order_number: string;
  provider: PaymentProvider;
  /** The provider's transaction id: what its refund is asked for with. */
  transaction_id: string;
  /** In major units of `currency`. */
  amount: number;
  currency: string;
  reason: OwedBackReason;
  /** How the answer reached the store: the shopper's return, or the provider's notification. */
  received_by: 'return' | 'notification';
  /** ISO date-time. */
  received_at: string;
  /** ISO date-time; null while still owed. */
  refunded_at: string | null;
}

/** Still owed first (oldest first: the longest waiting), then refunded (latest refund first). */
export interface StorePaymentsOwedBackPage {
  payments: StorePaymentOwedBack[];
  /** Every payment owed back of the store, and those still to refund. */
  total_count: number;
  open_count: number;
  page_number: number;
  page_limit: number;
}
