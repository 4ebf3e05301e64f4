import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { startOrderPayment } from '../orderPayment.ts';

/** Paying an order that a screen starts itself. */
export const orderPaymentMutations = {
  /** Pay now: an unpaid online order handed to its provider again (POST order-checkout). */
  payNow: (api: ApiClient) =>
    mutationOptions({
      mutationKey: ['orders', 'payNow'],
      mutationFn: (orderId: number) => startOrderPayment(api, orderId),
    }),
};
