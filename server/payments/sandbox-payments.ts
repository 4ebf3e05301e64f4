// The payments sandbox's bookkeeping: a hand-off form received with a good signature is recorded
// as an attempt on its order; the shopper's decision settles the order's payment once (Created →
// Placed or Failed) under the order's row lock, so two tabs deciding at once settle it one way.
// Approval places the order: its products leave the cart. A decline fails it: the order is
// Cancelled and its stock released; the cart is kept.
import type { PaymentProvider } from '../../contracts/checkout.ts';
import { findMerchant } from '../checkout/payment-types.ts';
import { lockCustomerLists } from '../customers/customer-lock.ts';
import type { Queryable } from '../db/db.ts';
import { refuseControlCharacters } from '../http/control-characters.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { syncOrderPayment } from '../orders/order-item-lifecycle.ts';
import {
  findOrder,
  type OrderRow,
  orderNumber,
  parseOrderNumber,
  releaseStock,
  removeOrderedCartLines,
} from '../orders/orders.ts';
import { PROVIDER_FORMS } from './providers.ts';
import { verifySignature } from './signature.ts';

export const BAD_SIGNATURE = 'The payment form was changed or not signed by the merchant.';
export const ATTEMPT_NOT_FOUND = 'Payment attempt not found';
const MAX_FIELD_LENGTH = 500;

export interface Attempt {
  id: string;
  orderId: number;
  provider: PaymentProvider;
  amountMinor: number;
  currency: string;
  returnUrl: string;
  status: 'Created' | 'Placed' | 'Failed';
}

/** The form's fields: exactly the provider's, each once, bounded. */
export function readForm(provider: PaymentProvider, body: string): Record<string, string> {
  const params = new URLSearchParams(body);
  const expected = PROVIDER_FORMS[provider].fields;
  const fields: Record<string, string> = {};
  for (const [name, value] of params) {
    if (!expected.includes(name)) throw badRequest('Unexpected field {field}.', { field: name.slice(0, 40) });
    if (Object.hasOwn(fields, name)) throw badRequest('“{field}” must be given only once.', { field: name });
    if (value.length > MAX_FIELD_LENGTH) throw badRequest('“{field}” is too long.', { field: name });
    fields[name] = refuseControlCharacters(value, name);
  }
  for (const name of expected) {
    if (!Object.hasOwn(fields, name)) throw badRequest('“{field}” is required.', { field: name });
  }
  return fields;
}

/**
 * Verifies the form against the merchant's secret and the order it names, and records the attempt.
 * An order whose payment is no longer Created answers its attempt-less state (null attempt).
 */
export async function receiveHandOff(
  tx: Queryable,
  provider: PaymentProvider,
  fields: Readonly<Record<string, string>>,
): Promise<{ order: OrderRow; attempt: Attempt | null; returnUrl: string }> {
  const form = PROVIDER_FORMS[provider];
  const merchant = await findMerchant(tx, provider, fields[form.merchantField] ?? '');
  if (!merchant?.merchantSecret || !verifySignature(fields, merchant.merchantSecret)) {
    throw badRequest(BAD_SIGNATURE);
  }
  const orderId = parseOrderNumber(fields[form.referenceField] ?? '');
  const order = orderId === null ? null : await findOrder(tx, { id: orderId }, true);
  if (!order || order.store_id !== merchant.storeId || order.payment_type_id !== merchant.id) {
    throw notFound('The order of this payment was not found.');
  }
  if (
    fields[form.amountField] !== String(order.total_minor) ||
    fields[form.currencyField] !== order.currency
  ) {
    throw badRequest('The amount or currency is not the order’s.');
  }
  const returnUrl = fields.return_url ?? '';
  if (!isWebAddress(returnUrl)) throw badRequest('return_url must be an http(s) address');
  if (order.payment_status !== 'Created') return { order, attempt: null, returnUrl };
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO payment_attempts (order_id, provider, amount_minor, currency, return_url)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [order.id, provider, order.total_minor, order.currency, returnUrl],
  );
  if (!row) throw new Error('The attempt was not recorded');
  return {
    order,
    returnUrl,
    attempt: {
      id: row.id,
      orderId: order.id,
      provider,
      amountMinor: order.total_minor,
      currency: order.currency,
      returnUrl,
      status: 'Created',
    },
  };
}

export type Decision = 'approve' | 'decline';

/** Settles the attempt's order; answers where to send the shopper back. A repeat changes nothing. */
export async function decide(tx: Queryable, attemptId: string, decision: Decision): Promise<string> {
  const [attempt] = await tx.query<{ order_id: number; return_url: string; customer_id: string }>(
    `SELECT a.order_id, a.return_url, o.customer_id FROM payment_attempts a JOIN orders o ON o.id = a.order_id
     WHERE a.id = $1`,
    [attemptId],
  );
  if (!attempt) throw notFound(ATTEMPT_NOT_FOUND);
  // The customer's lock first (as create-order and the cart take it), then the order's row.
  await lockCustomerLists(tx, attempt.customer_id);
  const order = await findOrder(tx, { id: attempt.order_id }, true);
  if (!order) throw notFound(ATTEMPT_NOT_FOUND);
  const settled = await tx.query(
    `UPDATE payment_attempts SET status = $2, decided_at = now() WHERE id = $1 AND status = 'Created' RETURNING id`,
    [attemptId, decision === 'approve' ? 'Placed' : 'Failed'],
  );
  if (settled.length > 0 && order.payment_status === 'Created') {
    if (decision === 'approve') {
      await tx.query("UPDATE orders SET payment_status = 'Placed', updated_at = now() WHERE id = $1", [
        order.id,
      ]);
      await removeOrderedCartLines(tx, order);
      order.payment_status = 'Placed';
    } else {
      await tx.query(
        "UPDATE orders SET payment_status = 'Failed', order_status = 'Cancelled', updated_at = now() WHERE id = $1",
        [order.id],
      );
      await releaseStock(tx, order);
      order.payment_status = 'Failed';
    }
    // The order's items follow its payment (machines/orderItem.machine.ts).
    await syncOrderPayment(tx, order.id);
  }
  return returnAddress(attempt.return_url, order);
}

/** return_url with the order, its reference and the payment's outcome (PaymentReturnQuery). */
export function returnAddress(returnUrl: string, order: Pick<OrderRow, 'id' | 'payment_status'>): string {
  const url = new URL(returnUrl);
  url.searchParams.set('order_id', String(order.id));
  url.searchParams.set('merchant_reference', orderNumber(order.id));
  url.searchParams.set('payment_status', order.payment_status === 'Failed' ? 'Failed' : 'Placed');
  return url.toString();
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
