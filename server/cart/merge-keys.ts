// The guest-cart merge is applied once per customer and Idempotency-Key: the key is recorded in
// the merge's own transaction, so a repeat (a lost answer, a reload, another tab, another server
// process) finds it and changes nothing; a merge that fails records nothing and may be sent again.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import type { RequestedEntry } from './cart-request.ts';

/** Long enough for any retry the storefront makes; a merge it still keeps after that is applied again. */
export const MERGE_KEY_DAYS = 7;
const MERGE_KEY_MS = MERGE_KEY_DAYS * 24 * 60 * 60 * 1000;

/** The merge's products, quantities and slots, in any order: what a true repeat sends again. */
export function mergeFingerprint(entries: readonly RequestedEntry[]): string {
  const canonical = entries
    .map((entry) => [entry.product, entry.quantity, entry.slotId ?? null] as const)
    .sort((x, y) => x[0] - y[0] || x[1] - y[1] || (x[2] ?? 0) - (y[2] ?? 0));
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url');
}

/** 422, as the IETF Idempotency-Key draft answers a key reused for another request. */
export const keyReusedForAnotherMerge = () =>
  new HttpError(422, 'This Idempotency-Key was already used for a merge of other products.');

/**
 * true: the key is new for this customer, so the merge is to be applied; false: it was applied
 * before with the same products. The same key with other products throws 422. Concurrent claims
 * of one key wait on each other (the primary key), and one wins.
 */
export async function claimMergeKey(
  tx: Queryable,
  customerId: string,
  key: string,
  fingerprint: string,
  now: number,
): Promise<boolean> {
  // The customer's own expired keys go first, so a customer's keys stay few without a sweeper.
  await tx.query('DELETE FROM cart_merge_keys WHERE customer_id = $1 AND created_at < $2', [
    customerId,
    new Date(now - MERGE_KEY_MS).toISOString(),
  ]);
  const claimed = await tx.query(
    `INSERT INTO cart_merge_keys (customer_id, idempotency_key, created_at, request_fingerprint)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id, idempotency_key) DO NOTHING RETURNING 1`,
    [customerId, key, new Date(now).toISOString(), fingerprint],
  );
  if (claimed.length > 0) return true;
  const [before] = await tx.query<{ request_fingerprint: string | null }>(
    'SELECT request_fingerprint FROM cart_merge_keys WHERE customer_id = $1 AND idempotency_key = $2',
    [customerId, key],
  );
  if (before?.request_fingerprint != null && before.request_fingerprint !== fingerprint) {
    throw keyReusedForAnotherMerge();
  }
  return false;
}
