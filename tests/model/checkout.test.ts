import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import type { AddressInput, UserPincode } from '../../contracts/address.ts';
import type { Checkout, CouponValidation } from '../../contracts/checkout.ts';
import {
  type CheckoutSnapshot,
  canPlaceOrder,
  checkoutMachine,
  isCheckoutBusy,
  selectCheckoutScreen,
  selectNewCheckout,
} from '../../machines/checkout/checkout.machine.ts';
import type {
  AddressChoice,
  CheckoutContext,
  CheckoutCreated,
  CheckoutInput,
  CheckoutLoad,
  OrderPlaced,
  PlaceOrderInput,
  SavedAddress,
} from '../../machines/checkout/checkout.types.ts';
import { paymentSelectionMachine } from '../../machines/checkout/paymentSelection.machine.ts';
import type { SelectedPayment } from '../../machines/checkout/paymentSelection.types.ts';
import {
  type ModelPath,
  memoizedRunner,
  type PathRun,
  pathFromEvents,
  runPath,
  stateValueToString,
} from '../../scripts/paths/graphCoverage.ts';
import { boundedPaths } from './boundedPaths.ts';
import { eachGeneratedPath, expectStates } from './eachGeneratedPath.ts';
import { expectedFlowError } from './expectedFlowError.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import {
  CREATED,
  EVENTS,
  LOADS,
  checkoutModel as model,
  projectCheckout,
  SCENARIOS,
  STARTS,
} from './models/checkout.model.ts';
import {
  ADDRESSES,
  CARD_CONFIG,
  CHECKOUT_ID,
  CHECKOUTS,
  HAND_OFF,
  METHODS,
  PLACED,
} from './models/checkoutFixtures.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The checkout as an oracle, written from SPEC sections 3, 4 "Checkout steps" and "Payment
// selection", 8 and the decisions on the checkout: 3 steps, 2 when every item is free or the order is free,
// 0 when every item is request-based (then the request is submitted, without payment); step 1
// chooses the addresses (a new checkout starts from user_pincode's address, else the defaults),
// and only a served delivery pincode lets the customer on (user_pincode keeps it); step 2 holds
// coupons (validated, then applied) and slots (every service item needs one); step 3 the payment
// selection, which must be satisfied; Place order sends one request; pay on delivery is placed at
// once (the cart is read again), online payment hands off; a failure keeps what was entered.

type SpecValue =
  | 'starting'
  | 'started'
  | 'startFailed'
  | 'loading'
  | 'loadFailed'
  | 'open.addresses.idle'
  | 'open.addresses.savingChoice'
  | 'open.addresses.savingAddress'
  | 'open.summary.idle'
  | 'open.summary.validatingCoupon'
  | 'open.summary.applyingCoupon'
  | 'open.summary.removingCoupon'
  | 'open.summary.savingSlot'
  | 'open.payment'
  | 'open.request'
  | 'open.placing'
  | 'handedOff'
  | 'placed'
  | 'ordered';

type SpecState = CheckoutContext & { value: SpecValue };

const none: SelectedPayment = { payment: [], paymentConfig: null, isPaymentSelectionSatisfied: false };

function stepsOf(checkout: Checkout): 0 | 2 | 3 {
  const items = checkout.checkout_items;
  if (items.every((item) => item.order_flow === 'request_based')) return 0;
  if (checkout.order_details.is_free || items.every((item) => item.item_type === 'free_item')) return 2;
  return 3;
}

