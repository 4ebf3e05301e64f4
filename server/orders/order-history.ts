// The customer's order history (GET orders-with-items) and one order's details, as contracts/orders.ts
// answers them: newest first, filtered by status (history-status.ts), a page at a time with the
// total; each order with its items, prices and totals as they were when it was ordered, and its
// money now (order-money.ts): the total after credit notes, received, owed back and due.
import type { CustomerAddress } from '../../contracts/address.ts';
import type { ItemType } from '../../contracts/cfs.ts';
import type {
  OrderFlow,
  OrderKind,
  OrderStatus,
  PaymentMode,
  PaymentProvider,
  PaymentStatus,
  PaymentTypeCode,
  RequestStatus,
} from '../../contracts/checkout.ts';
import type {
  AdjustmentKind,
  OrderAdjustment,
  OrderDetailsWithMoney,
  OrderHistoryEntryWithMoney,
  OwedBackReason,
  PaymentOwedBack,
} from '../../contracts/orderMoney.ts';
import type { OrderHistoryItem, OrderHistoryPage, OrderStatusFilter } from '../../contracts/orders.ts';
import type { ProductTypeName } from '../../contracts/pbs.ts';
import { productImagePaths } from '../catalogue/media-paths.ts';
import { toMajor } from '../catalogue/money.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';
import { type ItemStatusColumns, isOpenOrder, itemStatusOf, statusFilterSql } from './history-status.ts';
import { ORDER_NOT_FOUND, orderNumber } from './orders.ts';

export interface HistoryView {
  status: OrderStatusFilter | null;
  pageNumber: number;
  pageLimit: number;
}

