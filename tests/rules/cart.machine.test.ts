// Rules of the cart that its model paths do not judge (found by mutation testing,
// docs/testing/mutation.md): what the screens read through the cart's selectors.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartMachine, selectKeptGuestLines } from '../../machines/cart/cart.machine.ts';
import type { CartInput, CartLine, PendingMerge } from '../../machines/cart/cart.types.ts';
import { GUEST_LINES, MERGE, SERVER_LINES } from '../model/models/cart.model.ts';
import { refused } from '../model/models/flowFixtures.ts';

interface Pending {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** The cart with stub actors whose answers the test gives (the one pending per actor id). */
function cart(input: Partial<CartInput> = {}) {
  const pending = new Map<string, Pending>();
  const stub = (id: string) =>
    fromPromise<never, unknown>(
      () => new Promise((resolve, reject) => pending.set(id, { resolve: resolve as never, reject })),
    );
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadServerCart: stub('loadServerCart'),
        applyChange: stub('applyChange'),
        prepareMerge: stub('prepareMerge'),
      },
    }),
    {
      input: {
        guestLines: GUEST_LINES,
        pendingAdd: null,
        pendingMerge: null,
        mergeRefused: false,
        route: { path: '/', search: {} },
        ...input,
      },
    },
  );
  actor.start();
  const answer = async (id: string, output: CartLine[] | PendingMerge) => {
    const stubbed = pending.get(id);
    if (!stubbed) throw new Error(`${id} is not running`);
    pending.delete(id);
    stubbed.resolve(output);
    await new Promise<void>((resolve) => setImmediate(resolve));
  };
  const refuse = async (id: string, error: unknown) => {
    const stubbed = pending.get(id);
    if (!stubbed) throw new Error(`${id} is not running`);
    pending.delete(id);
    stubbed.reject(error);
    await new Promise<void>((resolve) => setImmediate(resolve));
  };
  return { actor, pending, answer, refuse };
}

describe('cart: the guest products a refused merge left (SPEC section 4 "Cart")', () => {
  it('are listed while the customer is signed in, and no longer once signed out', async () => {
    const { actor, answer, refuse } = cart();
    actor.send({ type: 'SESSION.SIGNED_IN', via: 'login' });
    await answer('loadServerCart', SERVER_LINES);
    expect(selectKeptGuestLines(actor.getSnapshot())).toEqual([]);
    await answer('prepareMerge', MERGE);
    // Sent, not yet answered: the guest's products are the merge's, shown in the cart.
    expect(selectKeptGuestLines(actor.getSnapshot())).toEqual([]);
    await refuse('applyChange', refused(409, 'Too many products in the cart'));
    expect(selectKeptGuestLines(actor.getSnapshot())).toEqual(GUEST_LINES);

    actor.send({ type: 'SESSION.SIGNED_OUT' });
    expect(selectKeptGuestLines(actor.getSnapshot())).toEqual([]);
    actor.stop();
  });

  it('a merge that failed only for now keeps nothing aside: it is tried again', async () => {
    const { actor, answer, refuse } = cart();
    actor.send({ type: 'SESSION.SIGNED_IN', via: 'login' });
    await answer('loadServerCart', SERVER_LINES);
    await answer('prepareMerge', MERGE);
    await refuse('applyChange', refused(503, 'Service unavailable'));
    expect(selectKeptGuestLines(actor.getSnapshot())).toEqual([]);
    actor.stop();
  });

  it('a refusal remembered from earlier in the session lists them and sends no merge', async () => {
    const { actor, answer, pending } = cart({ mergeRefused: true });
    expect(selectKeptGuestLines(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'SESSION.SIGNED_IN', via: 'cookie' });
    await answer('loadServerCart', SERVER_LINES);
    expect(pending.has('prepareMerge')).toBe(false);
    expect(selectKeptGuestLines(actor.getSnapshot())).toEqual(GUEST_LINES);
    actor.stop();
  });
});
