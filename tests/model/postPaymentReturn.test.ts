import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import {
  isCheckingPayment,
  postPaymentReturnMachine,
} from '../../machines/checkout/postPaymentReturn.machine.ts';
import type {
  PaymentFlags,
  PaymentReturnOutcome,
  PostPaymentReturnContext,
  PostPaymentReturnInput,
} from '../../machines/checkout/postPaymentReturn.types.ts';
import type { Route } from '../../machines/storefront/pages.ts';
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
import { expectFullCoverage } from './expectFullCoverage.ts';
import {
  EVENTS,
  FLAGS,
  postPaymentReturnModel as model,
  ORDER_ID,
  SCENARIOS,
} from './models/postPaymentReturn.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The post-payment return as an oracle, written from SPEC sections 4 and 8: on any page outside
// checkout, payment, cashfree, order-status and amazonPayment, with a customer signed in, the flags
// are read; payDone true clears the flags and the saved pending item; payDone false checks the
// order's status: "Amount paid for that order" is the success toast (and the emptied cart is read
// again), anything else or a failed check the failure toast; the flags are cleared after the toast.
// Decision 0057: "Payment to be refunded for that order" (paid after the order was cancelled) is not
// the failure toast but says the payment will be refunded, naming the order; the flags are cleared,
// the cart and the saved pending item kept (the order was not placed). "Order cancelled before
// payment" (checked without an answer after Cancel order or the expiry) tells nothing: the flags go.

type SpecValue =
  | 'waitingForSession'
  | 'guest'
  | 'customer.idle'
  | 'customer.readingFlags'
  | 'customer.checkingStatus';

interface SpecState {
  value: SpecValue;
  page: string;
  orderId: string | null;
  outcome: PaymentReturnOutcome | null;
  awaitedToldFor: string | null;
}

const PAYMENT_PAGES = ['/checkout', '/payment', '/cashfree', '/order-status', '/amazonPayment'];
const returnAllowed = (page: string) =>
  !PAYMENT_PAGES.some((excluded) => page === excluded || page.startsWith(`${excluded}/`));

