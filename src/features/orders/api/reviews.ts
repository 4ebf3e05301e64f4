import { CFS_BASE_PATH } from '../../../../contracts/cfs.ts';
import type { MyReview, WriteReviewRequest } from '../../../../contracts/reviews.ts';
import type { ApiClient } from '../../../api/client.ts';

// The customer's own review of a product (contracts/reviews.ts).

export const fetchMyReview = (api: ApiClient, productId: number) =>
  api.get<MyReview>(`${CFS_BASE_PATH}/customer-ratings/${productId}`);

export const writeReview = (api: ApiClient, productId: number, body: WriteReviewRequest) =>
  api.send<MyReview>('PUT', `${CFS_BASE_PATH}/customer-ratings/${productId}`, body);
