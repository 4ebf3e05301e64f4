import { MAX_CART_LINES } from '../../../contracts/cfs.ts';
import { cartMachine } from '../../../machines/cart/cart.machine.ts';
import type { CartChange, CartLine, CartProduct, PendingMerge } from '../../../machines/cart/cart.types.ts';
import type { Route } from '../../../machines/storefront/pages.ts';
import {
  actorDone,
  actorError,
  canHappen,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';
import { OFFLINE, refused } from './flowFixtures.ts';

const product = (productId: number, name: string, maxQuantity: number | null = 5): CartProduct => ({
  productId,
  name,
  price: 100 * productId,
  sellingPrice: 90 * productId,
  discountDetails: null,
  image: `products/${productId}/1.svg`,
  productType: 'Physical',
  maxQuantity,
  priceVisible: true,
  slot: null,
});

export const PRODUCTS = {
  kettle: product(1, 'Kettle'),
  lamp: product(2, 'Lamp'),
  course: { ...product(3, 'Course', null), productType: 'Service' as const },
  phone: product(4, 'Phone'),
};

const line = (of: CartProduct, quantity: number, cartItemId: number | null = null): CartLine => ({
  ...of,
  quantity,
  cartItemId,
});

/** The guest's cart in local storage: a kettle and two lamps. */
export const GUEST_LINES = [line(PRODUCTS.kettle, 1), line(PRODUCTS.lamp, 2)];
/** The customer's server cart: two kettles and a phone. */
export const SERVER_LINES = [line(PRODUCTS.kettle, 2, 11), line(PRODUCTS.phone, 1, 14)];
/** The server cart after any change the model sends: whatever the change, the server's answer. */
export const SERVER_AFTER = [
  line(PRODUCTS.kettle, 3, 11),
  line(PRODUCTS.phone, 1, 14),
  line(PRODUCTS.lamp, 2, 12),
];
/** The customer's cart as the server read it for the page it drew: two kettles. */
export const SERVED_LINES = [line(PRODUCTS.kettle, 2, 11)];
/** A guest cart as full as a cart may be: MAX_CART_LINES products (ids from 101), one of each. */
export const FULL_LINES = Array.from({ length: MAX_CART_LINES }, (_, index) =>
  line(product(101 + index, `Mug ${index + 1}`), 1),
);
export const MERGE: PendingMerge = { key: 'merge-key-1', lines: GUEST_LINES };
export const UNCONFIRMED: PendingMerge = { key: 'merge-key-0', lines: [line(PRODUCTS.lamp, 1)] };

const HOME: Route = { path: '/', search: {} };
const CART: Route = { path: '/cart', search: {} };

export const SCENARIOS = {
  empty: 'an empty guest cart, on /',
  guestCart: 'a guest cart, on /',
  full: 'a full guest cart (100 products), on /',
  onCart: 'a guest cart, on /cart',
  unconfirmed: 'a merge left unconfirmed, on /',
  pending: 'a pending add, on /',
  served: "a customer's /cart drawn on the server with their cart",
} as const;

export const EVENTS = {
  guest: 'SESSION.GUEST',
  signedIn: 'SESSION.SIGNED_IN (login)',
  signedInElsewhere: 'SESSION.SIGNED_IN (elsewhere: another tab signed in)',
  signedOut: 'SESSION.SIGNED_OUT',
  addCourse: 'ADD course',
  addKettle: 'ADD kettle',
  threeKettles: 'SET_QUANTITY kettle 3',
  tooManyKettles: 'SET_QUANTITY kettle 9 (over its limit)',
  removeKettle: 'REMOVE kettle',
  clear: 'CLEAR',
  buyNow: 'BUY_NOW phone',
  addAfterSignIn: 'ADD_AFTER_SIGN_IN course',
  addKettleAfterSignIn: 'ADD_AFTER_SIGN_IN kettle (in the server cart)',
  retry: 'RETRY',
  checkout: 'CHECKOUT (the shopper goes to the checkout)',
  elsewhereGuest: 'CHANGED_ELSEWHERE (a lamp)',
  elsewhereServer: 'CHANGED_ELSEWHERE (server)',
  toHome: 'ROUTE_CHANGED /',
  toCart: 'ROUTE_CHANGED /cart',
  toProduct: 'ROUTE_CHANGED /ProductDetails',
  loaded: 'xstate.done.actor.loadServerCart (kettles and a phone)',
  loadFailed: 'xstate.error.actor.loadServerCart (no answer)',
  prepared: 'xstate.done.actor.prepareMerge (key 1)',
  prepareFailed: 'xstate.error.actor.prepareMerge (storage full)',
  applied: 'xstate.done.actor.applyChange (the server cart after it)',
  refused: 'xstate.error.actor.applyChange (400 out of stock)',
  applyOffline: 'xstate.error.actor.applyChange (no answer)',
} as const;

const inner = (event: string) => event.replace(/^\S+ \((.*)\)$/, '$1');
const input = (
  guestLines: CartLine[],
  route: Route,
  extra: Partial<{ pendingAdd: CartProduct; pendingMerge: PendingMerge; served: CartLine[] }> = {},
) => ({
  guestLines,
  pendingAdd: extra.pendingAdd ?? null,
  pendingMerge: extra.pendingMerge ?? null,
  mergeRefused: false,
  route,
  served: extra.served ?? null,
});

export const OUT_OF_STOCK = refused(400, 'Only 2 left in stock.');

/** A queued change in a few words: what it does to which product. */
function describeChange(change: CartChange): string {
  switch (change.kind) {
    case 'add':
      return `add ${change.product.name}${change.quiet ? ' (quiet)' : ''}`;
    case 'setQuantity':
      return `set ${change.productId} to ${change.quantity}`;
    case 'remove':
      return `remove ${change.productId}`;
    case 'clear':
      return 'clear';
    case 'merge':
      return `merge ${change.key}`;
  }
}

/** An ADD of the course (not in any cart of the model): the one change an empty guest cart gets. */
function isNewProduct(event: { type: string }): boolean {
  return (
    event.type === 'ADD' &&
    (event as { product?: CartProduct }).product?.productId === PRODUCTS.course.productId
  );
}

export const cartModel = defineModel({
  name: 'cart',
  machine: cartMachine,
  scenarios: [
    { label: SCENARIOS.empty, input: input([], HOME) },
    { label: SCENARIOS.guestCart, input: input(GUEST_LINES, HOME) },
    { label: SCENARIOS.full, input: input(FULL_LINES, HOME) },
    { label: SCENARIOS.onCart, input: input(GUEST_LINES, CART) },
    { label: SCENARIOS.unconfirmed, input: input([], HOME, { pendingMerge: UNCONFIRMED }) },
    { label: SCENARIOS.pending, input: input([], HOME, { pendingAdd: PRODUCTS.course }) },
    { label: SCENARIOS.served, input: input([], CART, { served: SERVED_LINES }) },
  ],
  events: [
    userEvent({ type: 'SESSION.GUEST' }, EVENTS.guest),
    userEvent({ type: 'SESSION.SIGNED_IN', via: 'login' }, EVENTS.signedIn),
    userEvent({ type: 'SESSION.SIGNED_IN', via: 'elsewhere' }, EVENTS.signedInElsewhere),
    userEvent({ type: 'SESSION.SIGNED_OUT' }, EVENTS.signedOut),
    userEvent({ type: 'ADD', product: PRODUCTS.course }, EVENTS.addCourse),
    userEvent({ type: 'ADD', product: PRODUCTS.kettle }, EVENTS.addKettle),
    userEvent(
      { type: 'SET_QUANTITY', productId: PRODUCTS.kettle.productId, quantity: 3 },
      EVENTS.threeKettles,
    ),
    userEvent(
      { type: 'SET_QUANTITY', productId: PRODUCTS.kettle.productId, quantity: 9 },
      EVENTS.tooManyKettles,
    ),
    userEvent({ type: 'REMOVE', productId: PRODUCTS.kettle.productId }, EVENTS.removeKettle),
    userEvent({ type: 'CLEAR' }, EVENTS.clear),
    userEvent({ type: 'BUY_NOW', product: PRODUCTS.phone }, EVENTS.buyNow),
    userEvent({ type: 'ADD_AFTER_SIGN_IN', product: PRODUCTS.course }, EVENTS.addAfterSignIn),
    userEvent({ type: 'ADD_AFTER_SIGN_IN', product: PRODUCTS.kettle }, EVENTS.addKettleAfterSignIn),
    userEvent({ type: 'RETRY' }, EVENTS.retry),
    userEvent({ type: 'CHECKOUT' }, EVENTS.checkout),
    userEvent({ type: 'CHANGED_ELSEWHERE', guestLines: [line(PRODUCTS.lamp, 1)] }, EVENTS.elsewhereGuest),
    userEvent({ type: 'CHANGED_ELSEWHERE', guestLines: null }, EVENTS.elsewhereServer),
    userEvent({ type: 'ROUTE_CHANGED', ...HOME }, EVENTS.toHome),
    userEvent({ type: 'ROUTE_CHANGED', ...CART }, EVENTS.toCart),
    userEvent({ type: 'ROUTE_CHANGED', path: '/ProductDetails', search: { id: '3' } }, EVENTS.toProduct),
    actorDone('loadServerCart', SERVER_LINES, inner(EVENTS.loaded)),
    actorError('loadServerCart', inner(EVENTS.loadFailed), OFFLINE),
    actorDone('prepareMerge', MERGE, inner(EVENTS.prepared)),
    actorError('prepareMerge', inner(EVENTS.prepareFailed), { message: 'QuotaExceededError' }),
    actorDone('applyChange', SERVER_AFTER, inner(EVENTS.applied)),
    actorError('applyChange', inner(EVENTS.refused), OUT_OF_STOCK),
    actorError('applyChange', inner(EVENTS.applyOffline), OFFLINE),
  ],
  project: ({ context }) => ({
    guest: context.guestLines.map((entry) => `${entry.name}×${entry.quantity}`),
    server: context.serverLines.map((entry) => `${entry.name}×${entry.quantity}`),
    queue: context.queue.map(describeChange),
    pendingAdd: context.pendingAdd?.name ?? null,
    pendingMerge: context.pendingMerge?.key ?? null,
    mergePaused: context.mergePaused,
    mergeRefused: context.mergeRefused,
    page: context.page,
    served: context.served?.map((entry) => `${entry.name}×${entry.quantity}`) ?? null,
  }),
  describeState: ({ value, context }) => {
    const words = stateValueToString(value);
    return context.queue.length > 0
      ? `${words} (${context.queue.map((change) => change.kind).join(', ')})`
      : words;
  },
  // What can happen: the session decides once, then signs in or out; pages change one at a time
  // while nothing is being sent. To keep the graph small, a guest edits the cart once (from the
  // scenario's lines) and a customer changes the cart as loaded.
  filterEvents: (snapshot, event) => {
    if (!canHappen(snapshot, event)) return false;
    const { context } = snapshot;
    const starting = snapshot.matches('waitingForSession');
    const guest = snapshot.matches('guest');
    const customer = snapshot.matches('customer');
    // A customer changes the cart once the merge and the pending add are done: one change from
    // rest, and one more while it is being sent (the queue).
    const settled =
      context.guestLines.length === 0 && context.pendingMerge === null && context.pendingAdd === null;
    const asLoaded =
      settled &&
      context.serverLines === SERVER_LINES &&
      ((snapshot.matches({ customer: 'idle' }) && context.queue.length === 0) ||
        (snapshot.matches({ customer: 'saving' }) && context.queue.length === 1));
    const payload = event as typeof event & { guestLines?: unknown; path?: string };
    const idle = snapshot.matches({ customer: 'idle' });
    const mergeMatters = context.guestLines.length > 0 || context.pendingMerge !== null;
    // The full cart is there for one thing: a guest adding one more product is refused.
    if (context.guestLines === FULL_LINES)
      return event.type === 'SESSION.GUEST' ? starting : guest && isNewProduct(event);
    switch (event.type) {
      case 'SESSION.GUEST':
        return starting;
      case 'SESSION.SIGNED_IN':
        // Signing in again after signing out adds nothing new: once is enough. Another tab's
        // sign-in reaches only a guest (the session decided first).
        // Another tab's sign-in matters only with a guest cart or a pending add (to keep the graph small).
        if ((event as { via?: string }).via === 'elsewhere')
          return (
            guest &&
            context.serverLines.length === 0 &&
            !context.mergePaused &&
            (context.guestLines === GUEST_LINES || context.pendingAdd !== null)
          );
        return starting || (guest && context.serverLines.length === 0 && !context.mergePaused);
      case 'SESSION.SIGNED_OUT':
        return idle && settled;
      case 'ADD':
      case 'SET_QUANTITY':
      case 'REMOVE':
      case 'CLEAR': {
        // A failed load: a change tries again (once, from an empty queue).
        if (snapshot.matches({ customer: 'loadFailed' })) return settled && context.queue.length === 0;
        // The page drawn with the cart has just started: the shopper adds a product at once.
        if (snapshot.matches({ customer: 'refreshing' }))
          return context.queue.length === 0 && isNewProduct(event);
        // A guest edits the scenario's cart once: an empty cart only gets a new product.
        const fresh = guest && context.serverLines.length === 0;
        const guestEdit =
          context.guestLines === GUEST_LINES || (context.guestLines.length === 0 && isNewProduct(event));
        return (fresh && guestEdit) || (customer && asLoaded);
      }
      case 'BUY_NOW':
        return guest && context.guestLines.length === 0 && context.pendingAdd === null;
      case 'ADD_AFTER_SIGN_IN':
        return guest && context.guestLines.length === 0 && context.pendingAdd === null;
      case 'RETRY':
        return snapshot.matches({ customer: 'loadFailed' });
      case 'CHECKOUT':
        // Once per page: from a guest cart (before sign-in), at rest, or after a failed load.
        if (context.page === '/checkout' || context.queue.length > 0) return false;
        return (
          (guest && context.guestLines === GUEST_LINES) ||
          idle ||
          (snapshot.matches({ customer: 'loadFailed' }) && settled)
        );
      case 'CHANGED_ELSEWHERE':
        return payload.guestLines !== null
          ? guest && context.guestLines === GUEST_LINES
          : idle || snapshot.matches({ customer: 'loadFailed' });
      case 'ROUTE_CHANGED': {
        if (!(guest || idle) || context.queue.length > 0 || payload.path === context.page) return false;
        // The pages that matter: /cart holds the merge back, /ProductDetails the pending add.
        if (payload.path === '/cart') return mergeMatters;
        if (payload.path === '/ProductDetails') return context.pendingAdd !== null;
        return true;
      }
      default:
        return true;
    }
  },
  effects: [
    'saveGuestCart',
    'savePendingAdd',
    'forgetMerge',
    'saveMergeRefused',
    'saveBuyNow',
    'goToCheckout',
    'notifyAdded',
    'notifyAlreadyInCart',
    'notifyFailed',
    'notifyCartFull',
    'notifyMergeRefused',
    'tellOtherTabs',
  ],
});
