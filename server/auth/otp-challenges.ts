// One-time codes: creating a challenge, sending a new code for it, and checking a code. Every code
// entered claims one of the challenge's five attempts *before* it is compared, so no burst of
// parallel guesses can try more than five codes per challenge, new codes sent for it included. A notice challenge (a sign-in code
// for an address without an account, a sign-up code for one with) is stored and answered like any
// other, but has no code: its hash is of random bytes, which no code matches.
import { randomBytes, randomUUID } from 'node:crypto';
import { OTP_LENGTH, type OtpChannel, type OtpPurpose } from '../../contracts/ums.ts';
import { isWellFormedOtp } from '../../machines/shared/inputRules.ts';
import { type Identifier, parseDestination } from '../customers/identifiers.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest, notFound, tooManyRequests } from '../http/http-error.ts';
import { secondsText } from '../i18n/durations.ts';
import { msg } from '../i18n/server-message.ts';
import type { AuthServices } from './auth-services.ts';
import { newOtpCode, otpCodeHash, sameDigest } from './secret-token.ts';
import type { Failures } from './sign-in-limits.ts';

export const MAX_OTP_ATTEMPTS = 5;

/** Why a challenge sends a notice instead of a code. */
export type Notice = 'no_account' | 'account_exists';

/** A sign-in code for an address without an account, or a sign-up code for one with, is a notice. */
export function noticeFor(purpose: OtpPurpose, hasAccount: boolean): Notice | null {
  if (purpose === 'login') return hasAccount ? null : 'no_account';
  if (purpose === 'contact' || purpose === 'device') return null;
  return hasAccount ? 'account_exists' : null;
}

export interface Challenge {
  id: string;
  storeId: number;
  purpose: OtpPurpose;
  channel: OtpChannel;
  /** The e-mail address, or the phone as "+91 9876543210". */
  destination: string;
  identifier: Identifier;
  /** The account a login code signs into, or whose address a contact code changes; for an 'account_exists' notice, the account. */
  customerId: string | null;
  notice: Notice | null;
  /** With purpose device: the trusted device whose removal the code confirms. */
  deviceId: string | null;
  expiresAt: Date;
  resendAfter: Date;
  attempts: number;
  consumedAt: Date | null;
}

interface ChallengeRow {
  id: string;
  store_id: number;
  purpose: OtpPurpose;
  channel: OtpChannel;
  destination: string;
  customer_id: string | null;
  notice: Notice | null;
  device_id: string | null;
  expires_at: Date;
  resend_after: Date;
  attempts: number;
  consumed_at: Date | null;
}

const COLUMNS =
  'id, store_id, purpose, channel, destination, customer_id, notice, device_id, expires_at, resend_after, attempts, consumed_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewChallenge {
  storeId: number;
  purpose: OtpPurpose;
  identifier: Identifier;
  destination: string;
  customerId: string | null;
  notice: Notice | null;
  deviceId?: string | null;
}

/** The challenge and its code, which only the outbox may see (null for a notice). */
export interface IssuedChallenge {
  challenge: Challenge;
  code: string | null;
}

