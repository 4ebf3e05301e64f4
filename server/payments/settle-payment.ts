// The merchant side's only way to settle an online payment: a provider's answer (the shopper's
// return, or the provider's notification) is believed once
//   - its signature is the provider's, made with the secret of the order's own payment method (so
//     another store's merchant, or anyone without the secret, is refused),
//   - it names this order (the return is checked for the order the customer asks about), with the
//     order's amount and currency,
//   - the order still awaits its payment, and the provider's transaction id was never recorded.
// Otherwise 4xx and nothing changes. The transaction id is recorded in payment_transactions (unique
// per provider, and one per order) in the same transaction that settles the order, under the
// customer's lock and the order's row lock: two identical answers at once settle it once.
import {
  MAX_PAYMENT_ANSWER_FIELDS,
  MAX_PAYMENT_ANSWER_VALUE_LENGTH,
  type PaymentAnswerFields,
  type PaymentProvider,
} from '../../contracts/checkout.ts';
import { lockCustomerLists } from '../customers/customer-lock.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest, conflict } from '../http/http-error.ts';
import { isJsonObject } from '../http/json-object.ts';
import { paymentAlready } from '../orders/hand-off.ts';
import { findOrder, type OrderRow, parseOrderNumber } from '../orders/orders.ts';
import { completeOnlinePayment, failOnlinePayment } from './online-payment-outcome.ts';
import type { MerchantAccount, ProviderAnswer } from './provider.ts';
import { PAYMENT_PROVIDER_MODULES } from './providers.ts';
import { ANSWER_NOT_SIGNED } from './signed-form-provider.ts';

export const ANSWER_OTHER_ORDER = 'This payment answer is for another order.';
export const ANSWER_WRONG_AMOUNT = 'The amount or currency of this payment answer is not the order’s.';
export const ANSWER_ALREADY_RECORDED = 'This payment answer was already recorded.';

export const PAYMENT_OWED_BACK =
  'This order no longer awaited its payment (it was cancelled, or paid already), so this payment is recorded to be refunded.';

export type ReceivedBy = 'return' | 'notification';

/** What an answer did: settled the order (paid or failed), or nothing (it no longer awaited payment). */
export interface Settlement {
  order: OrderRow;
  settled: boolean;
  /** What the provider said. */
  outcome: ProviderAnswer['outcome'];
}

/** The answer's fields as given (a JSON object or a form): strings only, bounded. 400 otherwise. */
export function readAnswerFields(value: unknown): PaymentAnswerFields {
  if (!isJsonObject(value)) throw badRequest(ANSWER_NOT_SIGNED);
  const entries = Object.entries(value);
  if (entries.length === 0 || entries.length > MAX_PAYMENT_ANSWER_FIELDS) throw badRequest(ANSWER_NOT_SIGNED);
  const fields: PaymentAnswerFields = {};
  for (const [name, field] of entries) {
    if (
      typeof field !== 'string' ||
      name.length > 40 ||
      field.length > MAX_PAYMENT_ANSWER_VALUE_LENGTH ||
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
      /[\u0000-\u001f\u007f]/.test(field)
    ) {
      throw badRequest(ANSWER_NOT_SIGNED);
    }
    fields[name] = field;
  }
  return fields;
}

/**
 * Settles the order the answer names with what it says. `expectedOrderId`: the order the shopper's
 * return is for (the path of check-order-status). Answers the order as it is now, and whether the
 * answer settled it: one that did not (the order was cancelled or paid already) changes nothing,
 * except that a paid one is recorded to be refunded; the caller commits that, then answers 409
 * (refuseUnsettled).
 */
