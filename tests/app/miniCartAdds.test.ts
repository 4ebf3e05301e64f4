import { describe, expect, it } from 'vitest';
import type { CartSnapshot } from '../../machines/cart/cart.machine.ts';
import { miniCart, whenAdded } from '../../src/app/hooks/miniCart.ts';

/** A cart whose snapshots are pushed by the test: a guest cart, lines by product id. */
function fakeCart(lines: number[]) {
  let snapshot = guestSnapshot(lines);
  const observers = new Set<(snapshot: CartSnapshot) => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(observer: (snapshot: CartSnapshot) => void) {
      observers.add(observer);
      return { unsubscribe: () => void observers.delete(observer) };
    },
    push(next: number[]) {
      snapshot = guestSnapshot(next);
      for (const observer of observers) observer(snapshot);
    },
  };
}

function guestSnapshot(lines: number[]): CartSnapshot {
  return {
    matches: (state: string) => state === 'guest',
    context: { guestLines: lines.map((productId) => ({ productId, quantity: 1 })) },
  } as unknown as CartSnapshot;
}

describe('the mini-cart and the cart toast', () => {
  it('an add that opens the mini-cart is told by it once: the toast stays quiet for that add only', () => {
    miniCart.expect(7);
    expect(miniCart.tellsAdded(7)).toBe(true);
    expect(miniCart.tellsAdded(7)).toBe(false);
    expect(miniCart.tellsAdded(8)).toBe(false);
  });

  it('a refused add is forgotten, so a later add from elsewhere (Ask AI) still toasts', () => {
    // A guest's ADD is taken at once: by the time the storefront watches, the cart has answered.
    const cart = fakeCart([3]);
    miniCart.expect(9);
    let opened = false;
    whenAdded(
      cart,
      9,
      () => {
        opened = true;
      },
      () => miniCart.forget(9),
    );
    expect(opened).toBe(false);
    expect(miniCart.tellsAdded(9)).toBe(false);
  });

  it('an accepted add opens the mini-cart', () => {
    const cart = fakeCart([5]);
    let opened = false;
    whenAdded(cart, 5, () => {
      opened = true;
    });
    expect(opened).toBe(true);
  });
});
