import { createFileRoute, notFound } from '@tanstack/react-router';
import { orderQueries } from '../../api/queries/orders.ts';
import { OrderDetailsPage } from '../../features/orders/OrderDetailsPage.tsx';
import { positiveInt } from '../../lib/searchParams.ts';

/** /userprofile/order/{orderId}: one order's details (another customer's order is the server's 404). */
export const Route = createFileRoute('/_authenticated/userprofile/order_/$orderId')({
  params: {
    parse: ({ orderId }) => {
      const id = positiveInt(orderId);
      if (id === undefined || id > 2_147_483_647) throw notFound();
      return { orderId: id };
    },
    stringify: ({ orderId }) => ({ orderId: String(orderId) }),
  },
  // A failed read is shown by the page itself, with a retry: the loader only starts it early.
  loader: ({ context: { queryClient, system }, params }) =>
    queryClient.ensureQueryData(orderQueries.details(system.api, params.orderId)).catch(() => undefined),
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { orderId } = Route.useParams();
  return <OrderDetailsPage orderId={orderId} />;
}
