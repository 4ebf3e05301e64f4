import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { STORE_SETUP_STALE_TIME } from '../../api/queries/freshness.ts';
import { fetchSlots } from './api/checkoutJourney.ts';

/** The checkout's plain reads (its state is the checkout machine's). */
export const checkoutQueries = {
  /** A service product's slots: part of the store's set-up, which changes rarely during a visit. */
  slots: (api: ApiClient, productId: number) =>
    queryOptions({
      queryKey: ['checkout', 'slots', productId],
      queryFn: () => fetchSlots(api, productId),
      staleTime: STORE_SETUP_STALE_TIME,
    }),
};
