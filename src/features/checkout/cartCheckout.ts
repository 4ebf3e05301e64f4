import { type ActorRefFrom, waitFor } from 'xstate';
import type { CreateCheckoutRequest } from '../../../contracts/checkout.ts';
import type { cartMachine } from '../../../machines/cart/cart.machine.ts';
import { selectCheckoutStart } from '../../../machines/cart/cartCheckoutStart.ts';
import type { CheckoutCreated, CheckoutStartRefusal } from '../../../machines/checkout/checkout.types.ts';
import type { FlowError } from '../../../machines/shared/flowError.ts';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import { isApiError } from '../../api/apiError.ts';
import type { ApiClient } from '../../api/client.ts';
import { fetchCartOrderAwaitingPayment } from './api/cartOrderAwaitingPayment.ts';
import { createCheckout } from './api/checkoutJourney.ts';

// A checkout made from the cart is made from the merged cart, and only from it: a guest who signs
// in on the way to the checkout has the guest cart merged into the saved one first (the cart
// machine's CHECKOUT), and the checkout is created once the cart machine says the server cart is
// the cart the shopper sees (selectCheckoutStart). Creating it any earlier would make it from the
// saved cart alone, and the shopper could pay for other products than those in the cart.

/** The most the checkout waits for the cart to be brought together (a merge takes well under a second). */
const CART_WAIT_MS = 60_000;

type CartActor = ActorRefFrom<typeof cartMachine>;

/** The cart could not be brought together (a failed merge or load): no checkout was made. */
export class CartNotReadyError extends Error {
  constructor(readonly flowError: FlowError | null) {
    super('The cart could not be brought together for the checkout');
    this.name = 'CartNotReadyError';
  }
}

/**
 * The cart's checkout was refused because an order of the cart waits at the provider for its
 * payment (its order would be refused at Place order): the order, to pay or cancel at once.
 */
export class CartOrderAwaitingPaymentError extends Error {
  constructor(
    readonly orderId: number,
    readonly flowError: FlowError,
  ) {
    super('An order of the cart is awaiting its online payment');
    this.name = 'CartOrderAwaitingPaymentError';
  }
}

/**
 * Makes a new checkout (the checkout machine's `createCheckout` actor): a buy-now at once; the
 * cart's once the cart machine says it is ready. Resolves its id, or why the cart's was refused;
 * rejects when the request failed (no answer, a product gone out of stock…).
 */
export async function createNewCheckout(
  api: ApiClient,
  cart: CartActor,
  request: CreateCheckoutRequest,
): Promise<CheckoutCreated> {
  if (request.source === 'cart') {
    cart.send({ type: 'CHECKOUT' });
    const snapshot = await waitFor(cart, (state) => selectCheckoutStart(state).status !== 'waiting', {
      timeout: CART_WAIT_MS,
    });
    const start = selectCheckoutStart(snapshot);
    if (start.status === 'failed') return { kind: 'cartNotReady', error: start.error };
  }
  try {
    const checkout = await createCheckout(api, request);
    return { kind: 'created', checkoutId: checkout.checkout_id };
  } catch (error) {
    // A 409 for the cart may be its order at the provider: the server says which one.
    if (request.source !== 'cart' || !isApiError(error) || error.status !== 409) throw error;
    const waiting = await fetchCartOrderAwaitingPayment(api).catch(() => null);
    if (waiting?.order_id == null) throw error;
    return { kind: 'cartOrderAwaitingPayment', orderId: waiting.order_id, error: toFlowError(error) };
  }
}

/** Why a new checkout was not made, as the checkout route's error page tells it. */
export function startRefusalError(refusal: CheckoutStartRefusal): Error {
  switch (refusal.kind) {
    case 'cartOrderAwaitingPayment':
      return new CartOrderAwaitingPaymentError(refusal.orderId, refusal.error);
    case 'cartNotReady':
      return new CartNotReadyError(refusal.error);
    case 'failed':
      return new CheckoutStartError(refusal.error);
  }
}

/** The new checkout's request failed: why, as a FlowError (the route's error page shows it). */
export class CheckoutStartError extends Error {
  constructor(readonly flowError: FlowError) {
    super('The checkout could not be started');
    this.name = 'CheckoutStartError';
  }
}
