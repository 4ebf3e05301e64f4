// Trusted devices (/activeSessions): every successful sign-in trusts the browser it was
// made on. The browser keeps an opaque device token in an HttpOnly cookie (DEVICE_COOKIE); the
// database keeps only its SHA-256. A later sign-in presenting the token of one of the customer's
// live devices is the same device (its last_seen moves on); any other sign-in adds a device and
// hands out a new token. Removing a device revokes the sessions it started, at once.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { TrustedDevice } from '../../contracts/ums.ts';
import type { Queryable } from '../db/db.ts';
import { looksLikeSecretToken, newSecretToken, sha256Hex } from './secret-token.ts';
import { describeUserAgent } from './user-agent.ts';

export const DEVICE_COOKIE = 'sf_device';
/** Devices listed at most (newest first): a customer has a handful. */
export const MAX_LISTED_DEVICES = 50;
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 3600;

/** The device token the browser presented, when it has the right shape. */
export function presentedDeviceToken(c: Context): string | null {
  const token = getCookie(c, DEVICE_COOKIE);
  return token && looksLikeSecretToken(token) ? token : null;
}

export function setDeviceCookie(c: Context, token: string): void {
  setCookie(c, DEVICE_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}

/**
 * Ties the new session to the device the browser names, or to a new device; returns the token the
 * browser keeps (the same one, or a new one when it named none of the customer's live devices).
 */
export async function trustDevice(
  db: Queryable,
  customerId: string,
  sessionId: string,
  presented: string | null,
  userAgent: string,
  now: Date,
): Promise<string> {
  const device = await trustBrowser(db, customerId, presented, userAgent, now);
  await db.query('UPDATE login_sessions SET device_id = $2 WHERE id = $1', [sessionId, device.id]);
  return device.token;
}

/**
 * The browser as one of the customer's devices: the one its token names (seen again now), or a new
 * one with a new token. Alone (without a session) where the browser proved the customer's mailbox
 * without signing in: an unlock link or code, so that password sign-in works on it whatever
 * strangers do to the account's new devices.
 */
export async function trustBrowser(
  db: Queryable,
  customerId: string,
  presented: string | null,
  userAgent: string,
  now: Date,
): Promise<{ id: string; token: string }> {
  if (presented !== null) {
    const [known] = await db.query<{ id: string }>(
      `UPDATE trusted_devices SET last_seen_at = GREATEST(last_seen_at, $3), user_agent = $4
       WHERE token_hash = $1 AND customer_id = $2 AND removed_at IS NULL RETURNING id`,
      [sha256Hex(presented), customerId, now, userAgent],
    );
    if (known) return { id: known.id, token: presented };
  }
  const token = newSecretToken();
  const [added] = await db.query<{ id: string }>(
    `INSERT INTO trusted_devices (customer_id, token_hash, user_agent, first_seen_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [customerId, sha256Hex(token), userAgent, now],
  );
  if (!added) throw new Error('INSERT … RETURNING gave no row');
  return { id: added.id, token };
}

/** A session renewal is the device being seen. */
export async function seeSessionDevice(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE trusted_devices d SET last_seen_at = GREATEST(d.last_seen_at, $2)
     FROM login_sessions s WHERE s.id = $1 AND d.id = s.device_id AND d.removed_at IS NULL`,
    [sessionId, now],
  );
}

/** The customer's devices, most recently seen first; `current` is the one of the calling session. */
export async function listDevices(
  db: Queryable,
  customerId: string,
  currentSessionId: string,
): Promise<TrustedDevice[]> {
  const rows = await db.query<{
    id: string;
    user_agent: string;
    first_seen_at: Date;
    last_seen_at: Date;
    current: boolean;
  }>(
    `SELECT d.id::text, d.user_agent, d.first_seen_at, d.last_seen_at,
            EXISTS (SELECT 1 FROM login_sessions s WHERE s.id = $2 AND s.device_id = d.id) AS current
     FROM trusted_devices d WHERE d.customer_id = $1 AND d.removed_at IS NULL
     ORDER BY d.last_seen_at DESC, d.id LIMIT $3`,
    [customerId, currentSessionId, MAX_LISTED_DEVICES],
  );
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.user_agent),
    first_seen_at: row.first_seen_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: row.current,
  }));
}

/** Whether the device is one of the customer's live devices (another customer's is not). */
export async function isDeviceOf(db: Queryable, customerId: string, deviceId: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM trusted_devices WHERE id = $1::uuid AND customer_id = $2 AND removed_at IS NULL',
    [deviceId, customerId],
  );
  return rows.length > 0;
}

/**
 * Removes the device and revokes every live session it started (their refresh-token families at
 * once); returns how many were signed out, or null when it was not the customer's live device.
 */
export async function removeDevice(
  db: Queryable,
  customerId: string,
  deviceId: string,
  now: Date,
): Promise<number | null> {
  const removed = await db.query(
    `UPDATE trusted_devices SET removed_at = $3
     WHERE id = $1::uuid AND customer_id = $2 AND removed_at IS NULL RETURNING id`,
    [deviceId, customerId, now],
  );
  if (removed.length === 0) return null;
  const revoked = await db.query<{ id: string }>(
    `WITH revoked AS (
       UPDATE login_sessions SET revoked_at = $2, revoked_reason = 'device_removed'
       WHERE device_id = $1::uuid AND revoked_at IS NULL RETURNING id
     ), tokens AS (
       UPDATE refresh_tokens SET revoked_at = $2
       WHERE session_id IN (SELECT id FROM revoked) AND revoked_at IS NULL
     )
     SELECT id FROM revoked`,
    [deviceId, now],
  );
  return revoked.length;
}
