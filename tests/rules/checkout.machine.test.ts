// What the checkout screens read through the checkout's selectors, in every state (found by
// mutation testing, docs/testing/mutation.md: the model tests judge the machine, not what each
// screen is told).
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromCallback, fromPromise, type StateValue, setup } from 'xstate';
import type { Checkout, CreateCheckoutRequest } from '../../contracts/checkout.ts';
import type { CartEvent } from '../../machines/cart/cart.types.ts';
import {
  type CheckoutSnapshot,
  canPlaceOrder,
  checkoutMachine,
  isCheckoutBusy,
  selectCheckoutScreen,
  selectConfirmedOrderId,
  selectNewCheckout,
} from '../../machines/checkout/checkout.machine.ts';
import type {
  CheckoutContext,
  CheckoutLoad,
  ChooseAddressesInput,
  OrderPlaced,
  PlaceOrderInput,
} from '../../machines/checkout/checkout.types.ts';
import {
  ADDRESSES,
  ALL_METHODS,
  CHECKOUT_ID,
  CHECKOUTS,
  METHODS,
  MODES,
  PLACED,
} from '../model/models/checkoutFixtures.ts';

const FROM_CART: CreateCheckoutRequest = { source: 'cart' };

/** The machine resolved at a state, with a context as the server's answers would have made it. */
function at(value: StateValue, context: Partial<CheckoutContext> = {}): CheckoutSnapshot {
  const checkout: Checkout | null = context.checkout === undefined ? CHECKOUTS.ready : context.checkout;
  return checkoutMachine.resolveState({
    value,
    context: {
      checkoutId: CHECKOUT_ID,
      start: null,
      startRefusal: null,
      checkout,
      addresses: [ADDRESSES.home],
      paymentTypes: null,
      coupons: [],
      steps: { activeStep: 1, numberOfSteps: 3 },
      choice: null,
      addressDraft: null,
      couponDraft: '',
      couponValidation: null,
      selectedPayment: { payment: [], paymentConfig: null, isPaymentSelectionSatisfied: false },
      placement: null,
      error: null,
      ...context,
    },
  });
}

describe('checkout: the screen each state shows', () => {
  it('shows loading while a checkout is opened or made, and each step, order and hand-off as its own screen', () => {
    const screens = {
      opening: at('opening', { checkout: null }),
      starting: at('starting', { checkout: null, checkoutId: null, start: FROM_CART }),
      started: at('started', { checkout: null, start: FROM_CART }),
      startFailed: at('startFailed', {
        checkout: null,
        checkoutId: null,
        start: FROM_CART,
        startRefusal: { kind: 'failed', error: { kind: 'network' } },
      }),
      loading: at('loading', { checkout: null }),
      loadFailed: at('loadFailed', { checkout: null }),
      addresses: at({ open: { addresses: 'idle' } }),
      summary: at({ open: { summary: 'idle' } }),
      payment: at({ open: 'payment' }),
      request: at({ open: 'request' }, { checkout: CHECKOUTS.request }),
      placing: at({ open: 'placing' }),
      placed: at('placed', { placement: PLACED.onDelivery.placement }),
      ordered: at('ordered'),
      handedOff: at('handedOff'),
    };
    expect(
      Object.fromEntries(Object.entries(screens).map(([state, s]) => [state, selectCheckoutScreen(s)])),
    ).toEqual({
      opening: 'loading',
      starting: 'loading',
      started: 'loading',
      startFailed: 'loading',
      loading: 'loading',
      loadFailed: 'loadFailed',
      addresses: 'addresses',
      summary: 'summary',
      payment: 'payment',
      request: 'request',
      placing: 'placing',
      placed: 'placed',
      ordered: 'ordered',
      handedOff: 'handedOff',
    });
  });

  it('is busy exactly while a request of the checkout is on its way', () => {
    const busy = [
      { open: { addresses: 'savingChoice' } },
      { open: { addresses: 'savingAddress' } },
      { open: { summary: 'validatingCoupon' } },
      { open: { summary: 'applyingCoupon' } },
      { open: { summary: 'removingCoupon' } },
      { open: { summary: 'savingSlot' } },
      { open: 'placing' },
    ];
    for (const value of busy) expect(isCheckoutBusy(at(value)), JSON.stringify(value)).toBe(true);
    const resting = [
      { open: { addresses: 'idle' } },
      { open: { summary: 'idle' } },
      { open: 'payment' },
      'loading',
    ];
    for (const value of resting) expect(isCheckoutBusy(at(value)), JSON.stringify(value)).toBe(false);
  });
});

describe('checkout: a new checkout, as the route that asked for it reads it', () => {
  it('is made (its id), refused (why), or still on its way; nothing for a checkout opened by its id', () => {
    const refusal = { kind: 'cartNotReady', error: null } as const;
    expect(selectNewCheckout(at('loading', { checkout: null }))).toBeNull();
    expect(selectNewCheckout(at('starting', { checkout: null, checkoutId: null, start: FROM_CART }))).toEqual(
      {
        status: 'starting',
      },
    );
    expect(selectNewCheckout(at('started', { checkout: null, start: FROM_CART }))).toEqual({
      status: 'created',
      checkoutId: CHECKOUT_ID,
    });
    expect(
      selectNewCheckout(
        at('startFailed', { checkout: null, checkoutId: null, start: FROM_CART, startRefusal: refusal }),
      ),
    ).toEqual({ status: 'refused', refusal });
    // Loading the new checkout once made: the route has its id already, the checkout is no longer new.
    expect(selectNewCheckout(at('loading', { checkout: null, start: FROM_CART }))).toEqual({
      status: 'starting',
    });
    // Not made yet, so no id to give, even where a made one would be.
    expect(selectNewCheckout(at('started', { checkout: null, checkoutId: null, start: FROM_CART }))).toEqual({
      status: 'starting',
    });
    expect(
      selectNewCheckout(
        at('startFailed', { checkout: null, checkoutId: null, start: FROM_CART, startRefusal: null }),
      ),
    ).toEqual({ status: 'starting' });
  });
});

