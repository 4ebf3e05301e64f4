import { createFileRoute } from '@tanstack/react-router';
import { catalogueQueries } from '../../api/queries/catalogue.ts';
import { TrainingOverviewPage } from '../../features/orders/aftercare/TrainingOverviewPage.tsx';
import { positiveInt } from '../../lib/searchParams.ts';

/**
 * /trainingOverview/{orderItemId}/{orderId}: a service or training purchase, its sessions and
 * their bookings. Ids that are not numbers, another customer's item (the server's 404) or an item of
 * another order show as not in the customer's account.
 */
export const Route = createFileRoute('/_authenticated/trainingOverview/$orderItemId/$orderId')({
  // Starts the sessions and then the product's slots early; a failed read is shown by the page
  // itself, with a retry.
  loader: async ({ context: { queryClient, system }, params }) => {
    const orderItemId = positiveInt(params.orderItemId);
    if (orderItemId === undefined || positiveInt(params.orderId) === undefined) return;
    // The queries load with the page's own code, not the first render's (issue 9).
    const { aftercareQueries } = await import('../../features/orders/aftercare/queries.ts');
    try {
      const list = await queryClient.ensureQueryData(aftercareQueries.bookings(system.api, orderItemId));
      await queryClient.ensureQueryData(catalogueQueries.productDetails(system.api, list.product_id));
    } catch {
      // shown by the page
    }
  },
  component: TrainingOverviewRoute,
});

function TrainingOverviewRoute() {
  const { orderItemId, orderId } = Route.useParams();
  return (
    <TrainingOverviewPage
      orderItemId={positiveInt(orderItemId) ?? null}
      orderId={positiveInt(orderId) ?? null}
    />
  );
}
