import type { OrderStatusFilter } from '../../../../contracts/orders.ts';
import type { OrderHistorySearch } from '../../../lib/orderHistorySearch.ts';

// How the history pages change their view (apart from orderHistorySearch.ts, which the route table
// loads with the first page: these load with the pages).

/** Another status filter: back to page 1 (the old page means nothing for other results). */
export function withOrderStatus(status: OrderStatusFilter | undefined): OrderHistorySearch {
  return { status, page: 1 };
}

/** The same view on another page. */
export function withOrderPage(search: OrderHistorySearch, page: number): OrderHistorySearch {
  return { status: search.status, page };
}
