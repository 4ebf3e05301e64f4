// cfs ratings write (contracts/reviews.ts): the customer's own review of a product, and writing it.
// The customer guard is cfs-aftercare.ts's.
import { Hono } from 'hono';
import { MAX_REVIEW_COMMENT, MAX_REVIEW_TITLE, type MyReview } from '../../contracts/reviews.ts';
import type { CustomerEnv } from '../auth/bearer.ts';
import type { Db } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest } from '../http/http-error.ts';
import { readJsonObject } from '../http/json-object.ts';
import { parsePathId } from '../http/path-id.ts';
import { optionalText } from '../http/text-field.ts';
import { loadMyReview, type ReviewInput, writeReview } from '../reviews/review-writes.ts';

export function cfsReviewRoutes(db: Db, now: () => number): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();

  app.get('/customer-ratings/:productId', async (c) => {
    const productId = parsePathId(c.req.param('productId'), 'productId');
    const body: MyReview = await loadMyReview(db, c.var.customer, productId);
    return sendOk(c, body);
  });

  app.put('/customer-ratings/:productId', async (c) => {
    const productId = parsePathId(c.req.param('productId'), 'productId');
    const input = parseReview(await readJsonObject(c));
    const customer = c.var.customer;
    const result = await db.transaction((tx) => writeReview(tx, customer, productId, input, new Date(now())));
    const body: MyReview = result.review;
    return sendOk(c, body, result.created ? 'Review saved' : 'Review updated');
  });

  return app;
}

function parseReview(body: Record<string, unknown>): ReviewInput {
  const rating = body.rating;
  if (rating === undefined || rating === null) throw badRequest('Please choose a rating.');
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    throw badRequest('A rating is a whole number of stars from 1 to 5.');
  }
  return {
    rating,
    title: optionalText(body, 'title', { max: MAX_REVIEW_TITLE }),
    comment: optionalText(body, 'comment', { max: MAX_REVIEW_COMMENT, multiline: true }),
  };
}
