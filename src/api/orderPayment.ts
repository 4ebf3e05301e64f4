import { CFS_BASE_PATH } from '../../contracts/cfs.ts';
import type { OrderCheckout, OrderCheckoutRequest } from '../../contracts/checkout.ts';
import type { ApiClient } from './client.ts';

// Handing an order to its payment provider (POST order-checkout): the checkout does it when an
// order is placed, and an unpaid order's Pay now (on the confirmation and order pages) again.

export const startOrderPayment = (api: ApiClient, orderId: number) =>
  api.request<OrderCheckout>('POST', `${CFS_BASE_PATH}/order-checkout`, {
    body: { order_id: orderId } satisfies OrderCheckoutRequest,
  });
