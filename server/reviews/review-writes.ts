// A customer's own review of a product (contracts/reviews.ts): allowed once an order item of the
// product has been delivered to them, one per customer per product (a unique index), edited in
// place. product_reviews' triggers keep the product's rating up to date.
import type { MyReview } from '../../contracts/reviews.ts';
import { requireProduct } from '../catalogue/require-product.ts';
import type { Customer } from '../customers/customers.ts';
import type { Queryable } from '../db/db.ts';
import { conflict } from '../http/http-error.ts';
import { type ItemStanding, isItemDelivered } from '../orders/item-delivery.ts';
import { catalogChanged } from '../page/first-screen-cache.ts';

export const NOT_DELIVERED = 'You can review a product once it has been delivered to you.';

export interface ReviewInput {
  rating: number;
  title: string;
  comment: string;
}

interface ReviewRow {
  rating_id: number;
  customer_name: string;
  rating: number;
  title: string;
  comment: string;
  created_at: Date;
  updated_at: Date | null;
}

export async function loadMyReview(db: Queryable, customer: Customer, productId: number): Promise<MyReview> {
  await requireProduct(db, customer.storeId, productId);
  const delivered = await hasReceived(db, customer.id, productId);
  return {
    product_id: productId,
    can_review: delivered,
    reason: delivered ? null : NOT_DELIVERED,
    review: await reviewOf(db, customer.id, productId),
  };
}

/** Creates or edits the review; `created` tells which. */
export async function writeReview(
  tx: Queryable,
  customer: Customer,
  productId: number,
  input: ReviewInput,
  now: Date,
): Promise<{ review: MyReview; created: boolean }> {
  await requireProduct(tx, customer.storeId, productId);
  if (!(await hasReceived(tx, customer.id, productId))) throw conflict(NOT_DELIVERED);
  const [row] = await tx.query<{ created: boolean }>(
    `INSERT INTO product_reviews AS r (product_id, customer_id, customer_name, rating, title, comment, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (product_id, customer_id) WHERE customer_id IS NOT NULL DO UPDATE SET
       customer_name = EXCLUDED.customer_name, rating = EXCLUDED.rating, title = EXCLUDED.title,
       comment = EXCLUDED.comment,
       updated_at = CASE WHEN (r.rating, r.title, r.comment) IS NOT DISTINCT FROM
                              (EXCLUDED.rating, EXCLUDED.title, EXCLUDED.comment)
                         THEN r.updated_at ELSE $7 END
     RETURNING (xmax = 0) AS created`,
    [productId, customer.id, displayName(customer), input.rating, input.title, input.comment, now],
  );
  await catalogChanged(tx);
  return {
    review: {
      product_id: productId,
      can_review: true,
      reason: null,
      review: await reviewOf(tx, customer.id, productId),
    },
    created: row?.created ?? false,
  };
}

/** "Asha R.": the first name and the last name's initial, as seeded reviews show names. */
export function displayName(customer: Pick<Customer, 'firstName' | 'lastName'>): string {
  const first = customer.firstName.trim();
  const initial = [...customer.lastName.trim()][0];
  const name = [first, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
  return name === '' ? 'Customer' : [...name].slice(0, 100).join('');
}

async function hasReceived(db: Queryable, customerId: string, productId: number): Promise<boolean> {
  const rows = await db.query<ItemStanding>(
    `SELECT o.order_kind, i.order_status, i.delivered_at, o.payment_mode,
       CASE WHEN o.payment_mode = 'pay_on_delivery' THEN i.payment_status ELSE o.payment_status END
         AS payment_status
     FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE o.customer_id = $1 AND i.product_id = $2`,
    [customerId, productId],
  );
  return rows.some(isItemDelivered);
}

async function reviewOf(db: Queryable, customerId: string, productId: number): Promise<MyReview['review']> {
  const [row] = await db.query<ReviewRow>(
    `SELECT id AS rating_id, customer_name, rating, title, comment, created_at, updated_at
     FROM product_reviews WHERE product_id = $1 AND customer_id = $2`,
    [productId, customerId],
  );
  if (!row) return null;
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}
