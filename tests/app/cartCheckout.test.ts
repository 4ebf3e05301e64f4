import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CreateCheckoutRequest } from '../../contracts/checkout.ts';
import { cartMachine } from '../../machines/cart/cart.machine.ts';
import type { CartLine, PendingMerge } from '../../machines/cart/cart.types.ts';
import { checkoutMachine } from '../../machines/checkout/checkout.machine.ts';
import type { CheckoutCreated } from '../../machines/checkout/checkout.types.ts';
import type { ApiClient } from '../../src/api/client.ts';
import type { AppSystem } from '../../src/app/system.ts';
import {
  CartNotReadyError,
  CartOrderAwaitingPaymentError,
  CheckoutStartError,
  createNewCheckout,
} from '../../src/features/checkout/cartCheckout.ts';
import { newCheckoutId } from '../../src/features/checkout/newCheckout.ts';

// The cart's checkout is created only once the cart machine has merged the guest cart: never from
// the saved cart read before the merge.

const kettle: CartLine = {
  productId: 1,
  name: 'Kettle',
  price: 100,
  sellingPrice: 90,
  discountDetails: null,
  image: '',
  productType: 'Physical',
  maxQuantity: 5,
  priceVisible: true,
  slot: null,
  cartItemId: null,
  quantity: 1,
};

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A guest with a kettle in the cart, on the sign-in page, with the merge's answer held back. */
function signingInGuest() {
  const merge = deferred<CartLine[]>();
  const cart = createActor(
    cartMachine.provide({
      actors: {
        loadServerCart: fromPromise(async (): Promise<CartLine[]> => []),
        prepareMerge: fromPromise<PendingMerge, { lines: CartLine[] }>(async ({ input }) => ({
          key: 'k',
          lines: input.lines,
        })),
        applyChange: fromPromise(() => merge.promise),
      },
    }),
    {
      input: {
        guestLines: [kettle],
        pendingAdd: null,
        pendingMerge: null,
        mergeRefused: false,
        route: { path: '/signin', search: {} },
      },
    },
  ).start();
  cart.send({ type: 'SESSION.GUEST' });
  const request = vi.fn(async () => ({ checkout_id: 'c1' }));
  const system = { cart, api: { request } as unknown as ApiClient } as unknown as AppSystem;
  return { cart, merge, request, system };
}

describe("the cart's new checkout (the checkout machine's createCheckout)", () => {
  it('creates the checkout only after the guest cart was merged', async () => {
    const { cart, merge, request, system } = signingInGuest();
    const started = createNewCheckout(system.api, system.cart, { source: 'cart' });
    cart.send({ type: 'SESSION.SIGNED_IN', via: 'login' });
    await vi.waitFor(() => expect(cart.getSnapshot().matches({ customer: 'saving' })).toBe(true));
    expect(request).not.toHaveBeenCalled();
    merge.resolve([{ ...kettle, cartItemId: 11 }]);
    await expect(started).resolves.toEqual({ kind: 'created', checkoutId: 'c1' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('POST', expect.stringMatching(/checkout-journey$/), {
      body: { source: 'cart' },
    });
    cart.stop();
  });

  it('makes no checkout when the merge failed, and the route reads why', async () => {
    const { cart, merge, request, system } = signingInGuest();
    cart.send({ type: 'SESSION.SIGNED_IN', via: 'login' });
    const checkout = createActor(
      checkoutMachine.provide({
        actors: {
          createCheckout: fromPromise<CheckoutCreated, CreateCheckoutRequest>(({ input }) =>
            createNewCheckout(system.api, system.cart, input),
          ),
        },
      }),
      { input: { start: { source: 'cart' } } },
    ).start();
    const started = newCheckoutId(checkout);
    merge.reject({ status: 0, message: '' });
    const error = await started.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CartNotReadyError);
    expect((error as CartNotReadyError).flowError).toEqual({ kind: 'network' });
    expect(request).not.toHaveBeenCalled();
    checkout.stop();
    cart.stop();
  });

  it('tells the machine why, when the merge failed', async () => {
    const { cart, merge, request, system } = signingInGuest();
    cart.send({ type: 'SESSION.SIGNED_IN', via: 'login' });
    const started = createNewCheckout(system.api, system.cart, { source: 'cart' });
    merge.reject({ status: 0, message: '' });
    await expect(started).resolves.toEqual({ kind: 'cartNotReady', error: { kind: 'network' } });
    expect(request).not.toHaveBeenCalled();
    cart.stop();
  });
});

describe('the route reads the new checkout from the checkout machine', () => {
  const making = (answer: () => Promise<CheckoutCreated>) =>
    createActor(checkoutMachine.provide({ actors: { createCheckout: fromPromise(answer) } }), {
      input: { start: { source: 'cart' } },
    }).start();

  it('the new id once it is made', async () => {
    const checkout = making(async () => ({ kind: 'created', checkoutId: 'c1' }));
    await expect(newCheckoutId(checkout)).resolves.toBe('c1');
    checkout.stop();
  });

  it('the refusal as the error page tells it', async () => {
    const error = { kind: 'failed', message: 'An order of this cart is awaiting its payment.' } as const;
    const awaiting = making(async () => ({ kind: 'cartOrderAwaitingPayment', orderId: 41, error }));
    const refused = await newCheckoutId(awaiting).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(CartOrderAwaitingPaymentError);
    expect(refused).toMatchObject({ orderId: 41, flowError: error });
    const failing = making(async () => Promise.reject({ status: 0, message: '' }));
    const failed = await newCheckoutId(failing).catch((caught: unknown) => caught);
    expect(failed).toBeInstanceOf(CheckoutStartError);
    expect(failed).toMatchObject({ flowError: { kind: 'network' } });
    await expect(newCheckoutId(undefined)).rejects.toThrow();
  });
});