function specOf(path: ModelPath) {
  const input = path.input as CheckoutInput;
  // A start makes a new checkout first; an id opens that one.
  const start = 'start' in input ? input.start : null;
  let state: SpecState = {
    value: start ? 'starting' : 'loading',
    checkoutId: 'checkoutId' in input ? input.checkoutId : null,
    start,
    startRefusal: null,
    checkout: null,
    addresses: [],
    paymentTypes: null,
    coupons: [],
    steps: { activeStep: 1, numberOfSteps: 3 },
    choice: null,
    addressDraft: null,
    couponDraft: '',
    couponValidation: null,
    selectedPayment: none,
    placement: null,
    error: null,
  };
  const states: SpecState[] = [];
  const effects: PathRun['effects'] = [];
  const invocations: PathRun['invocations'] = [
    start
      ? { step: 0, id: 'createCheckout', src: 'createCheckout', input: start }
      : { step: 0, id: 'loadCheckout', src: 'loadCheckout', input: { checkoutId: CHECKOUT_ID } },
  ];

  path.steps.forEach(({ event }, step) => {
    const effect = (action: string, params?: unknown) => effects.push({ step, action, params });
    const invoke = (id: string, invokeInput: unknown) =>
      invocations.push({ step, id, src: id, input: invokeInput });
    const current = () => state.checkout as Checkout;
    const to = (value: SpecValue) => {
      state = { ...state, value };
      const activeStep = value.startsWith('open.addresses')
        ? 1
        : value.startsWith('open.summary')
          ? 2
          : value === 'open.payment'
            ? 3
            : value === 'open.request'
              ? 0
              : state.steps.activeStep;
      state = { ...state, steps: { ...state.steps, activeStep } };
    };
    /** A checkout the server answered: its steps; another set of payment modes starts the selection again. */
    const take = (checkout: Checkout) => {
      const before = state.checkout?.payment_modes;
      state = {
        ...state,
        checkout,
        steps: { ...state.steps, numberOfSteps: stepsOf(checkout) },
        error: null,
      };
      if (
        before &&
        (before.online_payment !== checkout.payment_modes.online_payment ||
          before.pay_on_delivery !== checkout.payment_modes.pay_on_delivery)
      ) {
        state = { ...state, selectedPayment: none };
        effect('resetPaymentSelection', checkout.payment_modes);
      }
    };
    const sendChoice = (choice: AddressChoice) => {
      state = { ...state, choice };
      to('open.addresses.savingChoice');
      invoke('chooseAddresses', { checkoutId: CHECKOUT_ID, choice });
    };
    const place = () => {
      to('open.placing');
      state = { ...state, error: null };
      invoke('placeOrder', {
        checkoutId: CHECKOUT_ID,
        paymentTypeIds: state.steps.numberOfSteps === 3 ? state.selectedPayment.payment.map((m) => m.id) : [],
      });
    };
    const failed = (value: SpecValue) => {
      to(value);
      state = { ...state, error: expectedFlowError(event) };
    };
    const payload = event as EventObject & {
      output?: unknown;
      addressId?: number;
      address?: AddressInput;
      code?: string;
      checkoutItemId?: number;
      slotId?: number;
      selection?: SelectedPayment;
    };
    const slotsChosen = () =>
      current().checkout_items.every((item) => !item.requires_slot || item.slot !== null);

    if (step === 0) {
      // Making a new checkout, or loading the one named.
    } else if (state.value === 'starting' && event.type === 'xstate.done.actor.createCheckout') {
      // Made: its page opens (the route's part); refused for the cart: why, kept for the page.
      const created = payload.output as CheckoutCreated;
      if (created.kind === 'created') {
        state = { ...state, checkoutId: created.checkoutId };
        to('started');
      } else {
        state = { ...state, startRefusal: created };
        to('startFailed');
      }
    } else if (state.value === 'starting' && event.type === 'xstate.error.actor.createCheckout') {
      state = { ...state, startRefusal: { kind: 'failed', error: expectedFlowError(event) } };
      to('startFailed');
    } else if (state.value === 'loading' && event.type === 'xstate.done.actor.loadCheckout') {
      const loaded = payload.output as CheckoutLoad;
      if (loaded.checkout.status === 'ordered') {
        // Its order was made already: nothing is opened, the page points to the order.
        state = {
          ...state,
          checkout: loaded.checkout,
          steps: { ...state.steps, numberOfSteps: stepsOf(loaded.checkout) },
          error: null,
        };
        to('ordered');
        states.push(state);
        return;
      }
      state = {
        ...state,
        checkout: loaded.checkout,
        steps: { ...state.steps, numberOfSteps: stepsOf(loaded.checkout) },
        addresses: loaded.addresses,
        paymentTypes: loaded.paymentTypes,
        coupons: loaded.coupons,
        error: null,
      };
      invoke('paymentSelection', {
        methods: loaded.paymentTypes.payment_types,
        restrictions: loaded.checkout.payment_modes,
      });
      if (state.steps.numberOfSteps === 0) to('open.request');
      else if (loaded.checkout.address.delivery !== null) to('open.addresses.idle');
      else {
        // user_pincode's address when it is still the customer's, else the default ones.
        const saved = loaded.addresses.find((a) => a.address_id === loaded.savedPincode?.addressId);
        const delivery = saved ?? loaded.addresses.find((a) => a.is_default_delivery) ?? loaded.addresses[0];
        const billing = loaded.addresses.find((a) => a.is_default_billing) ?? delivery;
        if (delivery && billing) sendChoice({ delivery: delivery.address_id, billing: billing.address_id });
        else to('open.addresses.idle');
      }
    } else if (state.value === 'loading' && event.type === 'xstate.error.actor.loadCheckout') {
      failed('loadFailed');
    } else if (state.value === 'loadFailed' && event.type === 'RETRY') {
      to('loading');
      invoke('loadCheckout', { checkoutId: CHECKOUT_ID });
    } else if (
      event.type === 'PAYMENT_SELECTION.CHANGED' &&
      state.value.startsWith('open') &&
      payload.selection
    ) {
      state = { ...state, selectedPayment: payload.selection };
    } else if (state.value === 'open.addresses.idle') {
      const { delivery, billing } = current().address;
      if (event.type === 'SELECT_DELIVERY' && payload.addressId)
        sendChoice({ delivery: payload.addressId, billing: billing ?? payload.addressId });
      else if (event.type === 'SELECT_BILLING' && payload.addressId && delivery !== null)
        sendChoice({ delivery, billing: payload.addressId });
      else if ((event.type === 'ADD_ADDRESS' || event.type === 'EDIT_ADDRESS') && payload.address) {
        const draft = { addressId: payload.addressId ?? null, address: payload.address };
        state = { ...state, addressDraft: draft };
        to('open.addresses.savingAddress');
        invoke('saveAddress', { draft });
      } else if (event.type === 'RETRY' && state.choice) sendChoice(state.choice);
      else if (
        event.type === 'CONTINUE' &&
        delivery !== null &&
        billing !== null &&
        current().pincode_check.serviceable === true
      )
        to('open.summary.idle');
    } else if (state.value === 'open.addresses.savingChoice') {
      if (event.type === 'xstate.done.actor.chooseAddresses') {
        const checkout = payload.output as Checkout;
        take(checkout);
        state = { ...state, choice: null };
        const { pincode, address_id } = checkout.pincode_check;
        if (pincode !== null && address_id !== null)
          effect('savePincode', { pincode, addressId: address_id } satisfies UserPincode);
        to('open.addresses.idle');
      } else if (event.type === 'xstate.error.actor.chooseAddresses') failed('open.addresses.idle');
    } else if (state.value === 'open.addresses.savingAddress') {
      if (event.type === 'xstate.done.actor.saveAddress') {
        const saved = payload.output as SavedAddress;
        const { delivery, billing } = current().address;
        const id = saved.address.address_id;
        state = { ...state, addresses: saved.addresses, addressDraft: null, error: null };
        if (delivery === null) sendChoice({ delivery: id, billing: billing ?? id });
        else if (delivery === id || billing === id) sendChoice({ delivery, billing: billing ?? delivery });
        else to('open.addresses.idle');
      } else if (event.type === 'xstate.error.actor.saveAddress') failed('open.addresses.idle');
    } else if (state.value === 'open.summary.idle') {
      if (event.type === 'APPLY_COUPON' && payload.code !== undefined) {
        state = { ...state, couponDraft: payload.code, couponValidation: null };
        to('open.summary.validatingCoupon');
        invoke('validateCoupon', { checkoutId: CHECKOUT_ID, code: payload.code });
      } else if (event.type === 'REMOVE_COUPON' && current().coupon !== null) {
        to('open.summary.removingCoupon');
        invoke('removeCoupon', { checkoutId: CHECKOUT_ID });
      } else if (event.type === 'SELECT_SLOT') {
        to('open.summary.savingSlot');
        invoke('chooseSlot', {
          checkoutId: CHECKOUT_ID,
          checkoutItemId: payload.checkoutItemId,
          slotId: payload.slotId,
        });
      } else if (event.type === 'BACK') to('open.addresses.idle');
      else if (event.type === 'CONTINUE' && state.steps.numberOfSteps === 3 && slotsChosen())
        to('open.payment');
      else if (event.type === 'PLACE_ORDER' && state.steps.numberOfSteps === 2 && slotsChosen()) place();
    } else if (state.value === 'open.summary.validatingCoupon') {
      if (event.type === 'xstate.done.actor.validateCoupon') {
        const validation = payload.output as CouponValidation;
        state = { ...state, couponValidation: validation, error: null };
        if (validation.is_valid) {
          to('open.summary.applyingCoupon');
          invoke('applyCoupon', { checkoutId: CHECKOUT_ID, code: state.couponDraft });
        } else to('open.summary.idle');
      } else if (event.type === 'xstate.error.actor.validateCoupon') failed('open.summary.idle');
    } else if (state.value === 'open.summary.applyingCoupon') {
      if (event.type === 'xstate.done.actor.applyCoupon') {
        take(payload.output as Checkout);
        state = { ...state, couponDraft: '' };
        to('open.summary.idle');
      } else if (event.type === 'xstate.error.actor.applyCoupon') failed('open.summary.idle');
    } else if (state.value === 'open.summary.removingCoupon') {
      if (event.type === 'xstate.done.actor.removeCoupon') {
        take(payload.output as Checkout);
        state = { ...state, couponValidation: null };
        to('open.summary.idle');
      } else if (event.type === 'xstate.error.actor.removeCoupon') failed('open.summary.idle');
    } else if (state.value === 'open.summary.savingSlot') {
      if (event.type === 'xstate.done.actor.chooseSlot') {
        take(payload.output as Checkout);
        to('open.summary.idle');
      } else if (event.type === 'xstate.error.actor.chooseSlot') failed('open.summary.idle');
    } else if (state.value === 'open.payment') {
      if (event.type === 'BACK') to('open.summary.idle');
      else if (
        event.type === 'PLACE_ORDER' &&
        state.selectedPayment.isPaymentSelectionSatisfied &&
        state.selectedPayment.payment.length > 0
      )
        place();
    } else if (state.value === 'open.request' && event.type === 'PLACE_ORDER') {
      place();
    } else if (state.value === 'open.placing') {
      // A second Place order meanwhile sends nothing.
      if (event.type === 'xstate.done.actor.placeOrder') {
        const placed = payload.output as OrderPlaced;
        state = { ...state, placement: placed.placement };
        if (placed.handOff) {
          to('handedOff');
          effect('handOff', { handOff: placed.handOff, source: current().source });
        } else {
          to('placed');
          effect('announceOrderPlaced', placed.placement);
          effect('reloadCart');
        }
      } else if (event.type === 'xstate.error.actor.placeOrder') {
        const steps = state.steps.numberOfSteps;
        failed(steps === 0 ? 'open.request' : steps === 2 ? 'open.summary.idle' : 'open.payment');
      }
    }
    states.push(state);
  });
  return { states, effects, invocations };
}

