// The store's list of payments owed back (contracts/fulfilment-payments.ts), and marking one
// refunded. A payment owed back is recorded by settle-payment.ts when a provider's paid answer cannot
// pay its order; the store refunds it at the provider, then marks it here once. Every query is
// scoped to the store through the payment's order: another store's payment is not found, exactly as
// a missing one.

import type { PaymentProvider } from '../../contracts/checkout.ts';
import type { StorePaymentOwedBack, StorePaymentsOwedBackPage } from '../../contracts/fulfilment-payments.ts';
import type { OwedBackReason } from '../../contracts/orderMoney.ts';
import { toMajor } from '../catalogue/money.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { msg, withValues } from '../i18n/server-message.ts';
import { orderNumber } from '../orders/orders.ts';

export const OWED_BACK_NOT_FOUND = msg('This payment owed back is not found.');
export const OWED_BACK_ALREADY_REFUNDED = msg('This payment was already marked refunded on {date}.');

interface Row {
  id: number;
  order_id: number;
  provider: PaymentProvider;
  transaction_id: string;
  amount_minor: number;
  currency: string;
  reason: OwedBackReason;
  received_by: 'return' | 'notification';
  recorded_at: Date | string;
  refunded_at: Date | string | null;
}

const COLUMNS = `p.id, p.order_id, p.provider, p.transaction_id, p.amount_minor, p.currency, p.reason,
  p.received_by, p.recorded_at, p.refunded_at`;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function view(row: Row): StorePaymentOwedBack {
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: orderNumber(row.order_id),
    provider: row.provider,
    transaction_id: row.transaction_id,
    amount: toMajor(row.amount_minor),
    currency: row.currency,
    reason: row.reason,
    received_by: row.received_by,
    received_at: iso(row.recorded_at),
    refunded_at: row.refunded_at === null ? null : iso(row.refunded_at),
  };
}

/** A page of the store's payments owed back: still owed first (oldest first), then refunded (latest first). */
export async function listPaymentsOwedBack(
  db: Queryable,
  storeId: number,
  page: { pageNumber: number; pageLimit: number },
): Promise<StorePaymentsOwedBackPage> {
  const [counted] = await db.query<{ total: number; open: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE p.refunded_at IS NULL)::int AS open
     FROM payments_owed_back p JOIN orders o ON o.id = p.order_id WHERE o.store_id = $1`,
    [storeId],
  );
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM payments_owed_back p JOIN orders o ON o.id = p.order_id
     WHERE o.store_id = $1
     ORDER BY p.refunded_at IS NOT NULL, CASE WHEN p.refunded_at IS NULL THEN p.recorded_at END,
       p.refunded_at DESC, p.id
     LIMIT $2 OFFSET $3`,
    [storeId, page.pageLimit, (page.pageNumber - 1) * page.pageLimit],
  );
  return {
    payments: rows.map(view),
    total_count: counted?.total ?? 0,
    open_count: counted?.open ?? 0,
    page_number: page.pageNumber,
    page_limit: page.pageLimit,
  };
}

/**
 * Marks the store's payment owed back refunded at `at`, once: the row is locked, so of two marks at
 * once one wins and the other finds it refunded (409). 404 for another store's payment or none.
 */
export async function markOwedBackRefunded(
  tx: Queryable,
  storeId: number,
  paymentId: number,
  at: Date,
): Promise<StorePaymentOwedBack> {
  const [row] = await tx.query<Row>(
    `SELECT ${COLUMNS} FROM payments_owed_back p JOIN orders o ON o.id = p.order_id
     WHERE p.id = $1 AND o.store_id = $2 FOR UPDATE OF p`,
    [paymentId, storeId],
  );
  if (!row) throw notFound(OWED_BACK_NOT_FOUND);
  if (row.refunded_at !== null) {
    throw conflict(withValues(OWED_BACK_ALREADY_REFUNDED, { date: iso(row.refunded_at).slice(0, 10) }));
  }
  const [marked] = await tx.query<Row>(
    `UPDATE payments_owed_back p SET refunded_at = $2 WHERE p.id = $1 AND p.refunded_at IS NULL
     RETURNING ${COLUMNS}`,
    [paymentId, at.toISOString()],
  );
  if (!marked) throw new Error(`Payment owed back ${paymentId} changed under its lock`);
  return view(marked);
}
