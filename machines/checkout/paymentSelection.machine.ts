import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { PaymentConfig, PaymentMethod, PaymentTypeRestrictions } from '../../contracts/checkout.ts';
import { toFlowError } from '../shared/flowError.ts';
import {
  chosenGateway,
  isSelectionSatisfied,
  offeredMethods,
  withMethodChosen,
  withoutMethod,
} from './paymentRules.ts';
import type {
  LoadPaymentConfigInput,
  PaymentSelectionChanged,
  PaymentSelectionContext,
  PaymentSelectionEvent,
  PaymentSelectionInput,
  SelectedPayment,
} from './paymentSelection.types.ts';

// The payment selection (SPEC sections 3 selectedPayment, 4 "Payment selection", 5): the checkout's
// third step, a child of the checkout machine. It offers the methods the checkout's modes allow;
// choosing a gateway method replaces any other gateway method, other methods (cash on delivery)
// accumulate without duplicates; every change or removal clears the payment configuration, and a
// chosen gateway's configuration is then loaded again. After every change it tells the checkout
// the selection and whether it satisfies the restrictions (the checkout places the order only then).

function selectionOf(context: PaymentSelectionContext): SelectedPayment {
  return {
    payment: context.payment,
    paymentConfig: context.paymentConfig,
    isPaymentSelectionSatisfied: context.isPaymentSelectionSatisfied,
  };
}

function gatewayIdOf(context: PaymentSelectionContext): number {
  const gateway = chosenGateway(context.payment);
  if (!gateway) throw new Error('paymentSelection: no gateway method chosen');
  return gateway.id;
}

/** The selection after a change: its satisfaction computed again, its configuration cleared. */
function changed(
  context: PaymentSelectionContext,
  payment: PaymentMethod[],
): Partial<PaymentSelectionContext> {
  return {
    payment,
    paymentConfig: null,
    isPaymentSelectionSatisfied: isSelectionSatisfied(payment, context.restrictions),
    error: null,
  };
}

export const paymentSelectionMachine = setup({
  types: {
    input: {} as PaymentSelectionInput,
    context: {} as PaymentSelectionContext,
    events: {} as PaymentSelectionEvent,
  },
  actors: {
    /** GET /cfs/rest/v3/payment-config/{paymentTypeId}. */
    loadPaymentConfig: fromPromise<PaymentConfig, LoadPaymentConfigInput>(async () => {
      throw new Error('loadPaymentConfig not provided');
    }),
  },
  actions: {
    /** The method chosen: a gateway replaces any other gateway, others are added once. */
    chooseMethod: assign(({ context }, methodId: number) =>
      changed(context, withMethodChosen(context.payment, methodById(context, methodId))),
    ),
    /** The method taken out of the selection. */
    removeMethod: assign(({ context }, methodId: number) =>
      changed(context, withoutMethod(context.payment, methodId)),
    ),
    /** The checkout's payment modes changed: nothing chosen, under the new restrictions. */
    restartSelection: assign((_, restrictions: PaymentTypeRestrictions) => ({
      restrictions,
      payment: [],
      paymentConfig: null,
      isPaymentSelectionSatisfied: isSelectionSatisfied([], restrictions),
      error: null,
    })),
    /** The chosen gateway's configuration, as loaded. */
    keepPaymentConfig: assign((_, paymentConfig: PaymentConfig) => ({ paymentConfig })),
    /** Why the configuration could not be loaded (Try again loads it again). */
    keepConfigError: assign((_, failure: { error: unknown }) => ({ error: toFlowError(failure.error) })),
    /** Tells the checkout the selection as it is now. */
    announceSelection: sendParent(
      ({ context }: { context: PaymentSelectionContext }): PaymentSelectionChanged => ({
        type: 'PAYMENT_SELECTION.CHANGED',
        selection: selectionOf(context),
      }),
    ),
  },
  guards: {
    isOffered: ({ context }, methodId: number) =>
      offeredMethods(context.methods, context.restrictions).some((method) => method.id === methodId),
    isGatewayOffered: ({ context }, methodId: number) =>
      offeredMethods(context.methods, context.restrictions).some(
        (method) => method.id === methodId && method.is_payment_gateway,
      ),
    isChosen: ({ context }, methodId: number) => context.payment.some((method) => method.id === methodId),
    hasGateway: ({ context }) => chosenGateway(context.payment) !== null,
  },
}).createMachine({
  id: 'paymentSelection',
  context: ({ input }) => ({
    methods: input.methods,
    restrictions: input.restrictions,
    payment: [],
    paymentConfig: null,
    isPaymentSelectionSatisfied: isSelectionSatisfied([], input.restrictions),
    error: null,
  }),
  on: {
    SELECT: [
      {
        // A gateway method: its configuration is loaded (again, when another one was loading).
        guard: { type: 'isGatewayOffered', params: ({ event }) => event.methodId },
        target: '.loadingConfig',
        reenter: true,
        actions: [{ type: 'chooseMethod', params: ({ event }) => event.methodId }, 'announceSelection'],
      },
      {
        // Cash on delivery: added once. The gateway's configuration goes too: the selection changed.
        guard: { type: 'isOffered', params: ({ event }) => event.methodId },
        target: '.idle',
        actions: [{ type: 'chooseMethod', params: ({ event }) => event.methodId }, 'announceSelection'],
      },
    ],
    REMOVE: {
      guard: { type: 'isChosen', params: ({ event }) => event.methodId },
      target: '.idle',
      actions: [{ type: 'removeMethod', params: ({ event }) => event.methodId }, 'announceSelection'],
    },
    RESET: {
      target: '.idle',
      actions: [{ type: 'restartSelection', params: ({ event }) => event.restrictions }, 'announceSelection'],
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        RETRY: { guard: 'hasGateway', target: 'loadingConfig' },
      },
    },
    loadingConfig: {
      invoke: {
        id: 'loadPaymentConfig',
        src: 'loadPaymentConfig',
        input: ({ context }) => ({ paymentTypeId: gatewayIdOf(context) }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'keepPaymentConfig', params: ({ event }) => event.output }, 'announceSelection'],
        },
        onError: {
          target: 'idle',
          actions: { type: 'keepConfigError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

function methodById(context: PaymentSelectionContext, methodId: number): PaymentMethod {
  const method = context.methods.find((candidate) => candidate.id === methodId);
  if (!method) throw new Error(`paymentSelection: no method ${methodId}`);
  return method;
}

export type PaymentSelectionSnapshot = ReturnType<typeof paymentSelectionMachine.transition>;

/** The methods the payment step lists. */
export function selectOfferedMethods(snapshot: PaymentSelectionSnapshot): PaymentMethod[] {
  return offeredMethods(snapshot.context.methods, snapshot.context.restrictions);
}

/** The chosen gateway's configuration is loading. */
export function isLoadingPaymentConfig(snapshot: PaymentSelectionSnapshot): boolean {
  return snapshot.matches('loadingConfig');
}