function specOf(path: ModelPath) {
  const input = path.input as PostPaymentReturnInput;
  let state: SpecState = {
    value: 'waitingForSession',
    page: input.route.path,
    orderId: null,
    outcome: null,
    awaitedToldFor: null,
  };
  const states: SpecState[] = [];
  const effects: PathRun['effects'] = [];
  const invocations: PathRun['invocations'] = [];

  path.steps.forEach(({ event }, step) => {
    const effect = (action: string) => effects.push({ step, action, params: undefined });
    /** Signed in on a page: outside the payment pages the flags are read. */
    const arrive = () => {
      if (returnAllowed(state.page)) {
        state = { ...state, value: 'customer.readingFlags' };
        invocations.push({ step, id: 'readPaymentFlags', src: 'readPaymentFlags', input: undefined });
      } else state = { ...state, value: 'customer.idle' };
    };
    const failed = () => {
      effect('notifyPaymentFailed');
      effect('clearPaymentFlags');
      state = { ...state, value: 'customer.idle', orderId: null, outcome: 'failed' };
    };
    const payload = event as EventObject & Partial<Route> & { output?: unknown };

    if (step === 0) {
      // Nothing happens before the session has decided.
    } else if (event.type === 'ROUTE_CHANGED') {
      state = { ...state, page: payload.path ?? state.page };
      if (state.value === 'customer.idle') arrive();
    } else if (event.type === 'SESSION.SIGNED_IN' && ['waitingForSession', 'guest'].includes(state.value)) {
      arrive();
    } else if (event.type === 'SESSION.GUEST' && state.value === 'waitingForSession') {
      state = { ...state, value: 'guest' };
    } else if (event.type === 'SESSION.SIGNED_OUT' && state.value.startsWith('customer')) {
      state = { ...state, value: 'guest', orderId: null };
    } else if (state.value === 'customer.readingFlags') {
      if (event.type === 'xstate.done.actor.readPaymentFlags') {
        const flags = payload.output as PaymentFlags;
        if (flags.payDone === true) {
          effect('clearPaymentFlags');
          effect('clearPendingItem');
          state = { ...state, value: 'customer.idle', outcome: 'settled' };
        } else if (flags.payDone === false && flags.orderId !== null) {
          state = {
            ...state,
            value: 'customer.checkingStatus',
            orderId: flags.orderId,
            awaitedToldFor: flags.awaitedToldFor ?? state.awaitedToldFor,
          };
          invocations.push({
            step,
            id: 'checkOrderStatus',
            src: 'checkOrderStatus',
            input: { orderId: flags.orderId },
          });
        } else if (flags.payDone === false) {
          effect('clearPaymentFlags');
          state = { ...state, value: 'customer.idle', outcome: 'discarded' };
        } else state = { ...state, value: 'customer.idle' };
      } else if (event.type === 'xstate.error.actor.readPaymentFlags') {
        state = { ...state, value: 'customer.idle' };
      }
    } else if (state.value === 'customer.checkingStatus') {
      if (event.type === 'xstate.done.actor.checkOrderStatus') {
        const { message } = payload.output as { message: string };
        if (message === 'Amount paid for that order') {
          effect('notifyOrderPlaced');
          effect('clearPaymentFlags');
          effect('clearPendingItem');
          effect('reloadCart');
          state = { ...state, value: 'customer.idle', orderId: null, outcome: 'placed' };
        } else if (message === 'Payment to be refunded for that order') {
          effects.push({ step, action: 'notifyPaymentOwedBack', params: state.orderId });
          effect('clearPaymentFlags');
          state = { ...state, value: 'customer.idle', orderId: null, outcome: 'owedBack' };
        } else if (message === 'Order cancelled before payment') {
          effect('clearPaymentFlags');
          state = { ...state, value: 'customer.idle', orderId: null, outcome: 'cancelled' };
        } else if (message === 'Payment pending for that order') {
          // Not an outcome yet: the flags kept for the next page; said once per order that it waits.
          if (state.awaitedToldFor !== state.orderId) {
            effects.push({ step, action: 'notifyPaymentAwaited', params: state.orderId });
            effects.push({ step, action: 'rememberAwaitedTold', params: state.orderId });
            state = { ...state, awaitedToldFor: state.orderId };
          }
          state = { ...state, value: 'customer.idle', orderId: null, outcome: 'awaited' };
        } else failed();
      } else if (event.type === 'xstate.error.actor.checkOrderStatus') failed();
    }
    states.push(state);
  });
  return { states, effects, invocations };
}

/** Every step is compared on what the graph tells apart; the outcome is checked at each path's end. */
const withoutOutcome = ({ outcome: _outcome, ...rest }: PostPaymentReturnContext) => rest;

describe('postPaymentReturn: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates<PostPaymentReturnContext, Omit<SpecState, 'value' | 'outcome'>>(
      path,
      run,
      spec.states.map(({ outcome: _outcome, ...rest }) => rest),
      withoutOutcome,
    );
    expect((run.context as PostPaymentReturnContext).outcome).toEqual(spec.states.at(-1)?.outcome);
    expect(run.effects).toEqual(spec.effects);
    expect(run.invocations).toEqual(spec.invocations);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: [
      'waitingForSession',
      'guest',
      'customer',
      'customer.choosing',
      'customer.idle',
      'customer.readingFlags',
      'customer.checkingStatus',
    ],
    transitions: 20,
  });
});

async function outcomeOf(scenario: string, events: string[]) {
  const run = await runPath(model, pathFromEvents(model, scenario, events));
  expect(run.failure).toBeNull();
  const last = run.path.steps.at(-1)?.state as ReturnType<typeof postPaymentReturnMachine.transition>;
  return {
    run,
    last,
    value: stateValueToString(last.value),
    context: run.context as PostPaymentReturnContext,
  };
}

