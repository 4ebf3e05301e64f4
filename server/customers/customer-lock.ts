// Changes to one customer's cart or wish list take turns: each change locks the customer's row
// first, inside its transaction. Rules that look at the whole list (how many lines it may hold,
// which merge key came first) then hold across server processes, and a change of several lines
// can never deadlock with another (emptying the cart while a merge adds to it).
import type { Queryable } from '../db/db.ts';

/**
 * Waits for other changes of this customer's lists, until the transaction ends. NO KEY UPDATE does
 * not conflict with the key-share locks that inserting a cart line or sign-in rows take.
 */
export async function lockCustomerLists(tx: Queryable, customerId: string): Promise<void> {
  await tx.query('SELECT 1 FROM customers WHERE id = $1 FOR NO KEY UPDATE', [customerId]);
}
