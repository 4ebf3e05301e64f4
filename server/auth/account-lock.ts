// No lock-out by strangers (the OWASP device-cookie scheme, decision 0030). Wrong
// passwords lock password sign-in only where the customer has not signed in before:
// - from a device that presents no device cookie of this customer's (trusted-devices.ts), the
//   LOCK_AFTER_FAILED_SIGN_INS-th wrong password within LOCK_WINDOW_SECONDS, counted from the
//   sign-in history since the later of the window's start, the last successful sign-in and the last
//   unlock, locks password sign-in from every such device (customers.locked_at) until the customer
//   unlocks it (account-unlocks.ts); the customer is sent the unlock offer once, when it locks;
// - a trusted device's wrong passwords count for that device alone: as many lock out that device
//   (it is then treated as any untrusted one) until it is seen again (a session renewal there) or
//   the account is unlocked.
// A locked device is answered exactly as a wrong password (401, the same message, the password
// still checked), so the answer tells nobody whether the account exists or is locked. Sign-in by a
// one-time code and sign-in from a trusted device keep working whatever strangers do. The rate
// limits (sign-in-limits.ts) are unchanged and independent.
import type { Queryable } from '../db/db.ts';
import { sha256Hex } from './secret-token.ts';

export async function isLocked(db: Queryable, customerId: string): Promise<boolean> {
  const [row] = await db.query<{ locked: boolean }>(
    'SELECT locked_at IS NOT NULL AS locked FROM customers WHERE id = $1',
    [customerId],
  );
  return row?.locked ?? false;
}

/**
 * The customer's live trusted device that `presented` (the device cookie) names, unless its own
 * wrong passwords since it was last seen (or the account was last unlocked) reached the threshold
 * within the window; null otherwise (no cookie, another customer's, removed, locked out).
 */
export async function trustedDeviceFor(
  db: Queryable,
  customerId: string,
  presented: string | null,
  now: Date,
  threshold: number,
  windowSeconds: number,
): Promise<string | null> {
  if (presented === null) return null;
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db.query<{ id: string }>(
    `SELECT d.id::text FROM trusted_devices d JOIN customers c ON c.id = d.customer_id
     WHERE d.token_hash = $1 AND d.customer_id = $2 AND d.removed_at IS NULL AND (
       SELECT count(*) FROM sign_in_events e
       WHERE e.device_id = d.id AND NOT e.succeeded AND e.method = 'password'
         AND e.occurred_at > GREATEST($3::timestamptz, d.last_seen_at, COALESCE(c.unlocked_at, '-infinity'))
     ) < $4`,
    [sha256Hex(presented), customerId, since, threshold],
  );
  return row?.id ?? null;
}

/**
 * After a wrong password from an untrusted device (already recorded): locks password sign-in from
 * untrusted devices once the threshold is reached. True only for the call that locked it (however
 * many run at once), so the customer is told once.
 */
export async function lockAfterFailures(
  db: Queryable,
  customerId: string,
  now: Date,
  threshold: number,
  windowSeconds: number,
): Promise<boolean> {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const locked = await db.query(
    `UPDATE customers c SET locked_at = $2
     WHERE c.id = $1 AND c.locked_at IS NULL AND (
       SELECT count(*) FROM sign_in_events e
       WHERE e.customer_id = c.id AND NOT e.succeeded AND e.method = 'password' AND e.device_id IS NULL
         AND e.occurred_at > GREATEST($3::timestamptz, COALESCE(c.unlocked_at, '-infinity'),
           COALESCE((SELECT max(s.occurred_at) FROM sign_in_events s
                     WHERE s.customer_id = c.id AND s.succeeded), '-infinity'))
     ) >= $4
     RETURNING c.id`,
    [customerId, now, since, threshold],
  );
  return locked.length > 0;
}

/** Unlocks the account; its earlier failures no longer count. False when it was not locked. */
export async function unlockAccount(db: Queryable, customerId: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE customers SET locked_at = NULL, unlocked_at = $2 WHERE id = $1 AND locked_at IS NOT NULL RETURNING id',
    [customerId, now],
  );
  return rows.length > 0;
}
