// GET ratings/{productId}: a product's average, how many ratings per star, and its reviews newest
// first, a page at a time.
import type { RatingPage, Review } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import type { Page } from '../http/pagination.ts';
import { requireProduct } from './require-product.ts';

interface ReviewRow extends Omit<Review, 'created_at'> {
  created_at: Date;
}

export async function loadRatingPage(
  db: Queryable,
  storeId: number,
  productId: number,
  page: Page,
): Promise<RatingPage> {
  const product = await requireProduct(db, storeId, productId);
  const [counts, reviews] = await Promise.all([
    db.query<{ rating: number; count: number }>(
      'SELECT rating, count(*)::int AS count FROM product_reviews WHERE product_id = $1 GROUP BY rating',
      [productId],
    ),
    db.query<ReviewRow>(
      `SELECT id AS rating_id, customer_name, rating, title, comment, created_at
       FROM product_reviews WHERE product_id = $1
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [productId, page.limit, page.offset],
    ),
  ]);
  const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const { rating, count } of counts) distribution[String(rating)] = count;
  return {
    // The same one-decimal average listings show and filter by.
    average: product.rating,
    count: product.rating_count,
    distribution,
    reviews: reviews.map((review) => ({ ...review, created_at: new Date(review.created_at).toISOString() })),
    total_count: product.rating_count,
  };
}
