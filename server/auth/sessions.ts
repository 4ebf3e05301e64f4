// Login sessions and their refresh-token families: starting one, rotating its refresh token (with
// reuse detection), and revoking one session or all of a customer's sessions.

import { CUSTOMER_COLUMNS, type Customer, type CustomerRow, toCustomer } from '../customers/customers.ts';
import type { Db, Queryable } from '../db/db.ts';
import { looksLikeSecretToken, newSecretToken, sha256Hex } from './secret-token.ts';

export type RevokeReason = 'logout' | 'reuse' | 'password_reset' | 'password_change' | 'device_removed';

export interface StartedSession {
  sessionId: string;
  refreshToken: string;
}

/** Creates the session and its first refresh token. */
export async function startSession(
  db: Queryable,
  customerId: string,
  now: Date,
  refreshTtlSeconds: number,
): Promise<StartedSession> {
  const [session] = await db.query<{ id: string }>(
    'INSERT INTO login_sessions (customer_id, created_at) VALUES ($1, $2) RETURNING id',
    [customerId, now],
  );
  if (!session) throw new Error('INSERT … RETURNING gave no row');
  return {
    sessionId: session.id,
    refreshToken: await addRefreshToken(db, session.id, now, refreshTtlSeconds),
  };
}

async function addRefreshToken(
  db: Queryable,
  sessionId: string,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const token = newSecretToken();
  await db.query(
    'INSERT INTO refresh_tokens (session_id, token_hash, issued_at, expires_at) VALUES ($1, $2, $3, $4)',
    [sessionId, sha256Hex(token), now, new Date(now.getTime() + ttlSeconds * 1000)],
  );
  return token;
}

export type Rotation =
  | { ok: true; customer: Customer; realm: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'wrong_realm' | 'revoked' | 'expired' | 'reused' };

interface PresentedRow {
  token_id: string;
  session_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  session_revoked_at: Date | null;
  realm_name: string;
}

/**
 * Exchanges a refresh token for its successor in the same family. The presented token is marked
 * rotated by a conditional UPDATE, so of two requests with the same token only one can win; the
 * other, like any later use of a rotated token, counts as reuse and revokes the whole family.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  realm: string,
  now: Date,
  refreshTtlSeconds: number,
): Promise<Rotation> {
  if (!looksLikeSecretToken(token)) return { ok: false, reason: 'unknown' };
  const [row] = await db.query<PresentedRow & CustomerRow>(
    `SELECT rt.id::text AS token_id, rt.session_id, rt.expires_at, rt.rotated_at, rt.revoked_at,
            s.revoked_at AS session_revoked_at, st.realm_name, ${CUSTOMER_COLUMNS}
     FROM refresh_tokens rt
     JOIN login_sessions s ON s.id = rt.session_id
     JOIN customers c ON c.id = s.customer_id
     JOIN stores st ON st.id = c.store_id
     WHERE rt.token_hash = $1`,
    [sha256Hex(token)],
  );
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.realm_name !== realm) return { ok: false, reason: 'wrong_realm' };
  if (row.session_revoked_at !== null || row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (row.rotated_at !== null) return reused(db, row.session_id, now);
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  const next = await db.transaction(async (tx) => {
    const won = await tx.query(
      `UPDATE refresh_tokens rt SET rotated_at = $2
       WHERE rt.id = $1::bigint AND rt.rotated_at IS NULL AND rt.revoked_at IS NULL
         AND EXISTS (SELECT 1 FROM login_sessions s WHERE s.id = rt.session_id AND s.revoked_at IS NULL)
       RETURNING rt.id`,
      [row.token_id, now],
    );
    return won.length === 1 ? addRefreshToken(tx, row.session_id, now, refreshTtlSeconds) : null;
  });
  // Lost the race: another request rotated (or someone revoked) this token since it was read.
  if (next === null) return reused(db, row.session_id, now);
  return {
    ok: true,
    customer: toCustomer(row),
    realm: row.realm_name,
    sessionId: row.session_id,
    refreshToken: next,
  };
}

async function reused(db: Queryable, sessionId: string, now: Date): Promise<Rotation> {
  await revokeSession(db, sessionId, 'reuse', now);
  return { ok: false, reason: 'reused' };
}

/** Revokes the session and every refresh token of its family. Revoking twice keeps the first reason. */
export async function revokeSession(
  db: Queryable,
  sessionId: string,
  reason: RevokeReason,
  now: Date,
): Promise<boolean> {
  const revoked = await db.query<{ id: string }>(
    `WITH revoked AS (
       UPDATE login_sessions SET revoked_at = $3, revoked_reason = $2
       WHERE id = $1 AND revoked_at IS NULL RETURNING id
     ), tokens AS (
       UPDATE refresh_tokens SET revoked_at = $3
       WHERE session_id IN (SELECT id FROM revoked) AND revoked_at IS NULL
     )
     SELECT id FROM revoked`,
    [sessionId, reason, now],
  );
  return revoked.length > 0;
}

/** Revokes all of a customer's live sessions except `keep` (the session making the change). */
export async function revokeCustomerSessions(
  db: Queryable,
  customerId: string,
  reason: RevokeReason,
  now: Date,
  keep: string | null = null,
): Promise<number> {
  const revoked = await db.query<{ id: string }>(
    `WITH revoked AS (
       UPDATE login_sessions SET revoked_at = $3, revoked_reason = $2
       WHERE customer_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $4::uuid RETURNING id
     ), tokens AS (
       UPDATE refresh_tokens SET revoked_at = $3
       WHERE session_id IN (SELECT id FROM revoked) AND revoked_at IS NULL
     )
     SELECT id FROM revoked`,
    [customerId, reason, now, keep],
  );
  return revoked.length;
}
