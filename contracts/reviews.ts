// cfs ratings write (SPEC section 7 "ratings"; paths and payloads fixed here): a customer rates
// and reviews a product once it has been delivered to them (an order item of it delivered), one
// review per customer per product, editable; it shows in the product's reviews (GET
// /pbs/rest/v3/ratings/{productId}) under the customer's first name and initial, and counts in
// the product's rating at once.
//
//   GET /cfs/rest/v3/customer-ratings/{productId}                       → MyReview
//   PUT /cfs/rest/v3/customer-ratings/{productId}   WriteReviewRequest  → MyReview

import type { Review } from './pbs.ts';

export const MAX_REVIEW_TITLE = 200;
export const MAX_REVIEW_COMMENT = 5000;

export interface MyReview {
  product_id: number;
  /** Whether the customer may write (or edit) a review now. */
  can_review: boolean;
  /** Why not, when not; null otherwise. */
  reason: string | null;
  review: (Review & { updated_at: string | null }) | null;
}

export interface WriteReviewRequest {
  /** 1 to 5. */
  rating: number;
  title?: string;
  comment?: string;
}
