import type { CreateCheckoutRequest } from '../../../contracts/checkout.ts';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import type {
  CheckoutContext,
  CheckoutCreated,
  CheckoutInput,
  CheckoutLoad,
} from '../../../machines/checkout/checkout.types.ts';
import { areSlotsChosen } from '../../../machines/checkout/checkoutRules.ts';
import type { SelectedPayment } from '../../../machines/checkout/paymentSelection.types.ts';
import {
  actorDone,
  actorError,
  canHappen,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';
import {
  ADDRESSES,
  ALL_METHODS,
  CARD_CONFIG,
  CHECKOUT_ID,
  CHECKOUTS,
  COUPONS,
  METHODS,
  MODES,
  NEW_ADDRESS,
  PLACED,
  VALIDATIONS,
} from './checkoutFixtures.ts';
import { OFFLINE, refused } from './flowFixtures.ts';

export const SCENARIOS = {
  fresh: 'a new checkout',
  fromCart: "the cart's Proceed to checkout",
  buyNow: 'Buy now',
} as const;

/** What a new checkout is made from: the cart, or a Buy now product (a service with its slot). */
export const STARTS = {
  cart: { source: 'cart' },
  buyNow: { source: 'buy_now', product: 7, quantity: 2, slot_id: 3 },
} as const satisfies Record<string, CreateCheckoutRequest>;

export const CREATED = {
  created: { kind: 'created', checkoutId: CHECKOUT_ID },
  cartNotReady: { kind: 'cartNotReady', error: { kind: 'network' } },
  awaitingPayment: {
    kind: 'cartOrderAwaitingPayment',
    orderId: 41,
    error: { kind: 'failed', message: 'An order of this cart is awaiting its payment.' },
  },
} as const satisfies Record<string, CheckoutCreated>;

const load = (
  checkout: CheckoutLoad['checkout'],
  savedPincode: CheckoutLoad['savedPincode'] = null,
): CheckoutLoad => ({
  checkout,
  savedPincode,
  addresses: [ADDRESSES.home, ADDRESSES.far],
  paymentTypes: { payment_types: ALL_METHODS, payment_modes: MODES.both },
  coupons: COUPONS,
});

export const LOADS = {
  cart: load(CHECKOUTS.fresh),
  /** The far address saved in user_pincode. */
  cartSaved: load(CHECKOUTS.fresh, { pincode: ADDRESSES.far.pincode, addressId: ADDRESSES.far.address_id }),
  free: load(CHECKOUTS.free),
  request: load(CHECKOUTS.request),
  /** Opened again (a reload): the addresses were chosen before. */
  again: load(CHECKOUTS.addressed),
  /** Opened again after its order was made. */
  ordered: load(CHECKOUTS.ordered),
};

export const SELECTIONS: Record<'cash' | 'card' | 'none' | 'both', SelectedPayment> = {
  cash: { payment: [METHODS.cod], paymentConfig: null, isPaymentSelectionSatisfied: true },
  /** Methods chosen, but not a way the store allows (cash and card together). */
  both: { payment: [METHODS.cod, METHODS.card], paymentConfig: null, isPaymentSelectionSatisfied: false },
  card: { payment: [METHODS.card], paymentConfig: CARD_CONFIG, isPaymentSelectionSatisfied: true },
  none: { payment: [], paymentConfig: null, isPaymentSelectionSatisfied: false },
};

/** The home address as saved after an edit: the same id, another line. */
export const HOME_EDITED = { ...ADDRESSES.home, address_line_1: '1 Lake Road, flat 4' };

export const ADDRESS_REFUSED = refused(400, 'The pincode must have 6 digits.');
export const NOT_PLACED = refused(409, 'Only 1 left in stock.');

export const EVENTS = {
  created: 'xstate.done.actor.createCheckout (made)',
  cartNotReady: 'xstate.done.actor.createCheckout (the cart not brought together)',
  awaitingPayment: 'xstate.done.actor.createCheckout (an order of the cart awaits its payment)',
  createFailed: 'xstate.error.actor.createCheckout (no answer)',
  loaded: 'xstate.done.actor.loadCheckout (a kettle and a lesson)',
  loadedSaved: 'xstate.done.actor.loadCheckout (a kettle and a lesson, the far address in user_pincode)',
  loadedFree: 'xstate.done.actor.loadCheckout (free items only)',
  loadedRequest: 'xstate.done.actor.loadCheckout (request items only)',
  loadedAgain: 'xstate.done.actor.loadCheckout (addresses chosen before)',
  loadedOrdered: 'xstate.done.actor.loadCheckout (its order made already)',
  loadFailed: 'xstate.error.actor.loadCheckout (no answer)',
  retry: 'RETRY',
  selectFar: 'SELECT_DELIVERY far address',
  billingFar: 'SELECT_BILLING far address',
  addAddress: 'ADD_ADDRESS',
  editHome: 'EDIT_ADDRESS home',
  chosen: 'xstate.done.actor.chooseAddresses (home, served)',
  chosenFar: 'xstate.done.actor.chooseAddresses (far, not served)',
  chooseFailed: 'xstate.error.actor.chooseAddresses (no answer)',
  saved: 'xstate.done.actor.saveAddress (address 3)',
  savedHome: 'xstate.done.actor.saveAddress (the home address edited)',
  saveRefused: 'xstate.error.actor.saveAddress (400 pincode)',
  continue: 'CONTINUE',
  back: 'BACK',
  applyCoupon: 'APPLY_COUPON FREE100',
  removeCoupon: 'REMOVE_COUPON',
  valid: 'xstate.done.actor.validateCoupon (valid, makes it free)',
  expired: 'xstate.done.actor.validateCoupon (expired)',
  validateFailed: 'xstate.error.actor.validateCoupon (no answer)',
  applied: 'xstate.done.actor.applyCoupon (free)',
  applyFailed: 'xstate.error.actor.applyCoupon (no answer)',
  removed: 'xstate.done.actor.removeCoupon (payable again)',
  removeFailed: 'xstate.error.actor.removeCoupon (no answer)',
  selectSlot: 'SELECT_SLOT lesson Monday 10:00',
  slotSaved: 'xstate.done.actor.chooseSlot (slot chosen)',
  slotFailed: 'xstate.error.actor.chooseSlot (no answer)',
  payCash: 'PAYMENT_SELECTION.CHANGED (cash on delivery)',
  payCard: 'PAYMENT_SELECTION.CHANGED (card, configured)',
  payNone: 'PAYMENT_SELECTION.CHANGED (nothing chosen)',
  payBoth: 'PAYMENT_SELECTION.CHANGED (cash and card together: not satisfied)',
  placeOrder: 'PLACE_ORDER',
  placed: 'xstate.done.actor.placeOrder (pay on delivery)',
  handedOff: 'xstate.done.actor.placeOrder (online: hand-off)',
  placeFailed: 'xstate.error.actor.placeOrder (409 out of stock)',
} as const;

const inner = (event: string) => event.replace(/^\S+ \((.*)\)$/, '$1');
const INPUT: CheckoutInput = { checkoutId: CHECKOUT_ID };

/** A server answer that fits the checkout the machine holds (the server never answers another one's). */
function fits(checkoutName: string | null, eventType: string): boolean {
  if (eventType === 'xstate.done.actor.chooseSlot') return checkoutName === 'addressed';
  if (eventType === 'xstate.done.actor.applyCoupon') return checkoutName === 'ready';
  if (eventType === 'xstate.done.actor.chooseAddresses')
    return checkoutName !== 'free' && checkoutName !== 'ready';
  return true;
}

/** The graph's view of a checkout's context (see the model's `project`). */
export function projectCheckout(context: CheckoutContext) {
  return {
    checkoutId: context.checkoutId,
    checkout: nameOf(context.checkout),
    steps: context.steps,
    choosing: context.choice !== null,
    // Chosen and satisfied apart: a choice the store does not allow is not an empty one.
    chosen: context.selectedPayment.payment.length > 0,
    satisfied: context.selectedPayment.isPaymentSelectionSatisfied,
  };
}

const nameOf = (checkout: CheckoutLoad['checkout'] | null) =>
  checkout === null
    ? null
    : (Object.entries(CHECKOUTS).find(([, known]) => known === checkout)?.[0] ?? 'other');

export const checkoutModel = defineModel({
  name: 'checkout',
  machine: checkoutMachine,
  scenarios: [
    { label: SCENARIOS.fresh, input: INPUT },
    { label: SCENARIOS.fromCart, input: { start: STARTS.cart } },
    { label: SCENARIOS.buyNow, input: { start: STARTS.buyNow } },
  ],
  events: [
    actorDone('createCheckout', CREATED.created, inner(EVENTS.created)),
    actorDone('createCheckout', CREATED.cartNotReady, inner(EVENTS.cartNotReady)),
    actorDone('createCheckout', CREATED.awaitingPayment, inner(EVENTS.awaitingPayment)),
    actorError('createCheckout', inner(EVENTS.createFailed), OFFLINE),
    actorDone('loadCheckout', LOADS.cart, inner(EVENTS.loaded)),
    actorDone('loadCheckout', LOADS.cartSaved, inner(EVENTS.loadedSaved)),
    actorDone('loadCheckout', LOADS.free, inner(EVENTS.loadedFree)),
    actorDone('loadCheckout', LOADS.request, inner(EVENTS.loadedRequest)),
    actorDone('loadCheckout', LOADS.again, inner(EVENTS.loadedAgain)),
    actorDone('loadCheckout', LOADS.ordered, inner(EVENTS.loadedOrdered)),
    actorError('loadCheckout', inner(EVENTS.loadFailed), OFFLINE),
    userEvent({ type: 'RETRY' }, EVENTS.retry),
    userEvent({ type: 'SELECT_DELIVERY', addressId: ADDRESSES.far.address_id }, EVENTS.selectFar),
    userEvent({ type: 'SELECT_BILLING', addressId: ADDRESSES.far.address_id }, EVENTS.billingFar),
    userEvent({ type: 'ADD_ADDRESS', address: NEW_ADDRESS }, EVENTS.addAddress),
    userEvent(
      { type: 'EDIT_ADDRESS', addressId: ADDRESSES.home.address_id, address: NEW_ADDRESS },
      EVENTS.editHome,
    ),
    actorDone('chooseAddresses', CHECKOUTS.addressed, inner(EVENTS.chosen)),
    actorDone('chooseAddresses', CHECKOUTS.unserviceable, inner(EVENTS.chosenFar)),
    actorError('chooseAddresses', inner(EVENTS.chooseFailed), OFFLINE),
    actorDone(
      'saveAddress',
      { address: ADDRESSES.added, addresses: [ADDRESSES.home, ADDRESSES.far, ADDRESSES.added] },
      inner(EVENTS.saved),
    ),
    // An edit of a chosen address (home is the delivery or the billing one): its pincode is
    // checked again.
    actorDone(
      'saveAddress',
      { address: HOME_EDITED, addresses: [HOME_EDITED, ADDRESSES.far] },
      inner(EVENTS.savedHome),
    ),
    actorError('saveAddress', inner(EVENTS.saveRefused), ADDRESS_REFUSED),
    userEvent({ type: 'CONTINUE' }, EVENTS.continue),
    userEvent({ type: 'BACK' }, EVENTS.back),
    userEvent({ type: 'APPLY_COUPON', code: 'FREE100' }, EVENTS.applyCoupon),
    userEvent({ type: 'REMOVE_COUPON' }, EVENTS.removeCoupon),
    actorDone('validateCoupon', VALIDATIONS.valid, inner(EVENTS.valid)),
    actorDone('validateCoupon', VALIDATIONS.expired, inner(EVENTS.expired)),
    actorError('validateCoupon', inner(EVENTS.validateFailed), OFFLINE),
    actorDone('applyCoupon', CHECKOUTS.freeByCoupon, inner(EVENTS.applied)),
    actorError('applyCoupon', inner(EVENTS.applyFailed), OFFLINE),
    actorDone('removeCoupon', CHECKOUTS.ready, inner(EVENTS.removed)),
    actorError('removeCoupon', inner(EVENTS.removeFailed), OFFLINE),
    userEvent({ type: 'SELECT_SLOT', checkoutItemId: 2, slotId: 7 }, EVENTS.selectSlot),
    actorDone('chooseSlot', CHECKOUTS.ready, inner(EVENTS.slotSaved)),
    actorError('chooseSlot', inner(EVENTS.slotFailed), OFFLINE),
    userEvent({ type: 'PAYMENT_SELECTION.CHANGED', selection: SELECTIONS.cash }, EVENTS.payCash),
    userEvent({ type: 'PAYMENT_SELECTION.CHANGED', selection: SELECTIONS.card }, EVENTS.payCard),
    userEvent({ type: 'PAYMENT_SELECTION.CHANGED', selection: SELECTIONS.none }, EVENTS.payNone),
    userEvent({ type: 'PAYMENT_SELECTION.CHANGED', selection: SELECTIONS.both }, EVENTS.payBoth),
    userEvent({ type: 'PLACE_ORDER' }, EVENTS.placeOrder),
    actorDone('placeOrder', PLACED.onDelivery, inner(EVENTS.placed)),
    actorDone('placeOrder', PLACED.online, inner(EVENTS.handedOff)),
    actorError('placeOrder', inner(EVENTS.placeFailed), NOT_PLACED),
  ],
  // What guards read: the checkout the server last answered, the steps, addresses being sent, the
  // payment selection (methods chosen, and whether the store allows them). Everything else (drafts, the coupon's word, the last failure, the chosen
  // methods) is checked against the oracle at each path's end.
  project: ({ context }) => projectCheckout(context),
  describeState: ({ value, context }) =>
    `${stateValueToString(value)}${context.checkout ? ` (${nameOf(context.checkout)})` : ''}`,
  // Answers fit the checkout held; the payment child speaks only while the payment step is open;
  // a slot is chosen only while one is missing.
  filterEvents: (snapshot, event) => {
    if (!canHappen(snapshot, event)) return false;
    const name = nameOf(snapshot.context.checkout);
    if (!fits(name, event.type)) return false;
    if (event.type === 'PAYMENT_SELECTION.CHANGED') return snapshot.matches({ open: 'payment' });
    if (event.type === 'SELECT_SLOT')
      return snapshot.context.checkout !== null && !areSlotsChosen(snapshot.context.checkout);
    return true;
  },
  effects: ['savePincode', 'announceOrderPlaced', 'handOff', 'reloadCart', 'resetPaymentSelection'],
});
