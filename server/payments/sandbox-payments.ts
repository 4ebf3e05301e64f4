// The payments sandbox's bookkeeping, as a provider's test environment keeps it in its own tables
// (sandbox_payments): a hand-off form with the merchant's good signature opens a payment session;
// the shopper's decision closes it once (pending → paid or declined) under the session's row lock;
// the answer it sends back is signed for the merchant (provider.ts signedAnswer). It never reads or
// writes the merchant's orders: the merchant learns the outcome only from that signed answer.
// The merchant's account (identifier, access code, secret) is the one the store configured for the
// method: the credentials a provider's test environment is set up with.
import type { PaymentProvider } from '../../contracts/checkout.ts';
import { findMerchant } from '../checkout/payment-types.ts';
import type { Queryable } from '../db/db.ts';
import { refuseControlCharacters } from '../http/control-characters.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { isPastPaymentWindow } from './expire-payments.ts';
import type { MerchantAccount, PaymentOutcome } from './provider.ts';
import { PAYMENT_PROVIDER_MODULES } from './providers.ts';
import { SIGNATURE_FIELD, sign, verifySignature } from './signature.ts';
import { STATUS_QUERY_COMMAND } from './signed-form-provider.ts';

export const BAD_SIGNATURE = 'The payment form was changed or not signed by the merchant.';
export const SESSION_NOT_FOUND = 'Payment attempt not found';
const MAX_FIELD_LENGTH = 500;

export interface SandboxSession {
  id: string;
  provider: PaymentProvider;
  merchantIdentifier: string;
  accessCode: string;
  reference: string;
  amount: string;
  currency: string;
  returnUrl: string;
  status: 'pending' | PaymentOutcome;
  transactionId: string;
}

interface SessionRow {
  id: string;
  provider: PaymentProvider;
  merchant_identifier: string;
  access_code: string;
  merchant_reference: string;
  amount: string;
  currency: string;
  return_url: string;
  status: SandboxSession['status'];
  transaction_id: string;
  created_at: Date;
}

const SESSION_COLUMNS = `id, provider, merchant_identifier, access_code, merchant_reference, amount, currency,
  return_url, status, transaction_id, created_at`;

