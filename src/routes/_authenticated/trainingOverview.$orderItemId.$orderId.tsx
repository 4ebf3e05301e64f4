import { createFileRoute, useParams } from '@tanstack/react-router';
import { useLastRouteValue } from '../../app/lastRouteValue.ts';
import {
  PurchaseNotInAccount,
  TrainingOverviewFailed,
  TrainingOverviewPage,
} from '../../features/orders/aftercare/TrainingOverviewPage.tsx';
import { RouteErrorPage } from '../../features/shell/RouteErrorPage.tsx';
import { positiveInt } from '../../lib/searchParams.ts';

/**
 * /trainingOverview/{orderItemId}/{orderId}: a service or training purchase, its sessions and
 * their bookings. Ids that are not numbers, another customer's item (the server's 404) or an item of
 * another order show as not in the customer's account; a failed read shows in the page, with a retry.
 */
export const Route = createFileRoute('/_authenticated/trainingOverview/$orderItemId/$orderId')({
  // The read loads with the page's own code, not the first render's.
  loader: async ({ context, params }) => {
    const { loadTrainingOverview } = await import('../../features/orders/aftercare/trainingOverviewLoad.ts');
    await loadTrainingOverview(context, params);
  },
  // The page's error frames load in one chunk with the page, not in chunks of their own.
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent']],
  notFoundComponent: () => <PurchaseNotInAccount orderId={useOrderIdParam()} />,
  errorComponent: (props) => {
    const orderId = useOrderIdParam();
    return (
      <RouteErrorPage
        {...props}
        failed={(retry) => <TrainingOverviewFailed orderId={orderId} error={props.error} onRetry={retry} />}
      />
    );
  },
  component: TrainingOverviewRoute,
});

/** The order of the address, for the way back to it (null when it is no order id). */
function useOrderIdParam(): number | null {
  const { orderId } = useParams({ strict: false });
  return positiveInt(orderId) ?? null;
}

function TrainingOverviewRoute() {
  const { orderItemId, orderId } = useLastRouteValue(Route.useParams({ shouldThrow: false }));
  const item = positiveInt(orderItemId);
  const order = positiveInt(orderId);
  // The loader has thrown notFound() for ids that are no numbers; this is for the type checker.
  if (item === undefined || order === undefined) return <PurchaseNotInAccount orderId={order ?? null} />;
  return <TrainingOverviewPage orderItemId={item} orderId={order} />;
}
