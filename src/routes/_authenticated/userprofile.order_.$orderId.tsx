import { createFileRoute } from '@tanstack/react-router';
import { orderQueries } from '../../api/queries/orders.ts';
import { OrderDetailsPage } from '../../features/orders/OrderDetailsPage.tsx';
import { positiveInt } from '../../lib/searchParams.ts';

/**
 * /userprofile/order/{orderId}: one order's details. An id that is not a number, or another
 * customer's order (the server's 404), shows as not in the customer's account.
 */
export const Route = createFileRoute('/_authenticated/userprofile/order_/$orderId')({
  // A failed read is shown by the page itself, with a retry: the loader only starts it early.
  loader: ({ context: { queryClient, system }, params }) => {
    const orderId = positiveInt(params.orderId);
    if (orderId !== undefined)
      return queryClient.ensureQueryData(orderQueries.details(system.api, orderId)).catch(() => undefined);
  },
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { orderId } = Route.useParams();
  return <OrderDetailsPage orderId={positiveInt(orderId) ?? null} />;
}
