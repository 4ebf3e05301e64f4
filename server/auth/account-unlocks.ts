// Unlock requests: an e-mailed link (a secret token) or a one-time code, sent to the
// address the customer typed, to unlock a locked account. Each is single use and expires after
// UNLOCK_TTL_SECONDS; it may be sent again MAX_UNLOCK_RESENDS times (not before the resend delay),
// each time with a new secret that replaces the last. Five wrong codes end a request. A request for
// an address without a locked account is stored and answered alike, but sends nothing and its
// secret is the hash of random bytes, which nothing matches.
import { randomBytes, randomUUID } from 'node:crypto';
import type { UnlockMethod, UnlockRequest } from '../../contracts/ums.ts';
import { type Identifier, maskIdentifier, parseDestination } from '../customers/identifiers.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest, notFound, tooManyRequests } from '../http/http-error.ts';
import { secondsText } from '../i18n/durations.ts';
import { msg } from '../i18n/server-message.ts';
import type { AuthServices } from './auth-services.ts';
import { MAX_OTP_ATTEMPTS } from './otp-challenges.ts';
import {
  looksLikeSecretToken,
  newOtpCode,
  newSecretToken,
  otpCodeHash,
  sameDigest,
  sha256Hex,
} from './secret-token.ts';

export const MAX_UNLOCK_RESENDS = 3;
export const BAD_UNLOCK_LINK = 'This unlock link is invalid, has expired or was used already.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The storefront route that reads ?token= and unlocks the account. */
export const UNLOCK_PATH = '/unlock';

/** The ways the store lets a locked account be unlocked. */
export async function storeUnlockMethods(db: Queryable, storeId: number): Promise<UnlockMethod[]> {
  const [row] = await db.query<{ unlock_methods: UnlockMethod[] }>(
    'SELECT unlock_methods FROM stores WHERE id = $1',
    [storeId],
  );
  return row?.unlock_methods ?? [];
}

export interface UnlockRow {
  id: string;
  store_id: number;
  customer_id: string | null;
  method: UnlockMethod;
  channel: 'email' | 'phone';
  destination: string;
  expires_at: Date;
  resend_after: Date;
  sends: number;
  attempts: number;
  consumed_at: Date | null;
}

const COLUMNS =
  'id, store_id, customer_id, method, channel, destination, expires_at, resend_after, sends, attempts, consumed_at';

/** The secret to send (null when nothing is sent) and the hash to keep. */
function newSecret(id: string, method: UnlockMethod, live: boolean): { secret: string | null; hash: string } {
  if (!live) return { secret: null, hash: randomBytes(32).toString('hex') };
  if (method === 'email_link') {
    const token = newSecretToken();
    return { secret: token, hash: sha256Hex(token) };
  }
  const code = newOtpCode();
  return { secret: code, hash: otpCodeHash(id, code) };
}

