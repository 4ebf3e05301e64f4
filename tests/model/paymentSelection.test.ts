import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import type { PaymentConfig, PaymentMethod, PaymentTypeRestrictions } from '../../contracts/checkout.ts';
import {
  isLoadingPaymentConfig,
  paymentSelectionMachine,
  selectOfferedMethods,
} from '../../machines/checkout/paymentSelection.machine.ts';
import type {
  PaymentSelectionContext,
  PaymentSelectionInput,
} from '../../machines/checkout/paymentSelection.types.ts';
import type { FlowError } from '../../machines/shared/flowError.ts';
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
import { ALL_METHODS, CARD_CONFIG, METHODS, MODES } from './models/checkoutFixtures.ts';
import { EVENTS, paymentSelectionModel as model, SCENARIOS } from './models/paymentSelection.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The payment selection as an oracle (SPEC sections 4 "Payment selection" and 5): the offered
// methods are the gateway ones when online payment is allowed and the others when pay on delivery
// is; a gateway method replaces any other gateway method; the others accumulate without
// duplicates; a change or removal clears the configuration (a chosen gateway's is loaded again);
// satisfied: nothing chosen when there is nothing to pay, else one allowed way to pay.

interface SpecState extends PaymentSelectionContext {
  value: 'idle' | 'loadingConfig';
}

function satisfied(payment: PaymentMethod[], modes: PaymentTypeRestrictions): boolean {
  const gateway = payment.some((method) => method.is_payment_gateway);
  const cash = payment.some((method) => method.payment_type === 'COD');
  if (!modes.online_payment && !modes.pay_on_delivery) return payment.length === 0;
  if (gateway === cash) return false;
  return gateway ? modes.online_payment : modes.pay_on_delivery;
}

function specOf(path: ModelPath) {
  const input = path.input as PaymentSelectionInput;
  let state: SpecState = {
    value: 'idle',
    methods: input.methods,
    restrictions: input.restrictions,
    payment: [],
    paymentConfig: null,
    isPaymentSelectionSatisfied: satisfied([], input.restrictions),
    error: null,
  };
  const states: SpecState[] = [];
  const effects: PathRun['effects'] = [];
  const invocations: PathRun['invocations'] = [];

  path.steps.forEach(({ event }, step) => {
    const announce = () => effects.push({ step, action: 'announceSelection', params: undefined });
    const change = (payment: PaymentMethod[]) => {
      state = {
        ...state,
        payment,
        paymentConfig: null,
        isPaymentSelectionSatisfied: satisfied(payment, state.restrictions),
        error: null,
      };
    };
    const loadConfig = () => {
      const gateway = state.payment.find((method) => method.is_payment_gateway);
      state = { ...state, value: 'loadingConfig' };
      invocations.push({
        step,
        id: 'loadPaymentConfig',
        src: 'loadPaymentConfig',
        input: { paymentTypeId: gateway?.id },
      });
    };
    const payload = event as EventObject & {
      methodId?: number;
      restrictions?: PaymentTypeRestrictions;
      output?: unknown;
    };
    const method = ALL_METHODS.find((candidate) => candidate.id === payload.methodId);
    const offered =
      method !== undefined &&
      (method.is_payment_gateway ? state.restrictions.online_payment : state.restrictions.pay_on_delivery);

    if (event.type === 'SELECT' && method && offered) {
      if (method.is_payment_gateway) {
        change([...state.payment.filter((chosen) => !chosen.is_payment_gateway), method]);
        announce();
        loadConfig();
      } else {
        change(
          state.payment.some((chosen) => chosen.id === method.id)
            ? state.payment
            : [...state.payment, method],
        );
        state = { ...state, value: 'idle' };
        announce();
      }
    } else if (event.type === 'REMOVE' && state.payment.some((chosen) => chosen.id === payload.methodId)) {
      change(state.payment.filter((chosen) => chosen.id !== payload.methodId));
      state = { ...state, value: 'idle' };
      announce();
    } else if (event.type === 'RESET' && payload.restrictions) {
      state = { ...state, value: 'idle', restrictions: payload.restrictions };
      change([]);
      announce();
    } else if (
      event.type === 'RETRY' &&
      state.value === 'idle' &&
      state.payment.some((chosen) => chosen.is_payment_gateway)
    ) {
      loadConfig();
    } else if (event.type === 'xstate.done.actor.loadPaymentConfig') {
      state = { ...state, value: 'idle', paymentConfig: payload.output as PaymentConfig };
      announce();
    } else if (event.type === 'xstate.error.actor.loadPaymentConfig') {
      state = { ...state, value: 'idle', error: expectedFlowError(event) };
    }
    states.push(state);
  });
  return { states, effects, invocations };
}

describe('paymentSelection: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates<PaymentSelectionContext, Omit<SpecState, 'value'>>(
      path,
      run,
      spec.states,
      (context) => context,
    );
    expect(run.effects).toEqual(spec.effects);
    expect(run.invocations).toEqual(spec.invocations);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: ['idle', 'loadingConfig'],
    transitions: 7,
  });
});

