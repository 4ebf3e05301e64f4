// When a checkout may be made from the cart (SPEC section 4: a checkout is made from the server
// cart). Kept apart from the cart machine: only the checkout's route chunk reads it.
import type { CartSnapshot } from './cart.machine.ts';
import type { CheckoutStart } from './cart.types.ts';

/**
 * Whether a checkout may start from this cart. Only a customer's cart that has loaded, holds no
 * guest products still to merge, no merge unconfirmed and no change unsent is `ready`: the server cart is then the cart the shopper sees,
 * so a checkout made from it holds exactly those products. A merge or a load that failed is
 * `failed` (with why), never ready; anything under way is `waiting`. A merge the server refused for
 * good does not hold the checkout back: its products stay on this device, listed on /cart.
 */
export function selectCheckoutStart(snapshot: CartSnapshot): CheckoutStart {
  const { context } = snapshot;
  if (snapshot.matches({ customer: 'loadFailed' })) return { status: 'failed', error: context.error };
  if (!snapshot.matches({ customer: 'idle' })) return { status: 'waiting' };
  const guestToMerge = context.guestLines.length > 0 && !context.mergeRefused;
  const merged = context.pendingMerge === null && !guestToMerge;
  if (merged && context.queue.length === 0) return { status: 'ready' };
  // At rest with a merge not done: it failed (paused until the shopper tries again).
  return context.mergePaused ? { status: 'failed', error: context.error } : { status: 'waiting' };
}
