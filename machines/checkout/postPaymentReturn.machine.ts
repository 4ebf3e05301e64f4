import { assign, fromPromise, sendTo, setup } from 'xstate';
import {
  ORDER_CANCELLED_UNPAID_MESSAGE,
  ORDER_PAID_MESSAGE,
  ORDER_PAYMENT_OWED_BACK_MESSAGE,
  ORDER_PAYMENT_PENDING_MESSAGE,
} from '../../contracts/checkout.ts';
import type { CartEvent } from '../cart/cart.types.ts';
import { paymentReturnAllowedOn } from '../storefront/pages.ts';
import type {
  CheckOrderStatusInput,
  OrderStatusCheck,
  PaymentFlags,
  PaymentReturnOutcome,
  PostPaymentReturnContext,
  PostPaymentReturnEvent,
  PostPaymentReturnInput,
} from './postPaymentReturn.types.ts';

// The post-payment return (SPEC sections 4 "Post-payment return" and 8). An online payment leaves
// the storefront with two flags in local storage (`payDone` false, `orderID`); the shopper pays, or
// not, at the provider and comes back through /order-status. On the first page outside the
// checkout and payment pages, with the customer signed in, the flags are read: payDone true means
// the outcome was taken care of already (the flags and the saved pending item are cleared); payDone
// false means the order's status is checked: "Amount paid for that order" is the success toast and
// the cart (emptied by the order) is read again; any other answer, or a failed check, is the
// failure toast and the cart is kept. The flags are cleared either way, so the toast shows once.
// One exception to SPEC section 8's rule: "Payment pending" is no outcome yet. The flags live in
// local storage, which every tab shares: a second tab opened while the first is at the provider
// would otherwise call the payment failed and clear the flags, and the first tab's return, with the
// provider's signed answer, would then find nothing to send. A pending payment keeps the flags, shows
// nothing, and is checked again on the next page (until it is paid, fails or expires). The shopper
// is told once per order that it waits for its payment (pay it or cancel it from the orders), not
// that it failed: Back from the provider's page leaves exactly such an order. "Once" holds across
// page loads: the telling is kept beside the flags and read with them.
// A second exception (decision 0057): "Payment to be refunded" is no failure either. The provider
// took the money after the order was cancelled (or had expired, or was paid already), and the store
// gives it back; the shopper is told exactly that, with the order to see it on. The order was not
// placed by that payment, so the cart and a saved Buy now item are kept as on a failure.

function orderIdOf(context: PostPaymentReturnContext): string {
  if (context.orderId === null) throw new Error('postPaymentReturn: no order to check');
  return context.orderId;
}

