import { useSyncExternalStore } from 'react';
import type { CartSnapshot } from '../../../machines/cart/cart.machine.ts';
import { findLine } from '../../../machines/cart/cartLines.ts';
import { isSameProduct } from '../../../machines/cart/cartMatch.ts';

// The mini-cart opens when an add to cart has succeeded: for a guest, the line is in the guest cart
// once the cart has taken the ADD; for a customer, once the server has confirmed the add (the line
// is in the server's lines and no add of it is waiting). An add the cart refused (already in the
// cart, a full cart, a failure the server answered) opens nothing: the cart's own message says why.

/** Where an add to cart stands, read from the cart's snapshot. */
export type AddOutcome = 'waiting' | 'added' | 'not_added';

/** The outcome of adding `productId`, for a cart that did not hold it before the ADD was sent. */
export function addOutcome(snapshot: CartSnapshot, productId: number): AddOutcome {
  const { context } = snapshot;
  if (snapshot.matches('waitingForSession')) return 'waiting';
  if (!snapshot.matches('customer')) return findLine(context.guestLines, productId) ? 'added' : 'not_added';
  const queued = context.queue.some(
    (change) => change.kind === 'add' && isSameProduct(change.product.productId, productId),
  );
  if (queued) return 'waiting';
  return findLine(context.serverLines, productId) ? 'added' : 'not_added';
}

interface CartLike {
  getSnapshot(): CartSnapshot;
  subscribe(observer: (snapshot: CartSnapshot) => void): { unsubscribe(): void };
}

/**
 * Calls `onAdded` once the add of `productId` (just sent) succeeds; nothing when the cart refuses it.
 * Returns a function that stops watching.
 */
export function whenAdded(
  cart: CartLike,
  productId: number,
  onAdded: () => void,
  onNotAdded: () => void = () => {},
): () => void {
  const first = addOutcome(cart.getSnapshot(), productId);
  if (first !== 'waiting') {
    if (first === 'added') onAdded();
    else onNotAdded();
    return () => {};
  }
  const subscription = cart.subscribe((snapshot) => {
    const outcome = addOutcome(snapshot, productId);
    if (outcome === 'waiting') return;
    subscription.unsubscribe();
    if (outcome === 'added') onAdded();
    else onNotAdded();
  });
  return () => subscription.unsubscribe();
}

/** The product whose add opened the mini-cart; null while it is closed. */
let openFor: number | null = null;
/** Adds sent that will open the mini-cart if they succeed (it then tells the shopper, not a toast). */
const expected = new Set<number>();
const listeners = new Set<() => void>();

function setOpenFor(productId: number | null) {
  openFor = productId;
  for (const listener of listeners) listener();
}

export const miniCart = {
  open: (productId: number) => setOpenFor(productId),
  close: () => setOpenFor(null),
  /** An add of `productId` is sent and opens the mini-cart once it succeeds. */
  expect: (productId: number) => void expected.add(productId),
  /** That add was refused: the mini-cart will not open for it. */
  forget: (productId: number) => void expected.delete(productId),
  /** Whether the mini-cart tells the shopper of this add (once per add). */
  tellsAdded: (productId: number) => expected.delete(productId),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => openFor,
};

/** The product the open mini-cart shows; null while it is closed (and on the server). */
export function useMiniCartProduct(): number | null {
  return useSyncExternalStore(miniCart.subscribe, miniCart.get, () => null);
}