async function outcomeOf(scenario: string, events: string[]) {
  const run = await runPath(model, pathFromEvents(model, scenario, events));
  expect(run.failure).toBeNull();
  const last = run.path.steps.at(-1)?.state as ReturnType<typeof paymentSelectionMachine.transition>;
  return {
    run,
    last,
    value: stateValueToString(last.value),
    context: run.context as PaymentSelectionContext,
  };
}

const ids = (methods: PaymentMethod[]) => methods.map((method) => method.id);

describe('paymentSelection: SPEC section 4 "Payment selection"', () => {
  it('offers what the checkout allows', async () => {
    const both = await outcomeOf(SCENARIOS.both, []);
    expect(ids(selectOfferedMethods(both.last))).toEqual([1, 2, 3]);
    const onDelivery = await outcomeOf(SCENARIOS.onDelivery, []);
    expect(ids(selectOfferedMethods(onDelivery.last))).toEqual([METHODS.cod.id]);
    const free = await outcomeOf(SCENARIOS.free, []);
    expect(selectOfferedMethods(free.last)).toEqual([]);
    expect(free.context.isPaymentSelectionSatisfied).toBe(true);
  });

  it('a gateway method replaces the other gateway method, and its configuration loads again', async () => {
    const { run, context, last } = await outcomeOf(SCENARIOS.both, [
      EVENTS.selectCard,
      EVENTS.configLoaded,
      EVENTS.selectHosted,
    ]);
    expect(ids(context.payment)).toEqual([METHODS.hosted.id]);
    expect(context.paymentConfig).toBeNull();
    expect(isLoadingPaymentConfig(last)).toBe(true);
    expect(run.invocations.map((invocation) => invocation.input)).toEqual([
      { paymentTypeId: METHODS.card.id },
      { paymentTypeId: METHODS.hosted.id },
    ]);
  });

  it('cash on delivery is added once; a method the checkout does not allow is not chosen', async () => {
    const twice = await outcomeOf(SCENARIOS.both, [EVENTS.selectCod, EVENTS.selectCod]);
    expect(ids(twice.context.payment)).toEqual([METHODS.cod.id]);
    expect(twice.context.isPaymentSelectionSatisfied).toBe(true);
    const refused = await outcomeOf(SCENARIOS.onDelivery, [EVENTS.selectCard]);
    expect(refused.context.payment).toEqual([]);
    expect(refused.run.effects).toEqual([]);
  });

  it('changing or removing a method clears the configuration; one way to pay at a time', async () => {
    const added = await outcomeOf(SCENARIOS.both, [EVENTS.selectCard, EVENTS.configLoaded, EVENTS.selectCod]);
    expect(added.context).toMatchObject({ paymentConfig: null, isPaymentSelectionSatisfied: false });
    expect(ids(added.context.payment)).toEqual([METHODS.card.id, METHODS.cod.id]);
    const removed = await outcomeOf(SCENARIOS.both, [
      EVENTS.selectCard,
      EVENTS.configLoaded,
      EVENTS.selectCod,
      EVENTS.removeCard,
    ]);
    expect(removed.context).toMatchObject({ paymentConfig: null, isPaymentSelectionSatisfied: true });
  });

  it('a failed configuration is kept as a FlowError and can be loaded again', async () => {
    const failed = await outcomeOf(SCENARIOS.both, [EVENTS.selectCard, EVENTS.configFailed]);
    expect(failed.context.error).toEqual({ kind: 'network' } satisfies FlowError);
    expect(ids(failed.context.payment)).toEqual([METHODS.card.id]);
    const again = await outcomeOf(SCENARIOS.both, [EVENTS.selectCard, EVENTS.configFailed, EVENTS.retry]);
    expect(again.value).toBe('loadingConfig');
  });

  it('announces every change to its parent', async () => {
    const heard: unknown[] = [];
    const child = paymentSelectionMachine.provide({
      actors: { loadPaymentConfig: fromPromise(async () => CARD_CONFIG) },
    });
    const { setup } = await import('xstate');
    const parent = setup({ actors: { child } }).createMachine({
      invoke: { id: 'child', src: 'child', input: { methods: ALL_METHODS, restrictions: MODES.online } },
      on: { '*': { actions: ({ event }) => heard.push(event) } },
    });
    const actor = createActor(parent).start();
    actor.getSnapshot().children.child?.send({ type: 'SELECT', methodId: METHODS.card.id });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([
      {
        type: 'PAYMENT_SELECTION.CHANGED',
        selection: { payment: [METHODS.card], paymentConfig: null, isPaymentSelectionSatisfied: true },
      },
      {
        type: 'PAYMENT_SELECTION.CHANGED',
        selection: { payment: [METHODS.card], paymentConfig: CARD_CONFIG, isPaymentSelectionSatisfied: true },
      },
    ]);
    actor.stop();
  });
});
