import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { startOrderPayment } from '../checkout.ts';
import { fetchSlots } from '../checkoutJourney.ts';
import type { ApiClient } from '../client.ts';
import { STORE_SETUP_STALE_TIME } from './freshness.ts';

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

/** The checkout's writes that a screen starts itself. */
export const checkoutMutations = {
  /** Pay now: an unpaid online order handed to its provider again (POST order-checkout). */
  payNow: (api: ApiClient) =>
    mutationOptions({
      mutationKey: ['orders', 'payNow'],
      mutationFn: (orderId: number) => startOrderPayment(api, orderId),
    }),
};
