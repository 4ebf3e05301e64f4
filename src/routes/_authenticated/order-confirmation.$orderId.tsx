import { createFileRoute } from '@tanstack/react-router';
import { useLastRouteValue } from '../../app/lastRouteValue.ts';
import {
  OrderConfirmationFailed,
  OrderConfirmationPage,
  OrderNotFound,
} from '../../features/checkout/OrderConfirmationPage.tsx';
import { RouteErrorPage } from '../../features/shell/RouteErrorPage.tsx';
import { positiveInt } from '../../lib/searchParams.ts';

/**
 * /order-confirmation/{orderId}: where a checkout ends and the provider's return lands. Another
 * customer's order, or an unknown id (the server's 404), is not found; a failed read shows in the
 * page, with a retry.
 */
export const Route = createFileRoute('/_authenticated/order-confirmation/$orderId')({
  // The read loads with the page's own code, not the first render's.
  loader: async ({ context, params }) => {
    const { loadOrderConfirmation } = await import('../../features/checkout/orderConfirmationLoad.ts');
    await loadOrderConfirmation(context, params.orderId);
  },
  // The page's error frames load in one chunk with the page, not in chunks of their own.
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent']],
  notFoundComponent: OrderNotFound,
  errorComponent: (props) => (
    <RouteErrorPage
      {...props}
      failed={(retry) => <OrderConfirmationFailed error={props.error} onRetry={retry} />}
    />
  ),
  component: OrderConfirmationRoute,
});

function OrderConfirmationRoute() {
  const { orderId } = useLastRouteValue(Route.useParams({ shouldThrow: false }));
  // The loader has thrown notFound() for an id that is no number; this is for the type checker.
  const id = positiveInt(orderId);
  return id === undefined ? <OrderNotFound /> : <OrderConfirmationPage orderId={id} />;
}