export async function settleProviderAnswer(
  tx: Queryable,
  provider: PaymentProvider,
  fields: Readonly<PaymentAnswerFields>,
  receivedBy: ReceivedBy,
  at: number,
  expectedOrderId?: number,
): Promise<Settlement> {
  const module = PAYMENT_PROVIDER_MODULES[provider];
  const orderId = parseOrderNumber(fields[module.answer.referenceField] ?? '');
  if (orderId === null) throw badRequest(ANSWER_NOT_SIGNED);
  if (expectedOrderId !== undefined && orderId !== expectedOrderId) throw badRequest(ANSWER_OTHER_ORDER);
  const found = await findOrder(tx, { id: orderId });
  if (!found || found.provider !== provider || found.payment_type_id === null)
    throw badRequest(ANSWER_NOT_SIGNED);
  const merchant = await merchantOf(tx, found.payment_type_id, provider);
  if (!merchant) throw badRequest(ANSWER_NOT_SIGNED);
  const answer =
    receivedBy === 'return'
      ? module.verifyReturn(fields, merchant)
      : module.verifyNotification(fields, merchant);
  // An amount the merchant handed off for this order: what it cost when placed, or what it costs now
  // (its cancelled items credited since; a later hand-off, Pay now, asks for that).
  const handedOffAmounts = [String(found.ordered_total_minor), String(found.total_minor)];
  if (!handedOffAmounts.includes(answer.amount) || answer.currency !== found.currency) {
    throw badRequest(ANSWER_WRONG_AMOUNT);
  }
  // The customer's lock first (as create-order and the cart take it), then the order's row.
  await lockCustomerLists(tx, found.customer_id);
  const order = await findOrder(tx, { id: found.id }, true);
  if (!order) throw badRequest(ANSWER_NOT_SIGNED);
  if (await isRecorded(tx, answer)) throw conflict(ANSWER_ALREADY_RECORDED);
  // The provider took the money for an order that no longer awaits it, or for what the order cost
  // before items of it were cancelled (it now awaits less: Pay now asks for that): owed back, once.
  const stale = order.payment_status !== 'Created' || order.order_status === 'Cancelled';
  if (stale || answer.amount !== String(order.total_minor)) {
    if (answer.outcome === 'paid') await recordOwedBack(tx, order, answer, receivedBy);
    return { order, settled: false, outcome: answer.outcome };
  }
  await tx.query(
    `INSERT INTO payment_transactions (order_id, provider, transaction_id, outcome, amount_minor, currency, received_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [order.id, provider, answer.transactionId, answer.outcome, order.total_minor, order.currency, receivedBy],
  );
  if (answer.outcome === 'paid') {
    await completeOnlinePayment(tx, order, at);
    return { order: { ...order, payment_status: 'Completed' }, settled: true, outcome: answer.outcome };
  }
  await failOnlinePayment(tx, order, at);
  return {
    order: { ...order, payment_status: 'Failed', order_status: 'Cancelled' },
    settled: true,
    outcome: answer.outcome,
  };
}

/**
 * Throws the 409 an answer that settled nothing gets, naming the order's state (and the refund, for
 * a paid one). Called once the transaction that recorded it has committed.
 */
export function refuseUnsettled({ order, outcome }: Settlement): never {
  if (outcome === 'paid') throw conflict(PAYMENT_OWED_BACK);
  throw conflict(paymentAlready(order.payment_status ?? 'settled'));
}

async function recordOwedBack(
  tx: Queryable,
  order: OrderRow,
  answer: ProviderAnswer,
  receivedBy: ReceivedBy,
): Promise<void> {
  const reason = order.payment_status === 'Completed' ? 'order_paid_already' : 'order_cancelled';
  const recorded = await tx.query(
    `INSERT INTO payments_owed_back (order_id, provider, transaction_id, amount_minor, currency, reason, received_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (provider, transaction_id) DO NOTHING RETURNING id`,
    [
      order.id,
      answer.provider,
      answer.transactionId,
      Number(answer.amount),
      order.currency,
      reason,
      receivedBy,
    ],
  );
  if (recorded.length > 0) {
    console.warn(
      `Payments: ${answer.provider} transaction ${answer.transactionId} paid order ${order.id} (${reason}); recorded to refund`,
    );
  }
}

async function isRecorded(tx: Queryable, answer: ProviderAnswer): Promise<boolean> {
  const rows = await tx.query(
    'SELECT 1 FROM payment_transactions WHERE provider = $1 AND transaction_id = $2',
    [answer.provider, answer.transactionId],
  );
  return rows.length > 0;
}

/** The merchant account of the order's own payment method (enabled or not: the payment was begun). */
async function merchantOf(
  tx: Queryable,
  paymentTypeId: number,
  provider: PaymentProvider,
): Promise<MerchantAccount | null> {
  const [row] = await tx.query<{
    merchant_identifier: string;
    access_code: string;
    merchant_secret: string | null;
  }>(
    'SELECT merchant_identifier, access_code, merchant_secret FROM store_payment_types WHERE id = $1 AND provider = $2',
    [paymentTypeId, provider],
  );
  if (!row?.merchant_secret) return null;
  return {
    merchantIdentifier: row.merchant_identifier,
    accessCode: row.access_code,
    secret: row.merchant_secret,
  };
}
