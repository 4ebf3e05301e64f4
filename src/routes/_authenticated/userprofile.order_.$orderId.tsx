import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailsPage } from '../../features/orders/OrderDetailsPage.tsx';
import { positiveInt } from '../../lib/searchParams.ts';

/**
 * /userprofile/order/{orderId}: one order's details. An id that is not a number, or another
 * customer's order (the server's 404), shows as not in the customer's account.
 */
export const Route = createFileRoute('/_authenticated/userprofile/order_/$orderId')({
  // A failed read is shown by the page itself, with a retry: the loader only starts it early.
  // The queries load with the page's own code, not the first render's (issue 9).
  loader: async ({ context: { queryClient, system }, params }) => {
    const orderId = positiveInt(params.orderId);
    if (orderId === undefined) return;
    const { orderQueries } = await import('../../api/queries/orders.ts');
    return queryClient.ensureQueryData(orderQueries.details(system.api, orderId)).catch(() => undefined);
  },
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { orderId } = Route.useParams();
  return <OrderDetailsPage orderId={positiveInt(orderId) ?? null} />;
}
