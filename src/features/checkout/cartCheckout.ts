import { waitFor } from 'xstate';
import type { CreateCheckoutRequest } from '../../../contracts/checkout.ts';
import { selectCheckoutStart } from '../../../machines/cart/cartCheckoutStart.ts';
import { type FlowError, toFlowError } from '../../../machines/shared/flowError.ts';
import { isApiError } from '../../api/apiError.ts';
import type { AppSystem } from '../../app/system.ts';
import { fetchCartOrderAwaitingPayment } from './api/cartOrderAwaitingPayment.ts';
import { createCheckout } from './api/checkoutJourney.ts';

// A checkout made from the cart is made from the merged cart, and only from it: a guest who signs
// in on the way to the checkout has the guest cart merged into the saved one first (the cart
// machine's CHECKOUT), and the checkout is created once the cart machine says the server cart is
// the cart the shopper sees (selectCheckoutStart). Creating it any earlier would make it from the
// saved cart alone, and the shopper could pay for other products than those in the cart.

/** The most the checkout waits for the cart to be brought together (a merge takes well under a second). */
const CART_WAIT_MS = 60_000;

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

/** Starts a checkout: a buy-now at once; the cart's once the cart machine says it is ready. */
export async function startCheckout(system: AppSystem, request: CreateCheckoutRequest) {
  if (request.source === 'cart') {
    system.cart.send({ type: 'CHECKOUT' });
    const snapshot = await waitFor(system.cart, (cart) => selectCheckoutStart(cart).status !== 'waiting', {
      timeout: CART_WAIT_MS,
    });
    const start = selectCheckoutStart(snapshot);
    if (start.status === 'failed') throw new CartNotReadyError(start.error);
  }
  try {
    return await createCheckout(system.api, request);
  } catch (error) {
    // A 409 for the cart may be its order at the provider: the server says which one.
    if (request.source !== 'cart' || !isApiError(error) || error.status !== 409) throw error;
    const waiting = await fetchCartOrderAwaitingPayment(system.api).catch(() => null);
    if (waiting?.order_id == null) throw error;
    throw new CartOrderAwaitingPaymentError(waiting.order_id, toFlowError(error));
  }
}
