import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { fetchInvoice } from '../api/invoice.ts';

/** Downloading an order's invoice: loaded with the order details only, not with the route table. */
export const invoiceMutations = {
  /** The invoice PDF of an order, as a Blob the screen saves. */
  download: (api: ApiClient) =>
    mutationOptions({
      mutationKey: ['orders', 'invoice'],
      mutationFn: (orderId: number) => fetchInvoice(api, orderId),
    }),
};
