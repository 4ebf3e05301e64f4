import { createFileRoute } from '@tanstack/react-router';
import { useLastRouteValue } from '../../app/lastRouteValue.ts';
import {
  OrderDetailsFailed,
  OrderDetailsPage,
  OrderNotInAccount,
} from '../../features/orders/OrderDetailsPage.tsx';
import { RouteErrorPage } from '../../features/shell/RouteErrorPage.tsx';
import { positiveInt } from '../../lib/searchParams.ts';

/**
 * /userprofile/order/{orderId}: one order's details. An id that is not a number, or another
 * customer's order (the server's 404), shows as not in the customer's account; a failed read shows
 * in the page, with a retry.
 */
export const Route = createFileRoute('/_authenticated/userprofile/order_/$orderId')({
  // The read loads with the page's own code, not the first render's.
  loader: async ({ context, params }) => {
    const { loadOrderDetails } = await import('../../features/orders/orderDetailsLoad.ts');
    await loadOrderDetails(context, params.orderId);
  },
  // The page's error frames load in one chunk with the page, not in chunks of their own.
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent']],
  notFoundComponent: OrderNotInAccount,
  errorComponent: (props) => (
    <RouteErrorPage
      {...props}
      failed={(retry) => <OrderDetailsFailed error={props.error} onRetry={retry} />}
    />
  ),
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { orderId } = useLastRouteValue(Route.useParams({ shouldThrow: false }));
  // The loader has thrown notFound() for an id that is no number; this is for the type checker.
  const id = positiveInt(orderId);
  return id === undefined ? <OrderNotInAccount /> : <OrderDetailsPage orderId={id} />;
}