/** Stores a challenge and returns it with its code. */
export async function createChallenge(auth: AuthServices, challenge: NewChallenge): Promise<IssuedChallenge> {
  const id = randomUUID();
  const { code, hash } = newCode(id, challenge.notice);
  const now = auth.now();
  const [row] = await auth.db.query<ChallengeRow>(
    `INSERT INTO otp_challenges (id, store_id, purpose, channel, destination, customer_id, notice,
       code_hash, expires_at, resend_after, created_at, device_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING ${COLUMNS}`,
    [
      id,
      challenge.storeId,
      challenge.purpose,
      challenge.identifier.channel,
      challenge.destination,
      challenge.customerId,
      challenge.notice,
      hash,
      new Date(now + auth.config.otpTtlSeconds * 1000),
      new Date(now + auth.config.otpResendSeconds * 1000),
      new Date(now),
      challenge.deviceId ?? null,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return { challenge: toChallenge(row), code };
}

/** The store's challenge with this id; 400 for a malformed id, 404 for an unknown one. */
export async function findChallenge(db: Queryable, storeId: number, otpId: string): Promise<Challenge> {
  if (!UUID.test(otpId)) throw badRequest('otp_id is not a valid code request id');
  const [row] = await db.query<ChallengeRow>(
    `SELECT ${COLUMNS} FROM otp_challenges WHERE id = $1 AND store_id = $2`,
    [otpId.toLowerCase(), storeId],
  );
  if (!row) throw notFound('This code request was not found. Ask for a new code.');
  return toChallenge(row);
}

/**
 * A new code for the same challenge, with a fresh expiry. Its attempts are not renewed: five wrong
 * codes end the challenge, however many new codes are sent (else each new code would bring five
 * more guesses). 400 once the code was used, 429 once five codes were wrong or before resend_after.
 */
export async function renewChallenge(auth: AuthServices, challenge: Challenge): Promise<IssuedChallenge> {
  const now = auth.now();
  if (challenge.consumedAt !== null) throw alreadyUsed();
  if (challenge.attempts >= MAX_OTP_ATTEMPTS) throw tooManyWrongCodes(challenge, now);
  const wait = (challenge.resendAfter.getTime() - now) / 1000;
  if (wait > 0) {
    const seconds = Math.ceil(wait);
    throw tooManyRequests(
      msg('Please wait {wait} before asking for a new code.', { wait: secondsText(seconds) }),
      seconds,
    );
  }
  const { code, hash } = newCode(challenge.id, challenge.notice);
  const [row] = await auth.db.query<ChallengeRow>(
    `UPDATE otp_challenges SET code_hash = $2, expires_at = $3, resend_after = $4
     WHERE id = $1 AND consumed_at IS NULL AND resend_after <= $5 AND attempts < $6
     RETURNING ${COLUMNS}`,
    [
      challenge.id,
      hash,
      new Date(now + auth.config.otpTtlSeconds * 1000),
      new Date(now + auth.config.otpResendSeconds * 1000),
      new Date(now),
      MAX_OTP_ATTEMPTS,
    ],
  );
  // Used, renewed or ended by a parallel request since it was read: report what it is now.
  if (!row) return renewChallenge(auth, await findChallenge(auth.db, challenge.storeId, challenge.id));
  return { challenge: toChallenge(row), code };
}

/**
 * Checks `code` against the challenge and returns the hash it matched; the caller consumes the
 * challenge with consumeChallenge() in the same transaction as what the code unlocks. A wrong code
 * stays counted in `failures` (429 before trying once they are used up).
 */
export async function checkCode(
  auth: AuthServices,
  challenge: Challenge,
  purpose: OtpPurpose,
  code: string,
  failures: Failures,
): Promise<string> {
  if (challenge.purpose !== purpose) {
    throw badRequest('This code was sent for another step. Please ask for a new code here.');
  }
  const now = auth.now();
  if (challenge.consumedAt !== null) throw alreadyUsed();
  if (challenge.attempts >= MAX_OTP_ATTEMPTS) throw tooManyWrongCodes(challenge, now);
  if (challenge.expiresAt.getTime() <= now) throw badRequest('The code has expired. Ask for a new code.');

  const hash = otpCodeHash(challenge.id, code);
  const right = await failures.attempt(async () => {
    const [claimed] = await auth.db.query<{ code_hash: string }>(
      `UPDATE otp_challenges SET attempts = attempts + 1
       WHERE id = $1 AND consumed_at IS NULL AND attempts < $2
       RETURNING code_hash`,
      [challenge.id, MAX_OTP_ATTEMPTS],
    );
    if (!claimed) {
      const current = await findChallenge(auth.db, challenge.storeId, challenge.id);
      throw current.consumedAt !== null ? alreadyUsed() : tooManyWrongCodes(current, now);
    }
    return sameDigest(hash, claimed.code_hash);
  });
  if (!right) throw badRequest('The code is incorrect');
  return hash;
}

/** Marks the challenge used; false when a parallel request used it first (or a new code replaced it). */
export async function consumeChallenge(
  db: Queryable,
  challengeId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE otp_challenges SET consumed_at = $3
     WHERE id = $1 AND code_hash = $2 AND consumed_at IS NULL RETURNING id`,
    [challengeId, codeHash, now],
  );
  return rows.length === 1;
}

function newCode(challengeId: string, notice: Notice | null): { code: string | null; hash: string } {
  if (notice !== null) return { code: null, hash: randomBytes(32).toString('hex') };
  const code = newOtpCode();
  return { code, hash: otpCodeHash(challengeId, code) };
}

/** The code as typed; a malformed one is a 400 and does not use up an attempt. */
export function parseCode(otp: string): string {
  if (!isWellFormedOtp(otp)) throw badRequest('The code has {length} digits.', { length: OTP_LENGTH });
  return otp;
}

export function alreadyUsed() {
  return badRequest('This code has already been used. Ask for a new code.');
}

function tooManyWrongCodes(challenge: Challenge, now: number) {
  return tooManyRequests(
    'Too many wrong codes. Ask for a new code.',
    (challenge.resendAfter.getTime() - now) / 1000,
  );
}

function toChallenge(row: ChallengeRow): Challenge {
  const identifier = parseDestination(row.destination);
  if (!identifier) throw new Error(`Stored OTP destination is neither an e-mail nor a phone: ${row.id}`);
  return {
    id: row.id,
    storeId: row.store_id,
    purpose: row.purpose,
    channel: row.channel,
    destination: row.destination,
    identifier,
    customerId: row.customer_id,
    notice: row.notice,
    deviceId: row.device_id,
    expiresAt: new Date(row.expires_at),
    resendAfter: new Date(row.resend_after),
    attempts: row.attempts,
    consumedAt: row.consumed_at === null ? null : new Date(row.consumed_at),
  };
}
