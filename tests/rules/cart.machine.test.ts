// Rules of the cart that its model paths do not judge (found by mutation testing,
// docs/testing/mutation.md): what the screens read through the cart's selectors.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  cartMachine,
  isSavingCart,
  selectCartLines,
  selectCartStatus,
  selectKeptGuestLines,
} from '../../machines/cart/cart.machine.ts';
import type { ApplyChangeInput, CartInput, CartLine, PendingMerge } from '../../machines/cart/cart.types.ts';
import { selectCheckoutStart } from '../../machines/cart/cartCheckoutStart.ts';
import { GUEST_LINES, MERGE, PRODUCTS, SERVER_AFTER, SERVER_LINES } from '../model/models/cart.model.ts';
import { refused } from '../model/models/flowFixtures.ts';

interface Pending {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** The cart with stub actors whose answers the test gives (the one pending per actor id). */
function cart(input: Partial<CartInput> = {}) {
  const pending = new Map<string, Pending>();
  const stub = <TOutput, TInput = unknown>(id: string) =>
    fromPromise<TOutput, TInput>(
      () =>
        new Promise<TOutput>((resolve, reject) =>
          pending.set(id, { resolve: (output) => resolve(output as TOutput), reject }),
        ),
    );
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadServerCart: stub<CartLine[]>('loadServerCart'),
        applyChange: stub<CartLine[], ApplyChangeInput>('applyChange'),
        prepareMerge: stub<PendingMerge, { lines: CartLine[] }>('prepareMerge'),
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

const ids = (lines: CartLine[]) => lines.map((line) => `${line.productId}×${line.quantity}`);

describe('cart: what the cart screen and the header read (SPEC section 4 "Cart")', () => {
  it('says the cart is starting until the session decides, and failed when the saved cart cannot load', async () => {
    const { actor, refuse } = cart();
    expect(selectCartStatus(actor.getSnapshot())).toBe('starting');
    actor.send({ type: 'SESSION.SIGNED_IN', via: 'login' });
    expect(selectCartStatus(actor.getSnapshot())).toBe('loading');
    await refuse('loadServerCart', { status: 0, message: 'no answer' });
    expect(selectCartStatus(actor.getSnapshot())).toBe('failed');
    actor.stop();
  });

  it('is busy only while a change is being sent', async () => {
    const { actor, answer } = cart({ guestLines: [] });
    actor.send({ type: 'SESSION.SIGNED_IN', via: 'login' });
    await answer('loadServerCart', SERVER_LINES);
    expect(selectCartStatus(actor.getSnapshot())).toBe('ready');
    expect(isSavingCart(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'ADD', product: PRODUCTS.lamp });
    expect(isSavingCart(actor.getSnapshot())).toBe(true);
    await answer('applyChange', SERVER_AFTER);
    expect(isSavingCart(actor.getSnapshot())).toBe(false);
    actor.stop();
  });

  it("a guest's product is added in the quantity asked for, one when none is given", () => {
    const { actor } = cart({ guestLines: [] });
    actor.send({ type: 'SESSION.GUEST' });
    expect(selectCartStatus(actor.getSnapshot())).toBe('ready');
    actor.send({ type: 'ADD', product: PRODUCTS.kettle, quantity: 3 });
    actor.send({ type: 'ADD', product: PRODUCTS.lamp });
    expect(ids(selectCartLines(actor.getSnapshot()))).toEqual(['1×3', '2×1']);
    actor.stop();
  });

  it('a merge that failed for now still shows the guest products while another change is sent', async () => {
    const { actor, answer, refuse } = cart();
    actor.send({ type: 'SESSION.SIGNED_IN', via: 'login' });
    await answer('loadServerCart', SERVER_LINES);
    await answer('prepareMerge', MERGE);
    await refuse('applyChange', { status: 0, message: 'no answer' });
    // Kettle 2 + 1 from the guest, the phone, the guest's two lamps: the merge as the server will apply it.
    expect(ids(selectCartLines(actor.getSnapshot()))).toEqual(['1×3', '4×1', '2×2']);
    actor.send({ type: 'ADD', product: PRODUCTS.course });
    expect(ids(selectCartLines(actor.getSnapshot()))).toEqual(['1×3', '4×1', '2×2', '3×1']);
    actor.stop();
  });
});

describe('cart: when a checkout may start from it (SPEC section 4)', () => {
  it('waits while the session is unknown, for a guest, and while the saved cart loads', () => {
    const { actor } = cart({ guestLines: [] });
    expect(selectCheckoutStart(actor.getSnapshot())).toEqual({ status: 'waiting' });
    actor.send({ type: 'SESSION.GUEST' });
    expect(selectCheckoutStart(actor.getSnapshot())).toEqual({ status: 'waiting' });
    actor.send({ type: 'SESSION.SIGNED_IN', via: 'login' });
    expect(selectCheckoutStart(actor.getSnapshot())).toEqual({ status: 'waiting' });
    actor.stop();
  });

  it('fails, with why, when the merge could not even be prepared', async () => {
    const { actor, answer, refuse } = cart();
    actor.send({ type: 'SESSION.SIGNED_IN', via: 'login' });
    await answer('loadServerCart', SERVER_LINES);
    await refuse('prepareMerge', { status: 0, message: 'no answer' });
    expect(selectCheckoutStart(actor.getSnapshot())).toEqual({
      status: 'failed',
      error: { kind: 'network' },
    });
    actor.stop();
  });
});