describe('checkout: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    // Every step on what the graph tells apart; the whole context at the end.
    expectStates<CheckoutContext, ReturnType<typeof projectCheckout>>(
      path,
      run,
      spec.states.map(({ value, ...context }) => ({ value, ...projectCheckout(context) })),
      projectCheckout,
    );
    const { value: _value, ...last } = spec.states.at(-1) as SpecState;
    expect(run.context).toEqual(last);
    expect(run.effects).toEqual(spec.effects);
    expect(run.invocations).toEqual(spec.invocations);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: [
      'opening',
      'starting',
      'started',
      'startFailed',
      'loading',
      'loadFailed',
      'open',
      'open.routing',
      'open.addresses',
      'open.addresses.choosing',
      'open.addresses.idle',
      'open.addresses.savingChoice',
      'open.addresses.savingAddress',
      'open.summary',
      'open.summary.idle',
      'open.summary.validatingCoupon',
      'open.summary.applyingCoupon',
      'open.summary.removingCoupon',
      'open.summary.savingSlot',
      'open.payment',
      'open.request',
      'open.placing',
      'handedOff',
      'ordered',
      'placed',
    ],
    transitions: 48,
  });
});

async function outcomeOf(scenario: string, events: Array<string | EventObject>) {
  const run = await runPath(model, pathFromEvents(model, scenario, events));
  expect(run.failure).toBeNull();
  const last = run.path.steps.at(-1)?.state as CheckoutSnapshot;
  return { run, last, value: stateValueToString(last.value), context: run.context as CheckoutContext };
}

