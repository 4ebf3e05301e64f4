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

/**
 * Exchanges a refresh token for its successor in the same family, in one transaction holding the
 * session's row: refreshes of one family take their turns (and, like every writer, lock the session
 * before its tokens, so they cannot deadlock with a revocation).
 *
 * A rotated token presented again counts as reuse and revokes the whole family (a copied token),
 * except as the retry of a lost answer: within LOST_ANSWER_GRACE_SECONDS of a rotation made from
 * the device that signed the session in, again from that device (`deviceToken`, its HttpOnly
 * cookie, which page scripts cannot read), while the successor it was given has never been used.
 * Then that successor is retired (marked rotated: whoever presents it later revokes the family)
 * and a new one is issued, so a family never has two live tokens.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  realm: string,
  now: Date,
  refreshTtlSeconds: number,
  deviceToken: string | null = null,
): Promise<Rotation> {
  if (!looksLikeSecretToken(token)) return { ok: false, reason: 'unknown' };
  const tokenHash = sha256Hex(token);
  return db.transaction(async (tx) => {
    // The session's row first; only then the token, read afresh (a statement that waited for the
    // lock would otherwise see the token as it was before the other refresh rotated it).
    const [family] = await tx.query<{ session_id: string }>(
      'SELECT session_id FROM refresh_tokens WHERE token_hash = $1',
      [tokenHash],
    );
    if (!family) return { ok: false, reason: 'unknown' };
    await tx.query('SELECT 1 FROM login_sessions WHERE id = $1 FOR UPDATE', [family.session_id]);
    const [row] = await tx.query<
      PresentedRow & CustomerRow & { device_hash: string | null; rotated_on_device: boolean | null }
    >(
      `SELECT rt.id::text AS token_id, rt.session_id, rt.expires_at, rt.rotated_at, rt.revoked_at,
              rt.rotated_on_device, s.revoked_at AS session_revoked_at, st.realm_name,
              d.token_hash AS device_hash,
              ${CUSTOMER_COLUMNS}
       FROM refresh_tokens rt
       JOIN login_sessions s ON s.id = rt.session_id
       JOIN customers c ON c.id = s.customer_id
       JOIN stores st ON st.id = c.store_id
       LEFT JOIN trusted_devices d ON d.id = s.device_id AND d.removed_at IS NULL
       WHERE rt.token_hash = $1`,
      [tokenHash],
    );
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.realm_name !== realm) return { ok: false, reason: 'wrong_realm' };
    if (row.session_revoked_at !== null || row.revoked_at !== null) return { ok: false, reason: 'revoked' };

    // The request comes from the device that signed the session in.
    const onDevice =
      row.device_hash !== null && deviceToken !== null && row.device_hash === sha256Hex(deviceToken);
    let retired: unknown[];
    if (row.rotated_at === null) {
      if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      retired = await tx.query(
        `UPDATE refresh_tokens SET rotated_at = $2, rotated_on_device = $3
         WHERE id = $1::bigint AND rotated_at IS NULL RETURNING id`,
        [row.token_id, now, onDevice],
      );
    } else {
      // A retry only of a rotation that device made itself: a copy used first elsewhere is no lost
      // answer of the owner's. Checked before expiry: the token was valid when the rotation took it.
      const lostAnswer =
        onDevice &&
        row.rotated_on_device === true &&
        now.getTime() - row.rotated_at.getTime() <= LOST_ANSWER_GRACE_SECONDS * 1000;
      // The successor it was given, when never used since (a used one leaves nothing to retire).
      retired = lostAnswer
        ? await tx.query(
            `UPDATE refresh_tokens SET rotated_at = $2
             WHERE parent_id = $1::bigint AND rotated_at IS NULL AND revoked_at IS NULL RETURNING id`,
            [row.token_id, now],
          )
        : [];
    }
    if (retired.length !== 1) return reused(tx, row.session_id, now);
    return {
      ok: true,
      customer: toCustomer(row),
      realm: row.realm_name,
      sessionId: row.session_id,
      refreshToken: await addRefreshToken(tx, row.session_id, now, refreshTtlSeconds, row.token_id),
    };
  });
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
