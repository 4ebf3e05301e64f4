// The customer's sign-ins and live sessions (SPEC section 2, /loginSessions and /activeSessions):
// each sign-in is recorded with its device, address, method and outcome; a live session is one not
// revoked whose refresh-token family can still be refreshed (an unused, unrevoked, unexpired token).

import type { ActiveSession, SignInMethod, SignInRecord } from '../../contracts/ums.ts';
import type { Queryable } from '../db/db.ts';
import type { Page } from '../http/pagination.ts';
import { describeUserAgent } from './user-agent.ts';

export interface SignInOrigin {
  /** As kept (keptUserAgent). */
  userAgent: string;
  address: string;
}

export interface SignInAttempt {
  customerId: string;
  /** The session a successful sign-in started; null for a failure. */
  sessionId: string | null;
  method: SignInMethod;
  origin: SignInOrigin;
  now: Date;
  /** The trusted device a failed password was typed on (account-lock.ts); none by default. */
  deviceId?: string | null;
}

export async function recordSignIn(db: Queryable, attempt: SignInAttempt): Promise<void> {
  await db.query(
    `INSERT INTO sign_in_events
       (customer_id, session_id, occurred_at, method, succeeded, user_agent, ip_address, device_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      attempt.customerId,
      attempt.sessionId,
      attempt.now,
      attempt.method,
      attempt.sessionId !== null,
      attempt.origin.userAgent,
      attempt.origin.address.slice(0, 64),
      attempt.deviceId ?? null,
    ],
  );
}

const limitOf = (page: Page) => page.limit ?? 2_147_483_647;

/** The customer's sign-ins, newest first, and how many there are. */
export async function listSignIns(
  db: Queryable,
  customerId: string,
  page: Page,
): Promise<{ total: number; items: SignInRecord[] }> {
  const [count] = await db.query<{ total: string }>(
    'SELECT count(*)::text AS total FROM sign_in_events WHERE customer_id = $1',
    [customerId],
  );
  const rows = await db.query<{
    id: string;
    occurred_at: Date;
    method: SignInMethod;
    succeeded: boolean;
    user_agent: string;
    ip_address: string;
  }>(
    `SELECT id::text, occurred_at, method, succeeded, user_agent, ip_address FROM sign_in_events
     WHERE customer_id = $1 ORDER BY occurred_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [customerId, limitOf(page), page.offset],
  );
  return {
    total: Number(count?.total ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      signed_in_at: row.occurred_at.toISOString(),
      method: row.method,
      succeeded: row.succeeded,
      ...describeUserAgent(row.user_agent),
      ip_address: row.ip_address,
    })),
  };
}

const LIVE = `s.customer_id = $1 AND s.revoked_at IS NULL AND EXISTS (
  SELECT 1 FROM refresh_tokens rt WHERE rt.session_id = s.id
    AND rt.rotated_at IS NULL AND rt.revoked_at IS NULL AND rt.expires_at > $2)`;

/** The customer's live sessions, newest first, the current one marked. */
export async function listActiveSessions(
  db: Queryable,
  customerId: string,
  currentSessionId: string,
  now: Date,
  page: Page,
): Promise<{ total: number; items: ActiveSession[] }> {
  const [count] = await db.query<{ total: string }>(
    `SELECT count(*)::text AS total FROM login_sessions s WHERE ${LIVE}`,
    [customerId, now],
  );
  const rows = await db.query<{
    id: string;
    created_at: Date;
    method: SignInMethod | null;
    user_agent: string | null;
    ip_address: string | null;
  }>(
    `SELECT s.id::text, s.created_at, e.method, e.user_agent, e.ip_address
     FROM login_sessions s LEFT JOIN sign_in_events e ON e.session_id = s.id
     WHERE ${LIVE} ORDER BY s.created_at DESC, s.id DESC LIMIT $3 OFFSET $4`,
    [customerId, now, limitOf(page), page.offset],
  );
  return {
    total: Number(count?.total ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      signed_in_at: row.created_at.toISOString(),
      method: row.method,
      ...describeUserAgent(row.user_agent ?? ''),
      ip_address: row.ip_address ?? '',
      current: row.id === currentSessionId,
    })),
  };
}

/** Whether the session is one of the customer's live sessions (another customer's is not). */
export async function isLiveSessionOf(
  db: Queryable,
  customerId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `SELECT s.id FROM login_sessions s WHERE s.id = $3::uuid AND ${LIVE}`,
    [customerId, now, sessionId],
  );
  return rows.length > 0;
}
