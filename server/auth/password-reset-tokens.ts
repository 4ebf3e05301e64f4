// Forgot-password links: a single-use token per link, valid RESET_TOKEN_TTL_SECONDS. Using one link
// voids every other outstanding link of the same customer.

import { CUSTOMER_COLUMNS, type Customer, type CustomerRow, toCustomer } from '../customers/customers.ts';
import type { Queryable } from '../db/db.ts';
import { looksLikeSecretToken, newSecretToken, sha256Hex } from './secret-token.ts';

export async function createResetToken(
  db: Queryable,
  customerId: string,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const token = newSecretToken();
  await db.query(
    `INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at, created_at)
     VALUES ($1, $2, $3, $4)`,
    [sha256Hex(token), customerId, new Date(now.getTime() + ttlSeconds * 1000), now],
  );
  return token;
}

/** The customer of a live (unused, unexpired) token of this store, or null. */
export async function findResetTokenCustomer(
  db: Queryable,
  storeId: number,
  token: string,
  now: Date,
): Promise<Customer | null> {
  if (!looksLikeSecretToken(token)) return null;
  const [row] = await db.query<CustomerRow>(
    `SELECT ${CUSTOMER_COLUMNS} FROM password_reset_tokens t JOIN customers c ON c.id = t.customer_id
     WHERE t.token_hash = $1 AND c.store_id = $2 AND t.consumed_at IS NULL AND t.expires_at > $3`,
    [sha256Hex(token), storeId, now],
  );
  return row ? toCustomer(row) : null;
}

/** Uses the token and voids the customer's other links; returns the customer id, or null if not live. */
export async function consumeResetToken(
  db: Queryable,
  storeId: number,
  token: string,
  now: Date,
): Promise<string | null> {
  if (!looksLikeSecretToken(token)) return null;
  const [row] = await db.query<{ customer_id: string }>(
    `UPDATE password_reset_tokens t SET consumed_at = $3
     FROM customers c
     WHERE c.id = t.customer_id AND t.token_hash = $1 AND c.store_id = $2
       AND t.consumed_at IS NULL AND t.expires_at > $3
     RETURNING t.customer_id`,
    [sha256Hex(token), storeId, now],
  );
  if (!row) return null;
  await db.query(
    'UPDATE password_reset_tokens SET consumed_at = $2 WHERE customer_id = $1 AND consumed_at IS NULL',
    [row.customer_id, now],
  );
  return row.customer_id;
}
