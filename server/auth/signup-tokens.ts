// The proof a validated sign-up code leaves behind: a single-use token, valid 15 minutes, that lets
// the holder create an account with the verified e-mail address or phone.

import type { Identifier } from '../customers/identifiers.ts';
import type { Queryable } from '../db/db.ts';
import type { Challenge } from './otp-challenges.ts';
import { looksLikeSecretToken, newSecretToken, sha256Hex } from './secret-token.ts';

export const SIGNUP_TOKEN_TTL_SECONDS = 15 * 60;

export async function createSignupToken(db: Queryable, challenge: Challenge, now: Date): Promise<string> {
  const token = newSecretToken();
  const { identifier } = challenge;
  await db.query(
    `INSERT INTO signup_tokens (token_hash, otp_id, store_id, email, phone_extension, phone_number,
       expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      sha256Hex(token),
      challenge.id,
      challenge.storeId,
      identifier.channel === 'email' ? identifier.email : null,
      identifier.channel === 'phone' ? identifier.phone.extension : null,
      identifier.channel === 'phone' ? identifier.phone.number : null,
      new Date(now.getTime() + SIGNUP_TOKEN_TTL_SECONDS * 1000),
      now,
    ],
  );
  return token;
}

/** Whether the token could be used now, without using it (a cheap check before hashing a password). */
export async function isSignupTokenLive(
  db: Queryable,
  storeId: number,
  token: string,
  now: Date,
): Promise<boolean> {
  if (!looksLikeSecretToken(token)) return false;
  const rows = await db.query(
    `SELECT 1 FROM signup_tokens
     WHERE token_hash = $1 AND store_id = $2 AND consumed_at IS NULL AND expires_at > $3`,
    [sha256Hex(token), storeId, now],
  );
  return rows.length === 1;
}

interface SignupTokenRow {
  email: string | null;
  phone_extension: string | null;
  phone_number: string | null;
}

/** Uses the token up and returns what it verified; null when unknown, used, expired or another store's. */
export async function consumeSignupToken(
  db: Queryable,
  storeId: number,
  token: string,
  now: Date,
): Promise<Identifier | null> {
  if (!looksLikeSecretToken(token)) return null;
  const [row] = await db.query<SignupTokenRow>(
    `UPDATE signup_tokens SET consumed_at = $3
     WHERE token_hash = $1 AND store_id = $2 AND consumed_at IS NULL AND expires_at > $3
     RETURNING email, phone_extension, phone_number`,
    [sha256Hex(token), storeId, now],
  );
  if (!row) return null;
  if (row.email !== null) return { channel: 'email', email: row.email };
  if (row.phone_extension !== null && row.phone_number !== null) {
    return { channel: 'phone', phone: { extension: row.phone_extension, number: row.phone_number } };
  }
  throw new Error('A sign-up token verified neither an e-mail nor a phone');
}
