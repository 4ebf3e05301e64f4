import { postPaymentReturnMachine } from '../../../machines/checkout/postPaymentReturn.machine.ts';
import type {
  PaymentFlags,
  PostPaymentReturnInput,
} from '../../../machines/checkout/postPaymentReturn.types.ts';
import type { Route } from '../../../machines/storefront/pages.ts';
import {
  actorDone,
  actorError,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';
import { OFFLINE, refused } from './flowFixtures.ts';

export const ORDER_ID = '42';

/** The pages the model opens, by name. */
export const ROUTES = {
  home: { path: '/', search: {} },
  orders: { path: '/userprofile/order', search: { page: '2' } },
  orderStatus: { path: '/order-status', search: { order: ORDER_ID } },
  checkout: { path: '/checkout/7', search: {} },
} as const satisfies Record<string, Route>;

export const FLAGS = {
  settled: { payDone: true, orderId: ORDER_ID, awaitedToldFor: null },
  toCheck: { payDone: false, orderId: ORDER_ID, awaitedToldFor: null },
  /** The page was loaded again after the shopper was told the order waits for its payment. */
  toldBefore: { payDone: false, orderId: ORDER_ID, awaitedToldFor: ORDER_ID },
  noOrder: { payDone: false, orderId: null, awaitedToldFor: null },
  none: { payDone: null, orderId: null, awaitedToldFor: null },
} as const satisfies Record<string, PaymentFlags>;

export const ANSWERS = {
  paid: { message: 'Amount paid for that order' },
  awaited: { message: 'Payment pending for that order' },
  owedBack: { message: 'Payment to be refunded for that order' },
  cancelled: { message: 'Order cancelled before payment' },
  unpaid: { message: 'Payment failed for that order' },
  /** Any other message is a failure, even one that says "paid" (SPEC section 8: only the exact one). */
  notPaid: { message: 'Amount not paid for that order' },
};

export const SCENARIOS = {
  home: 'opened on /',
  orderStatus: 'opened on /order-status',
} as const;

export const EVENTS = {
  guest: 'SESSION.GUEST',
  signedIn: 'SESSION.SIGNED_IN',
  signedOut: 'SESSION.SIGNED_OUT',
  toHome: 'ROUTE_CHANGED /',
  toOrders: 'ROUTE_CHANGED /userprofile/order',
  toOrderStatus: 'ROUTE_CHANGED /order-status',
  toCheckout: 'ROUTE_CHANGED /checkout/7',
  settled: 'xstate.done.actor.readPaymentFlags (payDone true)',
  toCheck: 'xstate.done.actor.readPaymentFlags (payDone false, order 42)',
  toldBefore: 'xstate.done.actor.readPaymentFlags (payDone false, order 42, told it waits)',
  noOrder: 'xstate.done.actor.readPaymentFlags (payDone false, no order)',
  none: 'xstate.done.actor.readPaymentFlags (no flags)',
  unreadable: 'xstate.error.actor.readPaymentFlags (storage blocked)',
  paid: 'xstate.done.actor.checkOrderStatus (amount paid)',
  awaited: 'xstate.done.actor.checkOrderStatus (payment pending)',
  owedBack: 'xstate.done.actor.checkOrderStatus (paid after the cancel, to be refunded)',
  cancelled: 'xstate.done.actor.checkOrderStatus (cancelled before payment, no answer)',
  unpaid: 'xstate.done.actor.checkOrderStatus (another message)',
  notPaid: "xstate.done.actor.checkOrderStatus (another message with the word 'paid')",
  checkOffline: 'xstate.error.actor.checkOrderStatus (no answer)',
  checkRefused: 'xstate.error.actor.checkOrderStatus (404 unknown order)',
} as const;

const inner = (event: string) => event.replace(/^\S+ \((.*)\)$/, '$1');
const inputOn = (route: Route): PostPaymentReturnInput => ({ route });

export const postPaymentReturnModel = defineModel({
  name: 'postPaymentReturn',
  machine: postPaymentReturnMachine,
  scenarios: [
    { label: SCENARIOS.home, input: inputOn(ROUTES.home) },
    { label: SCENARIOS.orderStatus, input: inputOn(ROUTES.orderStatus) },
  ],
  events: [
    userEvent({ type: 'SESSION.GUEST' }, EVENTS.guest),
    userEvent({ type: 'SESSION.SIGNED_IN' }, EVENTS.signedIn),
    userEvent({ type: 'SESSION.SIGNED_OUT' }, EVENTS.signedOut),
    userEvent({ type: 'ROUTE_CHANGED', ...ROUTES.home }, EVENTS.toHome),
    userEvent({ type: 'ROUTE_CHANGED', ...ROUTES.orders }, EVENTS.toOrders),
    userEvent({ type: 'ROUTE_CHANGED', ...ROUTES.orderStatus }, EVENTS.toOrderStatus),
    userEvent({ type: 'ROUTE_CHANGED', ...ROUTES.checkout }, EVENTS.toCheckout),
    actorDone('readPaymentFlags', FLAGS.settled, inner(EVENTS.settled)),
    actorDone('readPaymentFlags', FLAGS.toCheck, inner(EVENTS.toCheck)),
    actorDone('readPaymentFlags', FLAGS.toldBefore, inner(EVENTS.toldBefore)),
    actorDone('readPaymentFlags', FLAGS.noOrder, inner(EVENTS.noOrder)),
    actorDone('readPaymentFlags', FLAGS.none, inner(EVENTS.none)),
    actorError('readPaymentFlags', inner(EVENTS.unreadable), { message: 'SecurityError' }),
    actorDone('checkOrderStatus', ANSWERS.paid, inner(EVENTS.paid)),
    actorDone('checkOrderStatus', ANSWERS.awaited, inner(EVENTS.awaited)),
    actorDone('checkOrderStatus', ANSWERS.owedBack, inner(EVENTS.owedBack)),
    actorDone('checkOrderStatus', ANSWERS.cancelled, inner(EVENTS.cancelled)),
    actorDone('checkOrderStatus', ANSWERS.unpaid, inner(EVENTS.unpaid)),
    actorDone('checkOrderStatus', ANSWERS.notPaid, inner(EVENTS.notPaid)),
    actorError('checkOrderStatus', inner(EVENTS.checkOffline), OFFLINE),
    actorError('checkOrderStatus', inner(EVENTS.checkRefused), refused(404, 'Order not found')),
  ],
  // What guards read (the page) and the order being checked; the last outcome is checked on every step.
  project: ({ context }) => ({
    page: context.page,
    orderId: context.orderId,
    awaitedToldFor: context.awaitedToldFor,
  }),
  describeState: ({ value, context }) =>
    `${stateValueToString(value)} at ${context.page}${context.outcome ? ` (${context.outcome})` : ''}`,
  effects: [
    'clearPaymentFlags',
    'clearPendingItem',
    'notifyOrderPlaced',
    'notifyPaymentFailed',
    'notifyPaymentAwaited',
    'notifyPaymentOwedBack',
    'rememberAwaitedTold',
    'reloadCart',
  ],
});