/** The form's fields: exactly `expected`, each once, bounded. */
export function readForm(expected: readonly string[], body: string): Record<string, string> {
  const params = new URLSearchParams(body);
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

/** The merchant's account as the sandbox is set up with it; null when it has none. */
async function sandboxMerchant(
  tx: Queryable,
  provider: PaymentProvider,
  merchantIdentifier: string,
): Promise<MerchantAccount | null> {
  const found = await findMerchant(tx, provider, merchantIdentifier);
  if (!found?.merchantSecret) return null;
  return {
    merchantIdentifier,
    accessCode: found.accessCode ?? '',
    secret: found.merchantSecret,
  };
}

/**
 * Checks the form's signature with the merchant's secret and opens a payment session for it; a
 * reference already paid here answers that session instead (a provider takes a payment once).
 */
export async function openSession(
  tx: Queryable,
  provider: PaymentProvider,
  fields: Readonly<Record<string, string>>,
): Promise<SandboxSession> {
  const form = PAYMENT_PROVIDER_MODULES[provider].form;
  const merchantIdentifier = fields[form.merchantField] ?? '';
  const merchant = await sandboxMerchant(tx, provider, merchantIdentifier);
  if (!merchant || !verifySignature(fields, merchant.secret, 'merchant')) throw badRequest(BAD_SIGNATURE);
  const amount = fields[form.amountField] ?? '';
  if (!/^\d{1,12}$/.test(amount)) throw badRequest('The amount must be whole minor units.');
  const returnUrl = fields.return_url ?? '';
  if (!isWebAddress(returnUrl)) throw badRequest('return_url must be an http(s) address');
  const reference = fields[form.referenceField] ?? '';
  const [paid] = await tx.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM sandbox_payments
     WHERE provider = $1 AND merchant_identifier = $2 AND merchant_reference = $3 AND status = 'paid'`,
    [provider, merchantIdentifier, reference],
  );
  if (paid) return toSession(paid);
  const [row] = await tx.query<SessionRow>(
    `INSERT INTO sandbox_payments (provider, merchant_identifier, access_code, merchant_reference, amount,
       currency, return_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${SESSION_COLUMNS}`,
    [
      provider,
      merchantIdentifier,
      merchant.accessCode,
      reference,
      amount,
      fields[form.currencyField] ?? '',
      returnUrl,
    ],
  );
  if (!row) throw new Error('The payment session was not recorded');
  return toSession(row);
}

export type Decision = 'approve' | 'decline';

/**
 * Closes the session with the shopper's decision, once: a repeat, or the other button afterwards,
 * changes nothing. A session left open past the payment window can only be declined.
 */
export async function decide(
  tx: Queryable,
  sessionId: string,
  decision: Decision,
  now: number,
): Promise<SandboxSession> {
  const [row] = await tx.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM sandbox_payments WHERE id = $1 FOR UPDATE`,
    [sessionId],
  );
  if (!row) throw notFound(SESSION_NOT_FOUND);
  if (row.status !== 'pending') return toSession(row);
  const expired = isPastPaymentWindow(row.created_at, now);
  const status: PaymentOutcome = decision === 'approve' && !expired ? 'paid' : 'declined';
  await tx.query('UPDATE sandbox_payments SET status = $2, decided_at = $3 WHERE id = $1', [
    sessionId,
    status,
    new Date(now).toISOString(),
  ]);
  return toSession({ ...row, status });
}

/** return_url with the provider's answer for the decided session, signed for its merchant. */
export async function returnAddress(tx: Queryable, session: SandboxSession): Promise<string> {
  if (session.status === 'pending') throw new Error('An open session has no answer');
  const merchant = await sandboxMerchant(tx, session.provider, session.merchantIdentifier);
  if (!merchant) throw badRequest(BAD_SIGNATURE);
  const answer = PAYMENT_PROVIDER_MODULES[session.provider].signedAnswer(
    {
      merchantIdentifier: session.merchantIdentifier,
      accessCode: session.accessCode,
      reference: session.reference,
      amount: session.amount,
      currency: session.currency,
      transactionId: session.transactionId,
      outcome: session.status,
    },
    merchant.secret,
  );
  const url = new URL(session.returnUrl);
  for (const [name, value] of Object.entries(answer)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The status query: how the payment of a reference stands, signed for the merchant. The latest
 * decided session answers; none yet: pending.
 */
export async function statusReply(
  tx: Queryable,
  provider: PaymentProvider,
  fields: Readonly<Record<string, string>>,
): Promise<Record<string, string>> {
  const merchantIdentifier = fields.merchant_identifier ?? '';
  const merchant = await sandboxMerchant(tx, provider, merchantIdentifier);
  if (
    !merchant ||
    fields.query_command !== STATUS_QUERY_COMMAND ||
    !verifySignature(fields, merchant.secret, 'merchant')
  ) {
    throw badRequest(BAD_SIGNATURE);
  }
  const reference = fields.merchant_reference ?? '';
  const [row] = await tx.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM sandbox_payments
     WHERE provider = $1 AND merchant_identifier = $2 AND merchant_reference = $3 AND status <> 'pending'
     ORDER BY (status = 'paid') DESC, decided_at DESC LIMIT 1`,
    [provider, merchantIdentifier, reference],
  );
  if (!row) {
    const pending: Record<string, string> = {
      merchant_identifier: merchantIdentifier,
      merchant_reference: reference,
      query_status: 'pending',
    };
    return { ...pending, [SIGNATURE_FIELD]: sign(pending, merchant.secret, 'provider') };
  }
  const session = toSession(row);
  return PAYMENT_PROVIDER_MODULES[provider].signedAnswer(
    {
      merchantIdentifier,
      accessCode: session.accessCode,
      reference,
      amount: session.amount,
      currency: session.currency,
      transactionId: session.transactionId,
      outcome: session.status === 'paid' ? 'paid' : 'declined',
    },
    merchant.secret,
  );
}

function toSession(row: SessionRow): SandboxSession {
  return {
    id: row.id,
    provider: row.provider,
    merchantIdentifier: row.merchant_identifier,
    accessCode: row.access_code,
    reference: row.merchant_reference,
    amount: row.amount,
    currency: row.currency,
    returnUrl: row.return_url,
    status: row.status,
    transactionId: row.transaction_id,
  };
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
