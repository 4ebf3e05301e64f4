import { createFileRoute, type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router';
import { useLastRouteValue } from '../../app/lastRouteValue.ts';
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
  // The queries load with the page's own code, not the first render's.
  loader: async ({ context: { queryClient, system }, deps, cause }) => {
    const { orderQueries } = await import('../../api/queries/orders.ts');
    const page = queryClient
      .ensureQueryData(orderQueries.history(system.api, toOrderHistoryQuery(deps)))
      .catch(() => undefined);
    // Arriving waits for the page, so it shows complete. A change made on the page ('stay') does
    // not: the filter and the page links follow the click at once, the list loads below them.
    if (cause !== 'stay') await page;
  },
  component: MyOrdersRoute,
});

function MyOrdersRoute() {
  const search = useLastRouteValue(Route.useSearch({ shouldThrow: false }));
  const navigate = Route.useNavigate();
  return (
    <OrderedItemsPage
      search={search}
      onSearchChange={(change) =>
        // From the latest address, not the one rendered: a click never undoes a change still loading.
        navigate({ search: (current) => change(parseOrderHistorySearch(current)) })
      }
    />
  );
}
