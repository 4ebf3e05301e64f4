import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { fetchItemEnquiries } from '../api/enquiries.ts';

/**
 * An order item's enquiries, for its button (open one, or the thread with its unread replies).
 * Under the order's keys, so that what changes an order reads them again; the thread itself is the
 * enquiry flow's (machines/orders/enquiry.machine.ts).
 */
export const enquiryQueries = {
  forItem: (api: ApiClient, orderItemId: number) =>
    queryOptions({
      queryKey: ['orders', 'enquiries', orderItemId],
      queryFn: () => fetchItemEnquiries(api, orderItemId),
    }),
};
