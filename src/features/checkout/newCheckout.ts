import { type ActorRefFrom, waitFor } from 'xstate';
import { type checkoutMachine, selectNewCheckout } from '../../../machines/checkout/checkout.machine.ts';
import { startRefusalError } from './cartCheckout.ts';

// Read by the checkout route once the checkout machine was asked to make a new checkout. It imports
// the checkout machine, so it loads with the checkout's chunk (checkoutFlow.ts), never with the
// route's loader in the first render.

/**
 * What the route reads once the checkout machine was asked to make a new checkout: the new id, or
 * why it was not made (thrown for the route's error page). Only reads the machine's snapshots.
 */
export async function newCheckoutId(
  checkout: ActorRefFrom<typeof checkoutMachine> | undefined,
): Promise<string> {
  if (!checkout) throw new Error('checkout: no new checkout is being made');
  const snapshot = await waitFor(checkout, (state) => selectNewCheckout(state)?.status !== 'starting');
  const outcome = selectNewCheckout(snapshot);
  if (outcome?.status === 'refused') throw startRefusalError(outcome.refusal);
  if (outcome?.status !== 'created') throw new Error('checkout: not a new checkout');
  return outcome.checkoutId;
}
