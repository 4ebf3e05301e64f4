import { CFS_BASE_PATH } from '../../../../contracts/cfs.ts';
import {
  type ItemRequestKind,
  ORDER_ITEM_PATHS,
  type OrderItemActionRequest,
  type OrderItemActions,
  type OrderItemRequestResult,
  type OrderTracking,
} from '../../../../contracts/orderItems.ts';
import type { ApiClient } from '../../../api/client.ts';

// An order item after the purchase (contracts/orderItems.ts): what it allows now, its tracking, and
// the customer's cancel, return and replace requests.

export const fetchItemActions = (api: ApiClient, orderItemId: number) =>
  api.get<OrderItemActions>(`${CFS_BASE_PATH}${ORDER_ITEM_PATHS.actions(orderItemId)}`);

export const fetchOrderTracking = (api: ApiClient, orderId: number) =>
  api.get<OrderTracking>(`${CFS_BASE_PATH}${ORDER_ITEM_PATHS.tracking(orderId)}`);

export const requestItemAction = (api: ApiClient, kind: ItemRequestKind, body: OrderItemActionRequest) =>
  api.send<OrderItemRequestResult>('POST', `${CFS_BASE_PATH}${ORDER_ITEM_PATHS[kind]}`, body);