const toPayment = [
  EVENTS.loaded,
  EVENTS.chosen,
  EVENTS.continue,
  EVENTS.selectSlot,
  EVENTS.slotSaved,
  EVENTS.continue,
];

describe('checkout: SPEC section 4 "Checkout steps" and the checkout decisions', () => {
  it('a new checkout checks the default address, keeps user_pincode, and goes on only when served', async () => {
    const served = await outcomeOf(SCENARIOS.fresh, [EVENTS.loaded, EVENTS.chosen]);
    expect(served.run.invocations.at(-1)?.input).toEqual({
      checkoutId: CHECKOUT_ID,
      choice: { delivery: ADDRESSES.home.address_id, billing: ADDRESSES.home.address_id },
    });
    expect(served.run.effects).toEqual([
      { step: 2, action: 'savePincode', params: { pincode: ADDRESSES.home.pincode, addressId: 1 } },
    ]);
    expect(canPlaceOrder(served.last)).toBe(false);
    const far = await outcomeOf(SCENARIOS.fresh, [EVENTS.loadedSaved, EVENTS.chosenFar, EVENTS.continue]);
    // user_pincode's address is tried first; its pincode is not served: the customer stays on step 1.
    expect(far.run.invocations[2]?.input).toMatchObject({ choice: { delivery: ADDRESSES.far.address_id } });
    expect(far.value).toBe('open.addresses.idle');
    expect(selectCheckoutScreen(far.last)).toBe('addresses');
  });

  it('three steps; Place order only with a satisfied selection; a double click sends one request', async () => {
    const unpaid = await outcomeOf(SCENARIOS.fresh, [...toPayment, EVENTS.placeOrder]);
    expect(unpaid.value).toBe('open.payment');
    expect(unpaid.context.steps).toEqual({ activeStep: 3, numberOfSteps: 3 });
    const twice = await outcomeOf(SCENARIOS.fresh, [
      ...toPayment,
      EVENTS.payCash,
      EVENTS.placeOrder,
      EVENTS.placeOrder,
    ]);
    expect(twice.run.invocations.filter((invocation) => invocation.id === 'placeOrder')).toEqual([
      {
        step: 8,
        id: 'placeOrder',
        src: 'placeOrder',
        input: { checkoutId: CHECKOUT_ID, paymentTypeIds: [METHODS.cod.id] },
      },
    ]);
    expect(isCheckoutBusy(twice.last)).toBe(true);
  });

  it('pay on delivery is placed at once and the cart read again; online payment hands off', async () => {
    const cash = await outcomeOf(SCENARIOS.fresh, [
      ...toPayment,
      EVENTS.payCash,
      EVENTS.placeOrder,
      EVENTS.placed,
    ]);
    expect(cash.value).toBe('placed');
    expect(cash.run.effects.slice(-2).map((effect) => effect.action)).toEqual([
      'announceOrderPlaced',
      'reloadCart',
    ]);
    const card = await outcomeOf(SCENARIOS.fresh, [
      ...toPayment,
      EVENTS.payCard,
      EVENTS.placeOrder,
      EVENTS.handedOff,
    ]);
    expect(card.value).toBe('handedOff');
    expect(card.run.effects.at(-1)).toEqual({
      step: 9,
      action: 'handOff',
      params: { handOff: HAND_OFF, source: 'cart' },
    });
    expect(card.context.placement).toEqual(PLACED.online.placement);
  });

  it('a coupon that makes the order free leaves two steps and clears the payment selection', async () => {
    const free = await outcomeOf(SCENARIOS.fresh, [
      ...toPayment,
      EVENTS.payCard,
      EVENTS.back,
      EVENTS.applyCoupon,
      EVENTS.valid,
      EVENTS.applied,
    ]);
    expect(free.context.steps).toEqual({ activeStep: 2, numberOfSteps: 2 });
    expect(free.context.selectedPayment.payment).toEqual([]);
    expect(free.run.effects.at(-1)).toEqual({
      step: 11,
      action: 'resetPaymentSelection',
      params: CHECKOUTS.freeByCoupon.payment_modes,
    });
    const placing = await outcomeOf(SCENARIOS.fresh, [
      ...toPayment,
      EVENTS.back,
      EVENTS.applyCoupon,
      EVENTS.valid,
      EVENTS.applied,
      EVENTS.placeOrder,
    ]);
    expect(placing.run.invocations.at(-1)?.input).toEqual({ checkoutId: CHECKOUT_ID, paymentTypeIds: [] });
  });

  it('a refused coupon keeps the code and the server’s reason; a failed order keeps the selection', async () => {
    const expired = await outcomeOf(SCENARIOS.fresh, [
      EVENTS.loaded,
      EVENTS.chosen,
      EVENTS.continue,
      EVENTS.applyCoupon,
      EVENTS.expired,
    ]);
    expect(expired.context).toMatchObject({ couponDraft: 'FREE100', couponValidation: { is_valid: false } });
    const refused = await outcomeOf(SCENARIOS.fresh, [
      ...toPayment,
      EVENTS.payCash,
      EVENTS.placeOrder,
      EVENTS.placeFailed,
    ]);
    expect(refused.value).toBe('open.payment');
    expect(refused.context.error).toEqual({ kind: 'failed', message: 'Only 1 left in stock.' });
    expect(refused.context.selectedPayment.payment).toEqual([METHODS.cod]);
  });

  it('an address refused by the server keeps what was typed', async () => {
    const { context } = await outcomeOf(SCENARIOS.fresh, [
      EVENTS.loaded,
      EVENTS.chosen,
      EVENTS.addAddress,
      EVENTS.saveRefused,
    ]);
    expect(context.addressDraft).toMatchObject({ addressId: null, address: { pincode: '411002' } });
    expect(context.error).toEqual({ kind: 'failed', message: 'The pincode must have 6 digits.' });
  });

  it('only request-based items: no steps, no payment, the request submitted', async () => {
    const { run, value, context, last } = await outcomeOf(SCENARIOS.fresh, [
      EVENTS.loadedRequest,
      EVENTS.placeOrder,
      EVENTS.placed,
    ]);
    expect(value).toBe('placed');
    expect(context.steps).toEqual({ activeStep: 0, numberOfSteps: 0 });
    expect(run.invocations.at(-1)?.input).toEqual({ checkoutId: CHECKOUT_ID, paymentTypeIds: [] });
    expect(selectCheckoutScreen(last)).toBe('placed');
    expect(LOADS.request.checkout.number_of_steps).toBe(0);
  });
});