const actions = (run: PathRun) => run.effects.map((effect) => effect.action);

describe('postPaymentReturn: SPEC sections 4 and 8', () => {
  it('a paid order: the success toast, the cart read again, the flags and the pending item cleared', async () => {
    const { run, last, context } = await outcomeOf(SCENARIOS.home, [
      EVENTS.signedIn,
      EVENTS.toCheck,
      EVENTS.paid,
    ]);
    expect(run.invocations.at(-1)).toMatchObject({ id: 'checkOrderStatus', input: { orderId: ORDER_ID } });
    expect(actions(run)).toEqual([
      'notifyOrderPlaced',
      'clearPaymentFlags',
      'clearPendingItem',
      'reloadCart',
    ]);
    expect(context.outcome).toBe('placed');
    expect(isCheckingPayment(last)).toBe(false);
  });

  it.each([EVENTS.unpaid, EVENTS.checkOffline, EVENTS.checkRefused])(
    '%s: the failure toast, the flags cleared, the cart kept',
    async (answer) => {
      const { run, context } = await outcomeOf(SCENARIOS.home, [EVENTS.signedIn, EVENTS.toCheck, answer]);
      expect(actions(run)).toEqual(['notifyPaymentFailed', 'clearPaymentFlags']);
      expect(context.outcome).toBe('failed');
    },
  );

  it('paid after the order was cancelled: told it will be refunded (not the failure toast), the flags cleared, the cart and pending item kept', async () => {
    const { run, context, value } = await outcomeOf(SCENARIOS.home, [
      EVENTS.signedIn,
      EVENTS.toCheck,
      EVENTS.owedBack,
    ]);
    expect(run.effects).toEqual([
      { step: 3, action: 'notifyPaymentOwedBack', params: ORDER_ID },
      { step: 3, action: 'clearPaymentFlags', params: undefined },
    ]);
    expect(context.outcome).toBe('owedBack');
    expect(value).toBe('customer.idle');
  });

  it('cancelled before payment (Cancel order, or the expiry) and checked without an answer: no toast at all, the flags cleared', async () => {
    const { run, context, value } = await outcomeOf(SCENARIOS.home, [
      EVENTS.signedIn,
      EVENTS.toCheck,
      EVENTS.cancelled,
    ]);
    expect(run.effects).toEqual([{ step: 3, action: 'clearPaymentFlags', params: undefined }]);
    expect(context.outcome).toBe('cancelled');
    expect(value).toBe('customer.idle');
  });

  it('a payment still pending (Back from the provider, or another tab there): said once that the order waits, no failure, the flags kept, checked again on the next page', async () => {
    const { run, context, value } = await outcomeOf(SCENARIOS.home, [
      EVENTS.signedIn,
      EVENTS.toCheck,
      EVENTS.awaited,
      EVENTS.toOrders,
      EVENTS.toCheck,
      EVENTS.awaited,
      EVENTS.toHome,
      EVENTS.toCheck,
    ]);
    expect(run.effects).toEqual([
      { step: 3, action: 'notifyPaymentAwaited', params: ORDER_ID },
      { step: 3, action: 'rememberAwaitedTold', params: ORDER_ID },
    ]);
    expect(context.outcome).toBe('awaited');
    expect(value).toBe('customer.checkingStatus');
    expect(run.invocations.filter((invocation) => invocation.id === 'checkOrderStatus')).toHaveLength(3);
  });

  it('told once per order across page loads: the flags remember it, a new load does not tell it again', async () => {
    // First load: told, and the telling kept with the flags.
    const first = await outcomeOf(SCENARIOS.home, [EVENTS.signedIn, EVENTS.toCheck, EVENTS.awaited]);
    expect(first.run.effects).toEqual([
      { step: 3, action: 'notifyPaymentAwaited', params: ORDER_ID },
      { step: 3, action: 'rememberAwaitedTold', params: ORDER_ID },
    ]);
    // The page loaded again (a new machine): the flags say it was told; still awaited, nothing shown.
    const again = await outcomeOf(SCENARIOS.home, [EVENTS.signedIn, EVENTS.toldBefore, EVENTS.awaited]);
    expect(again.run.effects).toEqual([]);
    expect(again.context.outcome).toBe('awaited');
  });

  it('payDone true: the flags and the saved pending item are cleared, no status check, no toast', async () => {
    const { run } = await outcomeOf(SCENARIOS.home, [EVENTS.signedIn, EVENTS.settled]);
    expect(actions(run)).toEqual(['clearPaymentFlags', 'clearPendingItem']);
    expect(run.invocations.map((invocation) => invocation.id)).toEqual(['readPaymentFlags']);
  });

  it('waits on /order-status (and the checkout pages), and checks on the next page', async () => {
    const there = await outcomeOf(SCENARIOS.orderStatus, [EVENTS.signedIn, EVENTS.toCheckout]);
    expect(there.value).toBe('customer.idle');
    expect(there.run.invocations).toEqual([]);
    const next = await outcomeOf(SCENARIOS.orderStatus, [EVENTS.signedIn, EVENTS.toOrders, EVENTS.toCheck]);
    expect(next.value).toBe('customer.checkingStatus');
    expect(isCheckingPayment(next.last)).toBe(true);
  });

  it('a guest is never checked: the flags wait until the customer signs in', async () => {
    const guest = await outcomeOf(SCENARIOS.home, [EVENTS.guest, EVENTS.toOrders]);
    expect(guest.value).toBe('guest');
    expect(guest.run.invocations).toEqual([]);
    const signedIn = await outcomeOf(SCENARIOS.home, [EVENTS.guest, EVENTS.signedIn]);
    expect(signedIn.value).toBe('customer.readingFlags');
  });

  it('a page change during the check does not start a second one', async () => {
    const { run, value } = await outcomeOf(SCENARIOS.home, [
      EVENTS.signedIn,
      EVENTS.toCheck,
      EVENTS.toOrders,
      EVENTS.toHome,
    ]);
    expect(value).toBe('customer.checkingStatus');
    expect(run.invocations.filter((invocation) => invocation.id === 'checkOrderStatus')).toHaveLength(1);
  });

  it('once the flags are cleared the toast does not show again on the next page', async () => {
    // A real run: the flags live in a fake storage that the actions clear.
    let flags: PaymentFlags = { ...FLAGS.toCheck };
    const toasts: string[] = [];
    const actor = createActor(
      postPaymentReturnMachine.provide({
        actors: {
          readPaymentFlags: fromPromise(async () => flags),
          checkOrderStatus: fromPromise(async () => ({ message: 'Amount paid for that order' })),
        },
        actions: {
          clearPaymentFlags: () => {
            flags = { payDone: null, orderId: null, awaitedToldFor: null };
          },
          notifyOrderPlaced: () => toasts.push('cart:order_placed_success'),
          notifyPaymentFailed: () => toasts.push('order:order_payment_fail'),
          reloadCart: () => {},
        },
      }),
      { input: { route: { path: '/order-status', search: {} } } },
    ).start();
    actor.send({ type: 'SESSION.SIGNED_IN' });
    actor.send({ type: 'ROUTE_CHANGED', path: '/', search: {} });
    await waitFor(actor, (snapshot) => snapshot.context.outcome === 'placed');
    actor.send({ type: 'ROUTE_CHANGED', path: '/cart', search: {} });
    await waitFor(actor, (snapshot) => snapshot.matches({ customer: 'idle' }));
    expect(toasts).toEqual(['cart:order_placed_success']);
    actor.stop();
  });
});
