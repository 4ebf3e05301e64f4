// Account lock (issue 13): LOCK_AFTER_FAILED_SIGN_INS wrong passwords within LOCK_WINDOW_SECONDS
// lock the account, counted from the sign-in history (sign_in_events) since the later of the
// window's start, the last successful sign-in and the last unlock. A locked account refuses every
// sign-in (password or code) with 423 until it is unlocked by an e-mailed link or a one-time code
// (account-unlocks.ts). The rate limits (sign-in-limits.ts) are unchanged and independent.
import { ACCOUNT_LOCKED_STATUS } from '../../contracts/ums.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';

export const ACCOUNT_LOCKED =
  'Your account is locked after too many failed sign-ins. Unlock it with a link or a code we send you.';

export const accountLocked = () => new HttpError(ACCOUNT_LOCKED_STATUS, ACCOUNT_LOCKED);

export async function isLocked(db: Queryable, customerId: string): Promise<boolean> {
  const [row] = await db.query<{ locked: boolean }>(
    'SELECT locked_at IS NOT NULL AS locked FROM customers WHERE id = $1',
    [customerId],
  );
  return row?.locked ?? false;
}

/** After a wrong password (already recorded): locks the account once the threshold is reached. */
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
       WHERE e.customer_id = c.id AND NOT e.succeeded AND e.method = 'password'
         AND e.occurred_at > GREATEST($3::timestamptz, COALESCE(c.unlocked_at, '-infinity'),
           COALESCE((SELECT max(s.occurred_at) FROM sign_in_events s
                     WHERE s.customer_id = c.id AND s.succeeded), '-infinity'))
     ) >= $4
     RETURNING c.id`,
    [customerId, now, since, threshold],
  );
  return locked.length > 0 || (await isLocked(db, customerId));
}

/** Unlocks the account; its earlier failures no longer count. False when it was not locked. */
export async function unlockAccount(db: Queryable, customerId: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE customers SET locked_at = NULL, unlocked_at = $2 WHERE id = $1 AND locked_at IS NOT NULL RETURNING id',
    [customerId, now],
  );
  return rows.length > 0;
}
