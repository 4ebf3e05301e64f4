import { createFileRoute, type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router';
import { OrderedItemsPage } from '../../features/orders/OrderedItemsPage.tsx';
import {
  ORDER_HISTORY_SEARCH_DEFAULTS,
  type OrderHistorySearch,
  type OrderHistorySearchInput,
  parseOrderHistorySearch,
  toOrderHistoryQuery,
} from '../../lib/orderHistorySearch.ts';

/** /userprofile/myOrder: the order history item by item; the same address params as /userprofile/order. */
export const Route = createFileRoute('/_authenticated/userprofile/myOrder')({
  validateSearch: (search: OrderHistorySearchInput & SearchSchemaInput): OrderHistorySearch =>
    parseOrderHistorySearch(search),
  search: { middlewares: [stripSearchParams(ORDER_HISTORY_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => parseOrderHistorySearch(search),
  // The queries load with the page's own code, not the first render's (issue 9).
  loader: async ({ context: { queryClient, system }, deps }) => {
    const { orderQueries } = await import('../../api/queries/orders.ts');
    return queryClient
      .ensureQueryData(orderQueries.history(system.api, toOrderHistoryQuery(deps)))
      .catch(() => undefined);
  },
  component: MyOrdersRoute,
});

function MyOrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OrderedItemsPage search={search} onSearchChange={(next) => navigate({ search: next })} />;
}
