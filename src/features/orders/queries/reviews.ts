import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { WriteReviewRequest } from '../../../../contracts/reviews.ts';
import type { ApiClient } from '../../../api/client.ts';
import { fetchMyReview, writeReview } from '../api/reviews.ts';

/** The customer's review of a product: whether they may write one, and the one they wrote. */
export const reviewQueries = {
  mine: (api: ApiClient, productId: number) =>
    queryOptions({
      queryKey: ['my-review', productId],
      queryFn: () => fetchMyReview(api, productId),
      refetchOnWindowFocus: false,
    }),
};

export const reviewMutations = {
  write: (api: ApiClient, productId: number) =>
    mutationOptions({
      mutationKey: ['my-review', productId, 'write'],
      mutationFn: (body: WriteReviewRequest) => writeReview(api, productId, body),
    }),
};
