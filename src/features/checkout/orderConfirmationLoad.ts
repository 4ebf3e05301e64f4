import { notFound } from '@tanstack/react-router';
import { isApiError } from '../../api/apiError.ts';
import { orderQueries } from '../../api/queries/orders.ts';
import type { RouterContext } from '../../app/routerContext.ts';
import { positiveInt } from '../../lib/searchParams.ts';

/**
 * The order confirmation route's read, loaded with the page's code rather than the first render's:
 * an id that is not a number, or an order the server refuses to show this customer (its 400 or
 * 404), is not found; any other failure reaches the page's error frame.
 */
export async function loadOrderConfirmation(context: RouterContext, rawOrderId: string): Promise<void> {
  const orderId = positiveInt(rawOrderId);
  if (orderId === undefined) throw notFound();
  try {
    await context.queryClient.ensureQueryData(orderQueries.details(context.system.api, orderId));
  } catch (error) {
    if (isApiError(error) && (error.status === 400 || error.status === 404)) throw notFound();
    throw error;
  }
}