describe('checkout: a new checkout is made by the machine (the route only reads it)', () => {
  it('the cart or a Buy now product is sent to be made; the route reads the new id', async () => {
    const cart = await outcomeOf(SCENARIOS.fromCart, [EVENTS.created]);
    expect(cart.run.invocations[0]).toEqual({
      step: 0,
      id: 'createCheckout',
      src: 'createCheckout',
      input: STARTS.cart,
    });
    expect(selectNewCheckout(cart.last)).toEqual({ status: 'created', checkoutId: CHECKOUT_ID });
    expect(selectCheckoutScreen(cart.last)).toBe('loading');
    const buyNow = await outcomeOf(SCENARIOS.buyNow, []);
    expect(buyNow.run.invocations[0]?.input).toEqual(STARTS.buyNow);
    expect(selectNewCheckout(buyNow.last)).toEqual({ status: 'starting' });
    // A checkout opened by its id is no new one.
    const opened = await outcomeOf(SCENARIOS.fresh, []);
    expect(selectNewCheckout(opened.last)).toBeNull();
  });

  it("refused: the cart's order awaiting payment, a cart not brought together, or no answer", async () => {
    const awaiting = await outcomeOf(SCENARIOS.fromCart, [EVENTS.awaitingPayment]);
    expect(selectNewCheckout(awaiting.last)).toEqual({ status: 'refused', refusal: CREATED.awaitingPayment });
    const notReady = await outcomeOf(SCENARIOS.fromCart, [EVENTS.cartNotReady]);
    expect(selectNewCheckout(notReady.last)).toEqual({ status: 'refused', refusal: CREATED.cartNotReady });
    const failed = await outcomeOf(SCENARIOS.buyNow, [EVENTS.createFailed]);
    expect(selectNewCheckout(failed.last)).toEqual({
      status: 'refused',
      refusal: { kind: 'failed', error: { kind: 'network' } },
    });
    expect(failed.context.checkoutId).toBeNull();
  });
});

