import { notFound } from '@tanstack/react-router';
import { isApiError } from '../../../api/apiError.ts';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import type { RouterContext } from '../../../app/routerContext.ts';
import { positiveInt } from '../../../lib/searchParams.ts';
import { aftercareQueries } from './queries.ts';

/**
 * The training overview route's read, loaded with the page's code rather than the first render's:
 * the sessions, then the product's slots (the page shows without them until they come). Ids that
 * are not numbers, another customer's item (the server's 404) or an item of another order are not
 * found.
 */
export async function loadTrainingOverview(
  context: RouterContext,
  params: { orderItemId: string; orderId: string },
): Promise<void> {
  const orderItemId = positiveInt(params.orderItemId);
  const orderId = positiveInt(params.orderId);
  if (orderItemId === undefined || orderId === undefined) throw notFound();
  const { queryClient, system } = context;
  try {
    const list = await queryClient.ensureQueryData(aftercareQueries.bookings(system.api, orderItemId));
    if (list.order_id !== orderId) throw notFound();
    await queryClient
      .ensureQueryData(catalogueQueries.productDetails(system.api, list.product_id))
      .catch(() => {
        // the page shows the sessions without the product's slots
      });
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}