interface HistoryRow {
  id: number;
  order_kind: OrderKind;
  order_status: OrderStatus | null;
  request_status: RequestStatus | null;
  payment_status: PaymentStatus | null;
  payment_mode: PaymentMode | null;
  provider: PaymentProvider | null;
  currency: string;
  total_mrp_minor: number;
  product_discount_minor: number;
  coupon_discount_minor: number;
  delivery_charge_minor: number;
  total_minor: number;
  ordered_total_minor: number;
  credited_minor: number;
  received_minor: number;
  refund_minor: number;
  amount_due_minor: number;
  coupon_code: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

interface DetailsRow extends HistoryRow {
  delivery_address: CustomerAddress | null;
  billing_address: CustomerAddress | null;
  payment_method: string | null;
  payment_type: PaymentTypeCode | null;
}

interface ItemRow extends ItemStatusColumns {
  id: number;
  order_id: number;
  product_id: number;
  product_name: string;
  product_type: ProductTypeName;
  item_type: ItemType;
  order_flow: OrderFlow;
  quantity: number;
  unit_mrp_minor: number;
  unit_price_minor: number;
  slot_label: string | null;
  slot_days: string | null;
  slot_start: string | null;
  slot_end: string | null;
  image_count: number | null;
}

const HISTORY_COLUMNS = `o.id, o.order_kind, o.order_status, o.request_status, o.payment_status,
  o.payment_mode, o.provider, o.currency, o.total_mrp_minor, o.product_discount_minor,
  o.coupon_discount_minor, o.delivery_charge_minor, o.total_minor, o.coupon_code, o.created_at,
  o.updated_at, o.ordered_total_minor, o.credited_minor, o.received_minor, o.refund_minor, o.amount_due_minor`;

/** A page of the customer's orders in the store, newest first, with their items. */
export async function loadOrderHistory(
  db: Queryable,
  customerId: string,
  storeId: number,
  view: HistoryView,
): Promise<OrderHistoryPage> {
  const params: unknown[] = [customerId, storeId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['o.customer_id = $1', 'o.store_id = $2'];
  if (view.status !== null) where.push(statusFilterSql(view.status, param));
  const condition = where.join(' AND ');
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM orders o WHERE ${condition}`,
    params,
  );
  const limit = param(view.pageLimit);
  const offset = param((view.pageNumber - 1) * view.pageLimit);
  const rows = await db.query<HistoryRow>(
    `SELECT ${HISTORY_COLUMNS} FROM orders o WHERE ${condition}
     ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const ids = rows.map((row) => row.id);
  const items = await loadItems(db, ids);
  const adjustments = await loadAdjustments(db, ids);
  const owedBack = await loadOwedBack(db, ids);
  return {
    orders: rows.map((row) =>
      toEntry(row, items.get(row.id) ?? [], adjustments.get(row.id) ?? [], owedBack.get(row.id) ?? []),
    ),
    total_count: counted?.total ?? 0,
    page_number: view.pageNumber,
    page_limit: view.pageLimit,
    status: view.status,
  };
}

/** One of the customer's orders in full; 404 when it is not theirs (or not in this store). */
export async function loadOrderDetails(
  db: Queryable,
  customerId: string,
  storeId: number,
  orderId: number,
): Promise<OrderDetailsWithMoney> {
  const [row] = await db.query<DetailsRow>(
    `SELECT ${HISTORY_COLUMNS}, o.delivery_address, o.billing_address, t.label AS payment_method, t.payment_type
     FROM orders o LEFT JOIN store_payment_types t ON t.id = o.payment_type_id
     WHERE o.id = $1 AND o.customer_id = $2 AND o.store_id = $3`,
    [orderId, customerId, storeId],
  );
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const items = await loadItems(db, [row.id]);
  const adjustments = await loadAdjustments(db, [row.id]);
  const owedBack = await loadOwedBack(db, [row.id]);
  return {
    ...toEntry(row, items.get(row.id) ?? [], adjustments.get(row.id) ?? [], owedBack.get(row.id) ?? []),
    delivery_address: row.delivery_address,
    billing_address: row.billing_address,
    payment_method: row.payment_mode === null ? null : row.payment_method,
    payment_type: row.payment_mode === null ? null : row.payment_type,
    updated_at: isoOf(row.updated_at),
    invoice_available: row.order_kind === 'order',
  };
}

async function loadItems(db: Queryable, orderIds: number[]): Promise<Map<number, ItemRow[]>> {
  const byOrder = new Map<number, ItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.query<ItemRow>(
    `SELECT i.id, i.order_id, i.product_id, i.product_name, i.product_type, i.item_type, i.order_flow,
       i.quantity, i.unit_mrp_minor, i.unit_price_minor, i.slot_label, p.image_count,
       s.days AS slot_days, to_char(s.start_time, 'HH24:MI') AS slot_start,
       to_char(s.end_time, 'HH24:MI') AS slot_end,
       i.order_status AS item_order_status, i.request_status AS item_request_status
     FROM order_items i LEFT JOIN products p ON p.id = i.product_id
       LEFT JOIN service_slots s ON s.id = i.slot_id AND s.product_id = i.product_id
     WHERE i.order_id = ANY($1::int[]) ORDER BY i.order_id, i.id`,
    [orderIds],
  );
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

interface AdjustmentRow {
  order_id: number;
  note_number: string;
  kind: AdjustmentKind;
  order_item_id: number | null;
  product_name: string | null;
  reason: string;
  credit_minor: number;
  charge_minor: number;
  refund_minor: number;
  created_at: Date | string;
}

/** The orders' credit notes, in the order they were issued. */
async function loadAdjustments(db: Queryable, orderIds: number[]): Promise<Map<number, OrderAdjustment[]>> {
  const byOrder = new Map<number, OrderAdjustment[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.query<AdjustmentRow>(
    `SELECT a.order_id, a.note_number, a.kind, a.order_item_id, i.product_name, a.reason, a.credit_minor,
       a.charge_minor, a.refund_minor, a.created_at
     FROM order_adjustments a LEFT JOIN order_items i ON i.id = a.order_item_id
     WHERE a.order_id = ANY($1::int[]) ORDER BY a.order_id, a.seq`,
    [orderIds],
  );
  for (const row of rows) {
    const adjustment: OrderAdjustment = {
      note_number: row.note_number,
      kind: row.kind,
      order_item_id: row.order_item_id,
      product_name: row.product_name,
      reason: row.reason,
      credit: toMajor(row.credit_minor),
      charge: toMajor(row.charge_minor),
      refund: toMajor(row.refund_minor),
      created_at: isoOf(row.created_at),
    };
    byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), adjustment]);
  }
  return byOrder;
}

interface OwedBackRow {
  order_id: number;
  amount_minor: number;
  currency: string;
  reason: OwedBackReason;
  recorded_at: Date | string;
  refunded_at: Date | string | null;
}

/**
 * The payments that reached the store but could not pay these orders (settle-payment.ts records
 * them), oldest first. The orders are the customer's own (the callers chose them by customer).
 */
async function loadOwedBack(db: Queryable, orderIds: number[]): Promise<Map<number, PaymentOwedBack[]>> {
  const byOrder = new Map<number, PaymentOwedBack[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.query<OwedBackRow>(
    `SELECT order_id, amount_minor, currency, reason, recorded_at, refunded_at FROM payments_owed_back
     WHERE order_id = ANY($1::int[]) ORDER BY order_id, recorded_at, id`,
    [orderIds],
  );
  for (const row of rows) {
    const payment: PaymentOwedBack = {
      amount: toMajor(row.amount_minor),
      currency: row.currency,
      received_at: isoOf(row.recorded_at),
      reason: row.reason,
      refunded_at: row.refunded_at === null ? null : isoOf(row.refunded_at),
    };
    byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), payment]);
  }
  return byOrder;
}