export const postPaymentReturnMachine = setup({
  types: {
    input: {} as PostPaymentReturnInput,
    context: {} as PostPaymentReturnContext,
    events: {} as PostPaymentReturnEvent,
  },
  actors: {
    /** Reads local storage `payDone` and `orderID`. */
    readPaymentFlags: fromPromise<PaymentFlags>(async () => {
      throw new Error('readPaymentFlags not provided');
    }),
    /** PUT /cfs/rest/v3/check-order-status/{orderId}; resolves response_body. */
    checkOrderStatus: fromPromise<OrderStatusCheck, CheckOrderStatusInput>(async () => {
      throw new Error('checkOrderStatus not provided');
    }),
  },
  actions: {
    /** The page the router says is open. */
    followPage: assign((_, page: string) => ({ page })),
    /** Signed out: no order of the customer's is being followed any more. */
    forgetOrder: assign({ orderId: null }),
    /** The order the flags name is checked; whether the shopper was told it waits is read with them. */
    takeOrderToCheck: assign(({ context }, flags: PaymentFlags) => ({
      orderId: flags.orderId,
      // Told on an earlier page load: the storage remembers what the machine started without.
      awaitedToldFor: flags.awaitedToldFor ?? context.awaitedToldFor,
    })),
    /** What the flags said, when there was no order to check (settled, or nothing to check). */
    recordOutcome: assign((_, outcome: PaymentReturnOutcome) => ({ outcome })),
    /** The check is over: its outcome, and no order followed any more. */
    finishCheck: assign((_, outcome: PaymentReturnOutcome) => ({ orderId: null, outcome })),
    /** The shopper was told that this order waits for its payment (not told again). */
    markAwaitedTold: assign(({ context }) => ({ awaitedToldFor: context.orderId })),
    /** Removes `payDone` and `orderID` from local storage. */
    clearPaymentFlags: () => {},
    /** Removes the saved pending item (local storage `buyNowItem`): its order is made. */
    clearPendingItem: () => {},
    /** SPEC section 8: the success toast (cart:order_placed_success). */
    notifyOrderPlaced: () => {},
    /** SPEC section 8: the failure toast (order:order_payment_fail, id failed_order). */
    notifyPaymentFailed: () => {},
    /** The payment reached the store when the order no longer awaited it: it will be refunded. */
    notifyPaymentOwedBack: (_, _orderId: string) => {},
    /** The order waits for its payment: it can be paid (Pay now) or cancelled from the orders. */
    notifyPaymentAwaited: (_, _orderId: string) => {},
    /** Keeps beside the flags that the shopper was told this order waits (told once across page loads). */
    rememberAwaitedTold: (_, _orderId: string) => {},
    /** The order emptied the server cart: the cart reads it again. */
    reloadCart: sendTo(
      ({ system }) => system.get('cart'),
      (): CartEvent => ({ type: 'CHANGED_ELSEWHERE', guestLines: null }),
    ),
  },
  guards: {
    isReturnAllowedOn: (_, page: string) => paymentReturnAllowedOn(page),
    isPaymentSettled: (_, flags: PaymentFlags) => flags.payDone === true,
    isPaymentToCheck: (_, flags: PaymentFlags) => flags.payDone === false && flags.orderId !== null,
    isPaymentUnchecked: (_, flags: PaymentFlags) => flags.payDone === false,
    isOrderPaid: (_, check: OrderStatusCheck) => check.message === ORDER_PAID_MESSAGE,
    isPaymentOwedBack: (_, check: OrderStatusCheck) => check.message === ORDER_PAYMENT_OWED_BACK_MESSAGE,
    isCancelledUnpaid: (_, check: OrderStatusCheck) => check.message === ORDER_CANCELLED_UNPAID_MESSAGE,
    isPaymentAwaited: (_, check: OrderStatusCheck) => check.message === ORDER_PAYMENT_PENDING_MESSAGE,
    isPaymentAwaitedUntold: ({ context }, check: OrderStatusCheck) =>
      check.message === ORDER_PAYMENT_PENDING_MESSAGE && context.awaitedToldFor !== context.orderId,
  },
}).createMachine({
  id: 'postPaymentReturn',
  context: ({ input }) => ({ page: input.route.path, orderId: null, outcome: null, awaitedToldFor: null }),
  // The page is followed whatever the machine is doing; only an idle return looks at the flags again.
  on: { ROUTE_CHANGED: { actions: { type: 'followPage', params: ({ event }) => event.path } } },
  initial: 'waitingForSession',
  states: {
    // The check is the customer's (a guest has no orders): it waits until the session has decided.
    waitingForSession: {
      on: {
        'SESSION.SIGNED_IN': { target: 'customer' },
        'SESSION.GUEST': { target: 'guest' },
      },
    },
    // The flags stay where they are until the customer signs in.
    guest: {
      on: { 'SESSION.SIGNED_IN': { target: 'customer' } },
    },
    customer: {
      initial: 'choosing',
      on: { 'SESSION.SIGNED_OUT': { target: 'guest', actions: 'forgetOrder' } },
      states: {
        // On the checkout and payment pages the payment is still under way: nothing is read.
        choosing: {
          always: [
            {
              guard: { type: 'isReturnAllowedOn', params: ({ context }) => context.page },
              target: 'readingFlags',
            },
            { target: 'idle' },
          ],
        },
        idle: {
          on: {
            ROUTE_CHANGED: {
              target: 'choosing',
              actions: { type: 'followPage', params: ({ event }) => event.path },
            },
          },
        },
        readingFlags: {
          invoke: {
            id: 'readPaymentFlags',
            src: 'readPaymentFlags',
            onDone: [
              {
                guard: { type: 'isPaymentSettled', params: ({ event }) => event.output },
                target: 'idle',
                actions: [
                  'clearPaymentFlags',
                  'clearPendingItem',
                  { type: 'recordOutcome', params: 'settled' },
                ],
              },
              {
                guard: { type: 'isPaymentToCheck', params: ({ event }) => event.output },
                target: 'checkingStatus',
                actions: { type: 'takeOrderToCheck', params: ({ event }) => event.output },
              },
              {
                // payDone false without an order id: there is nothing to check.
                guard: { type: 'isPaymentUnchecked', params: ({ event }) => event.output },
                target: 'idle',
                actions: ['clearPaymentFlags', { type: 'recordOutcome', params: 'discarded' }],
              },
              // No payment was under way.
              { target: 'idle' },
            ],
            // Storage could not be read: nothing is known, nothing is cleared.
            onError: { target: 'idle' },
          },
        },
        checkingStatus: {
          invoke: {
            id: 'checkOrderStatus',
            src: 'checkOrderStatus',
            input: ({ context }) => ({ orderId: orderIdOf(context) }),
            onDone: [
              {
                guard: { type: 'isOrderPaid', params: ({ event }) => event.output },
                target: 'idle',
                actions: [
                  'notifyOrderPlaced',
                  'clearPaymentFlags',
                  'clearPendingItem',
                  'reloadCart',
                  { type: 'finishCheck', params: 'placed' },
                ],
              },
              {
                // Taken after the order was cancelled: to be refunded, not failed (decision 0057).
                guard: { type: 'isPaymentOwedBack', params: ({ event }) => event.output },
                target: 'idle',
                actions: [
                  { type: 'notifyPaymentOwedBack', params: ({ context }) => orderIdOf(context) },
                  'clearPaymentFlags',
                  { type: 'finishCheck', params: 'owedBack' },
                ],
              },
              {
                // Cancelled before anything was paid (by the customer, or on expiry): nothing to
                // tell, the order's page says it; the flags go.
                guard: { type: 'isCancelledUnpaid', params: ({ event }) => event.output },
                target: 'idle',
                actions: ['clearPaymentFlags', { type: 'finishCheck', params: 'cancelled' }],
              },
              {
                guard: { type: 'isPaymentAwaitedUntold', params: ({ event }) => event.output },
                target: 'idle',
                actions: [
                  { type: 'notifyPaymentAwaited', params: ({ context }) => orderIdOf(context) },
                  { type: 'rememberAwaitedTold', params: ({ context }) => orderIdOf(context) },
                  'markAwaitedTold',
                  { type: 'finishCheck', params: 'awaited' },
                ],
              },
              {
                guard: { type: 'isPaymentAwaited', params: ({ event }) => event.output },
                target: 'idle',
                actions: { type: 'finishCheck', params: 'awaited' },
              },
              {
                target: 'idle',
                actions: [
                  'notifyPaymentFailed',
                  'clearPaymentFlags',
                  { type: 'finishCheck', params: 'failed' },
                ],
              },
            ],
            // SPEC section 8: a check that fails while payDone is not true is the same failure toast.
            onError: {
              target: 'idle',
              actions: [
                'notifyPaymentFailed',
                'clearPaymentFlags',
                { type: 'finishCheck', params: 'failed' },
              ],
            },
          },
        },
      },
    },
  },
});

export type PostPaymentReturnSnapshot = ReturnType<typeof postPaymentReturnMachine.transition>;

/** The order's status is being checked (a screen may show that the payment is being confirmed). */
export function isCheckingPayment(snapshot: PostPaymentReturnSnapshot): boolean {
  return snapshot.matches({ customer: 'checkingStatus' });
}
