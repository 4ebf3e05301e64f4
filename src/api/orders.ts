import { CFS_BASE_PATH } from '../../contracts/cfs.ts';
import type { OrderDetailsWithMoney, OrderHistoryEntryWithMoney } from '../../contracts/orderMoney.ts';
import {
  CANCEL_ORDER_PATH,
  type CancelOrderResult,
  ORDERS_WITH_ITEMS_PATH,
  type OrderHistoryPage,
  type OrderHistoryQuery,
} from '../../contracts/orders.ts';
import type { ApiClient } from './client.ts';

// The customer's order history, an order's details and its invoice (contracts/orders.ts), each order
// with its money after changes (contracts/orderMoney.ts), and the cancel of a whole unpaid online order.

export const fetchOrderHistory = (api: ApiClient, query: OrderHistoryQuery) =>
  api.get<OrderHistoryPage & { orders: OrderHistoryEntryWithMoney[] }>(
    `${CFS_BASE_PATH}${ORDERS_WITH_ITEMS_PATH}`,
    { ...query },
  );

export const fetchOrderDetails = (api: ApiClient, orderId: number) =>
  api.get<OrderDetailsWithMoney>(`${CFS_BASE_PATH}${ORDERS_WITH_ITEMS_PATH}/${orderId}`);

export const cancelOrder = (api: ApiClient, orderId: number) =>
  api.send<CancelOrderResult>('POST', `${CFS_BASE_PATH}${CANCEL_ORDER_PATH(orderId)}`);