function toEntry(
  row: HistoryRow,
  items: ItemRow[],
  adjustments: OrderAdjustment[],
  owedBack: PaymentOwedBack[],
): OrderHistoryEntryWithMoney {
  return {
    money: {
      currency: row.currency,
      ordered_total: toMajor(row.ordered_total_minor),
      credited: toMajor(row.credited_minor),
      received: toMajor(row.received_minor),
      refund: toMajor(row.refund_minor),
      amount_due: toMajor(row.amount_due_minor),
      adjustments,
      owed_back: owedBack,
    },
    order_id: row.id,
    order_number: orderNumber(row.id),
    order_kind: row.order_kind,
    order_status: row.order_status,
    request_status: row.request_status,
    payment_status: row.payment_status,
    payment_mode: row.payment_mode,
    payment_provider: row.provider,
    is_open: isOpenOrder(row),
    created_at: isoOf(row.created_at),
    totals: {
      currency: row.currency,
      total_mrp: toMajor(row.total_mrp_minor),
      product_discount: toMajor(row.product_discount_minor),
      coupon_discount: toMajor(row.coupon_discount_minor),
      delivery_charge: toMajor(row.delivery_charge_minor),
      tax: 0,
      total_amount: toMajor(row.total_minor),
      coupon_code: row.coupon_code,
    },
    items: items.map(
      (item): OrderHistoryItem => ({
        ...itemStatusOf(row, item),
        order_item_id: item.id,
        product_id: item.product_id,
        product_name: item.product_name,
        product_image: productImagePaths(item.product_id, item.image_count ?? 1),
        product_type: item.product_type,
        item_type: item.item_type,
        order_flow: item.order_flow,
        quantity: item.quantity,
        product_price: toMajor(item.unit_mrp_minor),
        final_price: toMajor(item.unit_price_minor),
        line_total: toMajor(item.unit_price_minor * item.quantity),
        slot_label: item.slot_label,
        slot:
          item.slot_label !== null &&
          item.slot_days !== null &&
          item.slot_start !== null &&
          item.slot_end !== null
            ? { days: item.slot_days, start_time: item.slot_start, end_time: item.slot_end }
            : null,
      }),
    ),
  };
}

function isoOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
