import { createFileRoute } from '@tanstack/react-router';
import { OrderConfirmationPage } from '../../features/checkout/OrderConfirmationPage.tsx';
import { positiveInt } from '../../lib/searchParams.ts';

/**
 * /order-confirmation/{orderId}: where a checkout ends and the provider's return lands. Another
 * customer's order, or an unknown id (the server's 404), is not found.
 */
export const Route = createFileRoute('/_authenticated/order-confirmation/$orderId')({
  // The page shows a failed read itself; the loader only starts it early, with the page's own code.
  loader: async ({ context: { queryClient, system }, params }) => {
    const orderId = positiveInt(params.orderId);
    if (orderId === undefined) return;
    const { orderQueries } = await import('../../api/queries/orders.ts');
    return queryClient.ensureQueryData(orderQueries.details(system.api, orderId)).catch(() => undefined);
  },
  component: OrderConfirmationRoute,
});

function OrderConfirmationRoute() {
  const { orderId } = Route.useParams();
  return <OrderConfirmationPage orderId={positiveInt(orderId) ?? null} />;
}