export async function createUnlock(
  auth: AuthServices,
  request: {
    storeId: number;
    customerId: string | null;
    method: UnlockMethod;
    identifier: Identifier;
    destination: string;
  },
): Promise<{ row: UnlockRow; secret: string | null }> {
  const id = randomUUID();
  const { secret, hash } = newSecret(id, request.method, request.customerId !== null);
  const now = auth.now();
  const [row] = await auth.db.query<UnlockRow>(
    `INSERT INTO account_unlocks (id, store_id, customer_id, method, channel, destination, secret_hash,
       expires_at, resend_after, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [
      id,
      request.storeId,
      request.customerId,
      request.method,
      request.identifier.channel,
      request.destination,
      hash,
      new Date(now + auth.config.unlockTtlSeconds * 1000),
      new Date(now + auth.config.otpResendSeconds * 1000),
      new Date(now),
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return { row, secret };
}

export async function findUnlock(db: Queryable, storeId: number, unlockId: string): Promise<UnlockRow> {
  if (!UUID.test(unlockId)) throw badRequest('unlock_id is not a valid unlock request id');
  const [row] = await db.query<UnlockRow>(
    `SELECT ${COLUMNS} FROM account_unlocks WHERE id = $1 AND store_id = $2`,
    [unlockId.toLowerCase(), storeId],
  );
  if (!row) throw notFound('This unlock request was not found. Please ask again.');
  return row;
}

const usedAlready = () => badRequest('This unlock request was used already. Please sign in.');

/** A new secret for the request (the last one stops working): bounded and not before the delay. */
export async function renewUnlock(
  auth: AuthServices,
  row: UnlockRow,
): Promise<{ row: UnlockRow; secret: string | null }> {
  const now = auth.now();
  if (row.consumed_at !== null) throw usedAlready();
  // Five wrong codes end the request: a new code would bring five more guesses, so none is sent.
  if (row.attempts >= MAX_OTP_ATTEMPTS) throw tooManyWrongCodes(row, now);
  if (row.sends > MAX_UNLOCK_RESENDS) {
    throw tooManyRequests(
      'You have asked for this too many times. Please start again later.',
      Math.max(1, (row.expires_at.getTime() - now) / 1000),
    );
  }
  const wait = (row.resend_after.getTime() - now) / 1000;
  if (wait > 0) {
    const seconds = Math.ceil(wait);
    throw tooManyRequests(
      msg('Please wait {wait} before asking for a new code.', { wait: secondsText(seconds) }),
      seconds,
    );
  }
  const { secret, hash } = newSecret(row.id, row.method, row.customer_id !== null);
  const [renewed] = await auth.db.query<UnlockRow>(
    `UPDATE account_unlocks SET secret_hash = $2, expires_at = $3, resend_after = $4, sends = sends + 1
     WHERE id = $1 AND consumed_at IS NULL AND sends = $5 AND attempts < $6 RETURNING ${COLUMNS}`,
    [
      row.id,
      hash,
      new Date(now + auth.config.unlockTtlSeconds * 1000),
      new Date(now + auth.config.otpResendSeconds * 1000),
      row.sends,
      MAX_OTP_ATTEMPTS,
    ],
  );
  // Renewed or used by a parallel request since it was read: report what it is now.
  if (!renewed) return renewUnlock(auth, await findUnlock(auth.db, row.store_id, row.id));
  return { row: renewed, secret };
}

/** Uses a live link's token; the customer it unlocks, or null. */
export async function consumeUnlockLink(
  db: Queryable,
  storeId: number,
  token: string,
  now: Date,
): Promise<string | null> {
  if (!looksLikeSecretToken(token)) return null;
  const [row] = await db.query<{ customer_id: string }>(
    `UPDATE account_unlocks SET consumed_at = $3
     WHERE secret_hash = $1 AND store_id = $2 AND method = 'email_link' AND customer_id IS NOT NULL
       AND consumed_at IS NULL AND expires_at > $3
     RETURNING customer_id`,
    [sha256Hex(token), storeId, now],
  );
  return row?.customer_id ?? null;
}

/**
 * Checks a code, claiming one of the request's five attempts first; returns the customer and the
 * hash it matched, for consumeUnlockCode() in the same transaction as the unlock.
 */
export async function checkUnlockCode(
  auth: AuthServices,
  row: UnlockRow,
  code: string,
): Promise<{ customerId: string; hash: string }> {
  const now = auth.now();
  if (row.method !== 'otp') throw badRequest('This unlock request sent a link, not a code');
  if (row.consumed_at !== null) throw usedAlready();
  if (row.attempts >= MAX_OTP_ATTEMPTS) throw tooManyWrongCodes(row, now);
  if (row.expires_at.getTime() <= now) throw badRequest('The code has expired. Ask for a new code.');
  const [claimed] = await auth.db.query<{ secret_hash: string }>(
    `UPDATE account_unlocks SET attempts = attempts + 1
     WHERE id = $1 AND consumed_at IS NULL AND attempts < $2 RETURNING secret_hash`,
    [row.id, MAX_OTP_ATTEMPTS],
  );
  if (!claimed) throw tooManyWrongCodes(row, now);
  const hash = otpCodeHash(row.id, code);
  if (!sameDigest(hash, claimed.secret_hash) || row.customer_id === null) {
    throw badRequest('The code is incorrect');
  }
  return { customerId: row.customer_id, hash };
}

/** Uses the request whose code matched; 400 when a parallel request used it (or a resend replaced it). */
export async function consumeUnlockCode(
  db: Queryable,
  row: UnlockRow,
  hash: string,
  now: Date,
): Promise<void> {
  const used = await db.query(
    `UPDATE account_unlocks SET consumed_at = $3 WHERE id = $1 AND secret_hash = $2 AND consumed_at IS NULL
     RETURNING id`,
    [row.id, hash, now],
  );
  if (used.length !== 1) throw usedAlready();
}

export function describeUnlock(auth: AuthServices, row: UnlockRow): UnlockRequest {
  const now = auth.now();
  const identifier = parseDestination(row.destination);
  if (!identifier) throw new Error(`Stored unlock destination is neither an e-mail nor a phone: ${row.id}`);
  return {
    unlock_id: row.id,
    method: row.method,
    destination: maskIdentifier(identifier),
    expires_in: Math.max(0, Math.ceil((row.expires_at.getTime() - now) / 1000)),
    resend_in: Math.max(0, Math.ceil((row.resend_after.getTime() - now) / 1000)),
    resends_left: Math.max(0, MAX_UNLOCK_RESENDS - (row.sends - 1)),
  };
}

/** Five wrong codes: the request is over (until it expires), and a new one must be asked for. */
function tooManyWrongCodes(row: UnlockRow, now: number) {
  return tooManyRequests(
    'Too many wrong codes. Please start again.',
    Math.max(1, (row.expires_at.getTime() - now) / 1000),
  );
}
