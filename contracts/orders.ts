// cfs order history (SPEC sections 2 /userprofile/order and /userprofile/myOrder, 4 status
// enumerations, 7 "list orders with items" and "invoice download", 9 items per page). SPEC names
// these endpoints without paths or payloads; this file fixes them. Every JSON response is wrapped
// in the envelope (envelope.ts); the types below are its response_body. All are for a signed-in
// customer (401 otherwise); another customer's order answers 404, exactly as a missing one does.
// Money is answered in the store currency's major units (numbers with at most 2 decimals),
// computed by the server from integer minor units, as in checkout.ts.
//
//   GET /cfs/rest/v3/orders-with-items?status=&page-number=&page-limit=   → OrderHistoryPage
//   GET /cfs/rest/v3/orders-with-items/{orderId}                          → OrderDetails
//   GET /cfs/rest/v3/invoice-download/{orderId}                           → application/pdf (invoice.ts)
import type { CustomerAddress } from './address.ts';
import type { ItemType } from './cfs.ts';
import type {
  OrderFlow,
  OrderKind,
  OrderStatus,
  PaymentMode,
  PaymentProvider,
  PaymentStatus,
  PaymentTypeCode,
  RequestStatus,
} from './checkout.ts';
import { ORDER_STATUSES } from './checkout.ts';
import type { ProductTypeName } from './pbs.ts';

export const ORDERS_WITH_ITEMS_PATH = '/orders-with-items';

/**
 * The history's status filter: 'open' (every order not finished yet: Received or InProgress, and
 * a request still open or pending) or one of SPEC's order statuses. A request is filtered by its
 * request status read as the order status of the same name (rejected → Rejected).
 */
export const ORDER_STATUS_FILTERS = ['open', ...ORDER_STATUSES] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** The order statuses that are not finished: the 'open' filter. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['Received', 'InProgress'];
/** The request statuses that are not finished. */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = ['open', 'pending'];

/** SPEC section 9: items per page; a page holds at most MAX_ORDER_PAGE_LIMIT orders. */
export const ORDER_PAGE_LIMIT = 10;
export const MAX_ORDER_PAGE_LIMIT = 50;
/** The furthest page a history may be asked for (a customer never has this many orders). */
export const MAX_ORDER_PAGE_NUMBER = 100_000;

/** GET orders-with-items: the query (page-number from 1; page-limit 1..MAX_ORDER_PAGE_LIMIT). */
export interface OrderHistoryQuery {
  status?: OrderStatusFilter;
  'page-number'?: number;
  'page-limit'?: number;
}

/**
 * An item's status as the history shows it. Until items carry statuses of their own, an item has
 * its order's (or request's) status; `status_kind` says which enumeration `status` is from.
 */
export interface OrderItemStatus {
  status_kind: 'order' | 'request';
  status: OrderStatus | RequestStatus;
}

/** One line of an order, its prices fixed when it was ordered. */
export interface OrderHistoryItem extends OrderItemStatus {
  order_item_id: number;
  product_id: number;
  product_name: string;
  /** Comma-separated image paths; the first is the main one. */
  product_image: string;
  product_type: ProductTypeName;
  item_type: ItemType;
  order_flow: OrderFlow;
  quantity: number;
  /** Unit prices (major units); 0 for a request item, whose price is on request. */
  product_price: number;
  final_price: number;
  /** final_price × quantity. */
  line_total: number;
  /** The chosen service slot in words (English, as ordered), or null. */
  slot_label: string | null;
  /**
   * The chosen slot's values, for the storefront to word in the shopper's language: weekday codes
   * (mon..sun, comma-separated) and 24-hour "HH:mm" times (the store's clock); null without a slot
   * or when the slot is no longer offered (then slot_label is all there is).
   */
  slot: { days: string; start_time: string; end_time: string } | null;
}

/** What the order costs, as it was ordered (major units). */
export interface OrderTotals {
  currency: string;
  total_mrp: number;
  product_discount: number;
  coupon_discount: number;
  delivery_charge: number;
  /**
   * Tax included in total_amount. The store's products carry no tax rate, so this is 0: prices
   * are tax inclusive as listed and no tax is added
   * (docs/decisions/0117-order-history-and-invoice.md, "Taxes").
   */
  tax: number;
  total_amount: number;
  coupon_code: string | null;
}

/** An order in the history, with its items. */
export interface OrderHistoryEntry {
  order_id: number;
  /** "ORD-000042". */
  order_number: string;
  order_kind: OrderKind;
  /** null for a request. */
  order_status: OrderStatus | null;
  /** Set for a request. */
  request_status: RequestStatus | null;
  /** null for a request and a free order. */
  payment_status: PaymentStatus | null;
  payment_mode: PaymentMode | null;
  payment_provider: PaymentProvider | null;
  /** Not finished yet (the 'open' filter). */
  is_open: boolean;
  /** ISO date-time. */
  created_at: string;
  totals: OrderTotals;
  items: OrderHistoryItem[];
}

/** GET orders-with-items: newest first. */
export interface OrderHistoryPage {
  orders: OrderHistoryEntry[];
  /** Orders matching the filter, on every page. */
  total_count: number;
  page_number: number;
  page_limit: number;
  status: OrderStatusFilter | null;
}

/** GET orders-with-items/{orderId}: the order, its addresses as they were when ordered, its payment. */
export interface OrderDetails extends OrderHistoryEntry {
  delivery_address: CustomerAddress | null;
  billing_address: CustomerAddress | null;
  /** The method's name as the store shows it (e.g. "Cash on delivery"), or null. */
  payment_method: string | null;
  /** The method's code, for the storefront to name it in the shopper's language; null with no method. */
  payment_type: PaymentTypeCode | null;
  /** ISO date-time of the last change. */
  updated_at: string;
  /** Whether GET invoice-download answers a PDF (every order; not a request, which has no prices). */
  invoice_available: boolean;
}

/**
 * POST cancel-order/{orderId} (no body): the customer cancels a whole order whose online payment is
 * still awaited (docs/decisions/0056-cancel-an-unpaid-online-order.md). 409 with a response_message
 * when it no longer is (paid, failed, expired, already cancelled); 404 for another customer's order.
 */
export const CANCEL_ORDER_PATH = (orderId: number) => `/cancel-order/${orderId}`;

export interface CancelOrderResult {
  order_id: number;
  order_number: string;
  order_status: 'Cancelled';
  payment_status: 'Failed';
  /** How many items the customer's cancel ended (the rest ended with the payment). */
  cancelled_items: number;
}
