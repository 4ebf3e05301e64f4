// The guest-cart merge is applied once per customer and Idempotency-Key: the key is recorded in
// the merge's own transaction, so a repeat (a lost answer, a reload, another tab, another server
// process) finds it and changes nothing; a merge that fails records nothing and may be sent again.
import type { Queryable } from '../db/db.ts';

/** Long enough for any retry the storefront makes; a merge it still keeps after that is applied again. */
export const MERGE_KEY_DAYS = 7;
const MERGE_KEY_MS = MERGE_KEY_DAYS * 24 * 60 * 60 * 1000;

/**
 * true: the key is new for this customer, so the merge is to be applied; false: it was applied
 * before. Concurrent claims of one key wait on each other (the primary key), and one wins.
 */
export async function claimMergeKey(
  tx: Queryable,
  customerId: string,
  key: string,
  now: number,
): Promise<boolean> {
  // The customer's own expired keys go first, so a customer's keys stay few without a sweeper.
  await tx.query('DELETE FROM cart_merge_keys WHERE customer_id = $1 AND created_at < $2', [
    customerId,
    new Date(now - MERGE_KEY_MS).toISOString(),
  ]);
  const claimed = await tx.query(
    `INSERT INTO cart_merge_keys (customer_id, idempotency_key, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, idempotency_key) DO NOTHING RETURNING 1`,
    [customerId, key, new Date(now).toISOString()],
  );
  return claimed.length > 0;
}
