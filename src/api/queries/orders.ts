import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { OrderHistoryQuery } from '../../../contracts/orders.ts';
import type { ApiClient } from '../client.ts';
import { cancelOrder, fetchOrderDetails, fetchOrderHistory } from '../orders.ts';

/**
 * The customer's orders: read when the pages open (their loaders ensure them) and read again when
 * shown again, since an order's status moves (payment, delivery). Signed-in only, so no retry of a
 * 401 or 404.
 */
export const orderQueries = {
  history: (api: ApiClient, query: OrderHistoryQuery) =>
    queryOptions({
      queryKey: ['orders', 'history', query],
      queryFn: () => fetchOrderHistory(api, query),
      refetchOnWindowFocus: false,
    }),
  details: (api: ApiClient, orderId: number) =>
    queryOptions({
      queryKey: ['orders', 'details', orderId],
      queryFn: () => fetchOrderDetails(api, orderId),
      refetchOnWindowFocus: false,
    }),
};

/** Cancel order: a whole order still awaiting its online payment (POST cancel-order/{orderId}). */
export const orderMutations = {
  cancel: (api: ApiClient) =>
    mutationOptions({
      mutationKey: ['orders', 'cancel'],
      mutationFn: (orderId: number) => cancelOrder(api, orderId),
    }),
};
