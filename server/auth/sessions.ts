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
  parentId: string | null = null,
): Promise<string> {
  const token = newSecretToken();
  await db.query(
    `INSERT INTO refresh_tokens (session_id, token_hash, issued_at, expires_at, parent_id)
     VALUES ($1, $2, $3, $4, $5::bigint)`,
    [sessionId, sha256Hex(token), now, new Date(now.getTime() + ttlSeconds * 1000), parentId],
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
 * How long after its rotation a refresh token may be presented again as a retry of an answer that
 * never arrived (the page reloaded, or the connection dropped, while the refresh was on its way):
 * the server rotated the token, but the browser still holds only the old one.
 */
export const LOST_ANSWER_GRACE_SECONDS = 30;

/** A concurrent request can change a token between reading and updating it: try this often. */
const ROTATION_ATTEMPTS = 3;

/**
 * Exchanges a refresh token for its successor in the same family. The presented token is marked
 * rotated by a conditional UPDATE, so of two requests with the same token only one rotates it.
 *
 * A rotated token presented again counts as reuse and revokes the whole family (a copied token),
 * except as the retry of a lost answer: within LOST_ANSWER_GRACE_SECONDS of the rotation, while
 * the successor it was given has never been used. Then that successor is retired (marked rotated,
 * so whoever presents it later revokes the family: a copy still comes to light) and a new one is
 * issued. So a family never has two live tokens.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  realm: string,
  now: Date,
  refreshTtlSeconds: number,
): Promise<Rotation> {
  if (!looksLikeSecretToken(token)) return { ok: false, reason: 'unknown' };
  for (let attempt = 0; attempt < ROTATION_ATTEMPTS; attempt++) {
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
    if (row.expires_at.getTime() <= now.getTime()) {
      return row.rotated_at === null ? { ok: false, reason: 'expired' } : reused(db, row.session_id, now);
    }
    const lostAnswer =
      row.rotated_at !== null && now.getTime() - row.rotated_at.getTime() <= LOST_ANSWER_GRACE_SECONDS * 1000;
    if (row.rotated_at !== null && !lostAnswer) return reused(db, row.session_id, now);

    const next = await db.transaction(async (tx) => {
      // The presented token if it is live; for a lost answer, its successor if never used since.
      const retired = await tx.query(
        `UPDATE refresh_tokens rt SET rotated_at = $2
         WHERE ${lostAnswer ? 'rt.parent_id' : 'rt.id'} = $1::bigint
           AND rt.rotated_at IS NULL AND rt.revoked_at IS NULL
           AND EXISTS (SELECT 1 FROM login_sessions s WHERE s.id = rt.session_id AND s.revoked_at IS NULL)
         RETURNING rt.id`,
        [row.token_id, now],
      );
      return retired.length === 1
        ? addRefreshToken(tx, row.session_id, now, refreshTtlSeconds, row.token_id)
        : null;
    });
    if (next !== null) {
      return {
        ok: true,
        customer: toCustomer(row),
        realm: row.realm_name,
        sessionId: row.session_id,
        refreshToken: next,
      };
    }
    // Lost a race: another request rotated this token (or retired its successor) since it was
    // read; read it again. A successor that was used leaves nothing to retire, every time.
  }
  const [latest] = await db.query<{ session_id: string }>(
    'SELECT session_id FROM refresh_tokens WHERE token_hash = $1',
    [sha256Hex(token)],
  );
  return latest ? reused(db, latest.session_id, now) : { ok: false, reason: 'unknown' };
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
