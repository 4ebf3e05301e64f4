import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ItemRequestKind, OrderItemActionRequest } from '../../../../contracts/orderItems.ts';
import type { ApiClient } from '../../../api/client.ts';
import { fetchItemActions, fetchOrderTracking, requestItemAction } from '../api/orderItems.ts';

/**
 * An order's items after the purchase. Under the order's keys (['orders', ...]) so that a request on
 * an item, which moves the order's status too, invalidates the history, the details, the actions and
 * the tracking at once.
 */
export const orderItemQueries = {
  actions: (api: ApiClient, orderId: number, orderItemId: number) =>
    queryOptions({
      queryKey: ['orders', 'item-actions', orderId, orderItemId],
      queryFn: () => fetchItemActions(api, orderItemId),
      refetchOnWindowFocus: false,
    }),
  tracking: (api: ApiClient, orderId: number) =>
    queryOptions({
      queryKey: ['orders', 'tracking', orderId],
      queryFn: () => fetchOrderTracking(api, orderId),
      refetchOnWindowFocus: false,
    }),
};

export const orderItemMutations = {
  request: (api: ApiClient, kind: ItemRequestKind) =>
    mutationOptions({
      mutationKey: ['orders', 'item-request', kind],
      mutationFn: (body: OrderItemActionRequest) => requestItemAction(api, kind, body),
    }),
};