describe('checkout: the order confirmation the checkout ends on', () => {
  it("is the placed order's; a request stays on the checkout's own screen", () => {
    const order = PLACED.onDelivery.placement;
    expect(selectConfirmedOrderId(at('placed', { placement: order }))).toBe(order.order_id);
    expect(
      selectConfirmedOrderId(at('placed', { placement: { ...order, order_kind: 'request' } })),
    ).toBeNull();
    expect(selectConfirmedOrderId(at({ open: 'placing' }, { placement: order }))).toBeNull();
  });
});

describe('checkout: an order to pay is placed only with a way to pay', () => {
  it('never with an empty selection, even one the selection calls satisfied (no mode offered)', () => {
    const emptySatisfied = { payment: [], paymentConfig: null, isPaymentSelectionSatisfied: true };
    expect(canPlaceOrder(at({ open: 'payment' }, { selectedPayment: emptySatisfied }))).toBe(false);
  });
});

describe('checkout: placing the order again', () => {
  it("no longer shows the last attempt's failure while the new one is on its way", () => {
    const cash = { payment: [METHODS.cod], paymentConfig: null, isPaymentSelectionSatisfied: true };
    const failedBefore = at({ open: 'payment' }, { selectedPayment: cash, error: { kind: 'network' } });
    const actor = createActor(
      checkoutMachine.provide({
        actors: { placeOrder: fromPromise<OrderPlaced, PlaceOrderInput>(() => new Promise(() => {})) },
      }),
      // A snapshot of the machine before provide: the same states and context.
      { snapshot: failedBefore } as never,
    );
    actor.start();
    actor.send({ type: 'PLACE_ORDER' });
    expect(actor.getSnapshot().value).toEqual({ open: 'placing' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.stop();
  });
});

describe('checkout: an address chosen after a refused address form was left', () => {
  it.each([
    ['delivery', { type: 'SELECT_DELIVERY', addressId: 1 }],
    ['billing', { type: 'SELECT_BILLING', addressId: 1 }],
  ] as const)(
    'drops the refused draft (choosing the %s address), so the step says the choice’s failure',
    (_, event) => {
      const refusedDraft = at(
        { open: { addresses: 'idle' } },
        {
          addressDraft: { addressId: null, address: { ...ADDRESSES.home } as never },
          error: { kind: 'network' },
        },
      );
      const actor = createActor(
        checkoutMachine.provide({
          actors: {
            chooseAddresses: fromPromise<Checkout, ChooseAddressesInput>(() => new Promise(() => {})),
          },
        }),
        { snapshot: refusedDraft } as never,
      );
      actor.start();
      actor.send(event);
      expect(actor.getSnapshot().value).toEqual({ open: { addresses: 'savingChoice' } });
      expect(actor.getSnapshot().context.addressDraft).toBeNull();
      actor.stop();
    },
  );
});

describe('checkout: an order placed at once', () => {
  it('makes the cart (systemId cart) read the server cart again: the order emptied it', async () => {
    const cartReceived: CartEvent[] = [];
    const host = setup({
      actors: {
        cart: fromCallback<CartEvent>(({ receive }) => {
          receive((event) => cartReceived.push(event));
        }),
        checkout: checkoutMachine.provide({
          actors: {
            loadCheckout: fromPromise<CheckoutLoad, { checkoutId: string }>(async () => ({
              checkout: CHECKOUTS.ready,
              savedPincode: null,
              addresses: [ADDRESSES.home],
              paymentTypes: { payment_types: ALL_METHODS, payment_modes: { ...MODES.both } },
              coupons: [],
            })),
            placeOrder: fromPromise<OrderPlaced, PlaceOrderInput>(async () => PLACED.onDelivery),
          },
        }),
      },
    }).createMachine({
      invoke: [
        { id: 'cart', systemId: 'cart', src: 'cart' },
        { id: 'checkout', src: 'checkout', input: { checkoutId: CHECKOUT_ID } },
      ],
    });
    const actor = createActor(host);
    actor.start();
    const checkout = actor.getSnapshot().children.checkout as AnyActorRef;
    const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
    await settle();
    checkout.send({ type: 'CONTINUE' });
    checkout.send({ type: 'CONTINUE' });
    expect(checkout.getSnapshot().value).toEqual({ open: 'payment' });
    checkout.getSnapshot().children.paymentSelection.send({ type: 'SELECT', methodId: METHODS.cod.id });
    checkout.send({ type: 'PLACE_ORDER' });
    await settle();
    expect(checkout.getSnapshot().value).toBe('placed');
    expect(cartReceived).toEqual([{ type: 'CHANGED_ELSEWHERE', guestLines: null }]);
    actor.stop();
  });
});