describe('checkout with its real payment selection child', () => {
  it('the child (system id paymentSelection) tells the checkout its choice; a double Place order sends one order', async () => {
    const orders: PlaceOrderInput[] = [];
    let answer: (placed: OrderPlaced) => void = () => {};
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          paymentSelection: paymentSelectionMachine.provide({
            actors: { loadPaymentConfig: fromPromise(async () => CARD_CONFIG) },
          }),
          loadCheckout: fromPromise(async () => LOADS.cart),
          chooseAddresses: fromPromise(async () => CHECKOUTS.addressed),
          chooseSlot: fromPromise(async () => CHECKOUTS.ready),
          placeOrder: fromPromise<OrderPlaced, PlaceOrderInput>(({ input }) => {
            orders.push(input);
            return new Promise((resolve) => {
              answer = resolve;
            });
          }),
        },
        actions: {
          savePincode: () => {},
          handOff: () => {},
          announceOrderPlaced: () => {},
          reloadCart: () => {},
        },
      }),
      { input: { checkoutId: CHECKOUT_ID } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { addresses: 'idle' } }));
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'SELECT_SLOT', checkoutItemId: 2, slotId: 7 });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { summary: 'idle' } }));
    actor.send({ type: 'CONTINUE' });
    const child = actor.system.get('paymentSelection');
    expect(child).toBe(actor.getSnapshot().children.paymentSelection);
    child?.send({ type: 'SELECT', methodId: METHODS.card.id });
    await waitFor(actor, (snapshot) => snapshot.context.selectedPayment.paymentConfig !== null);
    expect(actor.getSnapshot().context.selectedPayment).toEqual({
      payment: [METHODS.card],
      paymentConfig: CARD_CONFIG,
      isPaymentSelectionSatisfied: true,
    });
    actor.send({ type: 'PLACE_ORDER' });
    actor.send({ type: 'PLACE_ORDER' });
    answer(PLACED.online);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(orders).toEqual([{ checkoutId: CHECKOUT_ID, paymentTypeIds: [METHODS.card.id] }]);
    expect(actor.getSnapshot().value).toBe('handedOff');
  });
});
