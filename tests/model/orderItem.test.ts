import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { PaymentStatus } from '../../contracts/checkout.ts';
import type { OrderItemActions } from '../../contracts/orderItems.ts';
import {
  allowedActions,
  DAY_MS,
  ITEM_STATES,
  type ItemState,
  itemOfferOf,
  itemStateOf,
  itemStatusesOf,
  newItem,
  nextItemSnapshot,
  type OrderItemSnapshot,
  orderCancelEventOf,
  restoreItem,
  restoreLifecycle,
  returnWindowOf,
} from '../../machines/orders/orderItem.machine.ts';
import type {
  ItemRequestState,
  OrderItemContext,
  OrderItemEvent,
  OrderItemInput,
  RefundState,
} from '../../machines/orders/orderItem.types.ts';
import { itemRulesOf } from '../../machines/orders/orderItemRules.ts';
import { type ModelPath, memoizedRunner, stateValueToString } from '../../scripts/paths/graphCoverage.ts';
import { boundedPaths } from './boundedPaths.ts';
import { eachGeneratedPath, expectStates } from './eachGeneratedPath.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import {
  ALL_RULES,
  DELIVERED_AT,
  INPUTS,
  orderItemModel as model,
  NO_RULES,
  TIMES,
} from './models/orderItem.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The transition table of docs/decisions/0118-order-item-lifecycle.md as an oracle, written from
// the table and not from the machine: for each state and event, the guard (read from the rules and
// the event's time), the target and what changes.

interface Spec {
  paymentStatus: PaymentStatus | null;
  deliveredAt: number | null;
  request: ItemRequestState | null;
  refund: RefundState | null;
  replaced: boolean;
}
interface SpecState extends Spec {
  value: string;
}

type Row = [
  from: string,
  event: OrderItemEvent['type'],
  guard: (input: OrderItemInput, spec: Spec, at: number) => boolean,
  to: string | null,
  change: (input: OrderItemInput, spec: Spec, at: number) => Partial<Spec>,
];

const always = () => true;
const nothing = () => ({});
const paid = (input: OrderItemInput, spec: Spec) =>
  spec.paymentStatus === 'Placed' || spec.paymentStatus === 'Completed' ? input.amountMinor : 0;
const refundOf = (amount: number): RefundState | null =>
  amount > 0 ? { status: 'Initiated', amountMinor: amount } : null;
const cancel = (input: OrderItemInput, spec: Spec): Partial<Spec> => {
  const amount = paid(input, spec);
  return {
    request: { kind: 'cancel', status: 'Fulfilled' },
    refund: refundOf(amount - Math.min(amount, input.rules.cancellationChargeMinor)),
  };
};
const inWindow = (allowed: boolean, days: number, spec: Spec, at: number) =>
  allowed && spec.deliveredAt !== null && at <= spec.deliveredAt + days * DAY_MS;
const cancellable = (input: OrderItemInput) => input.rules.cancellationAllowed;
const deliver = (input: OrderItemInput, spec: Spec, at: number): Partial<Spec> => ({
  deliveredAt: at,
  paymentStatus: input.paymentMode === 'pay_on_delivery' ? 'Completed' : spec.paymentStatus,
});
const requestStatus = (status: ItemRequestState['status']) => (_: OrderItemInput, spec: Spec) => ({
  request: spec.request && { ...spec.request, status },
});
const completeRefund: Row = [
  '',
  'REFUND_COMPLETED',
  (_, spec) => spec.refund?.status === 'Initiated',
  null,
  (_, spec) => ({ refund: spec.refund && { ...spec.refund, status: 'Completed' } }),
];

const TABLE: Row[] = [
  ['awaitingPayment', 'PAYMENT_PLACED', always, 'received', () => ({ paymentStatus: 'Placed' })],
  ['awaitingPayment', 'PAYMENT_FAILED', always, 'paymentFailed', () => ({ paymentStatus: 'Failed' })],
  // An item of an order whose online payment is awaited is cancelled only with its whole order.
  ['awaitingPayment', 'CANCEL_ORDER', cancellable, 'cancelled', cancel],
  ['received', 'ACCEPT', always, 'inProgress.preparing', nothing],
  ['received', 'REJECT', always, 'rejected', (input, spec) => ({ refund: refundOf(paid(input, spec)) })],
  ['received', 'CANCEL', cancellable, 'cancelled', cancel],
  ['inProgress.preparing', 'DISPATCH', always, 'inProgress.shipped', nothing],
  ['inProgress.preparing', 'DELIVER', always, 'fulfilled', deliver],
  ['inProgress.preparing', 'CANCEL', cancellable, 'cancelled', cancel],
  ['inProgress.shipped', 'DELIVER', always, 'fulfilled', deliver],
  [
    'fulfilled',
    'CANCEL',
    (input, spec, at) =>
      inWindow(input.rules.refundCancellationAllowed, input.rules.refundCancellationDays, spec, at),
    'cancelled',
    cancel,
  ],
  [
    'fulfilled',
    'RETURN',
    (input, spec, at) => inWindow(input.rules.returnAllowed, input.rules.returnDays, spec, at),
    'returnRequested',
    () => ({ request: { kind: 'return', status: 'open' } }),
  ],
  [
    'fulfilled',
    'REPLACE',
    (input, spec, at) =>
      !spec.replaced && inWindow(input.rules.replacementAllowed, input.rules.replacementDays, spec, at),
    'replacementRequested',
    () => ({ request: { kind: 'replace', status: 'open' } }),
  ],
  ['returnRequested', 'APPROVE', always, 'returnApproved', requestStatus('pending')],
  ['returnRequested', 'DECLINE', always, 'fulfilled', requestStatus('rejected')],
  [
    'returnApproved',
    'RECEIVE',
    always,
    'returned',
    (input, spec) => ({ request: { kind: 'return', status: 'Return' }, refund: refundOf(paid(input, spec)) }),
  ],
  ['replacementRequested', 'APPROVE', always, 'replacementShipped', requestStatus('pending')],
  ['replacementRequested', 'DECLINE', always, 'fulfilled', requestStatus('rejected')],
  [
    'replacementShipped',
    'DELIVER',
    always,
    'fulfilled',
    (_, _spec, at) => ({
      request: { kind: 'replace', status: 'Fulfilled' },
      deliveredAt: at,
      replaced: true,
    }),
  ],
  ...['returned', 'cancelled', 'rejected'].map((from): Row => [from, ...completeRefund.slice(1)] as Row),
  ['request.open', 'ACCEPT', always, 'request.pending', nothing],
  ['request.open', 'REJECT', always, 'request.rejected', nothing],
  ['request.open', 'CANCEL', always, 'request.cancelled', nothing],
  ['request.pending', 'DELIVER', always, 'request.fulfilled', deliver],
  ['request.pending', 'REJECT', always, 'request.rejected', nothing],
  ['request.pending', 'CANCEL', always, 'request.cancelled', nothing],
  [
    'request.fulfilled',
    'RETURN',
    (input, spec, at) => inWindow(input.rules.returnAllowed, input.rules.returnDays, spec, at),
    'request.returnRequested',
    () => ({ request: { kind: 'return', status: 'open' } }),
  ],
  ['request.returnRequested', 'APPROVE', always, 'request.returnApproved', requestStatus('pending')],
  ['request.returnRequested', 'DECLINE', always, 'request.fulfilled', requestStatus('rejected')],
  [
    'request.returnApproved',
    'RECEIVE',
    always,
    'request.returned',
    () => ({ request: { kind: 'return', status: 'Return' } }),
  ],
];

function initialOf(input: OrderItemInput): string {
  if (input.flow === 'request_based') return 'request.open';
  return input.paymentMode === 'online_payment' && input.paymentStatus === 'Created'
    ? 'awaitingPayment'
    : 'received';
}

function specOf(path: ModelPath): SpecState[] {
  const input = path.input as OrderItemInput;
  let state: SpecState = {
    value: initialOf(input),
    paymentStatus: input.paymentStatus,
    deliveredAt: null,
    request: null,
    refund: null,
    replaced: false,
  };
  return path.steps.map(({ event }) => {
    const { type, at } = event as EventObject & { at: number };
    const row = TABLE.find(
      ([from, name, guard]) => from === state.value && name === type && guard(input, state, at),
    );
    if (row) {
      const [, , , to, change] = row;
      state = { ...state, ...change(input, state, at), value: to ?? state.value };
    }
    return state;
  });
}

describe('orderItem: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    expectStates<OrderItemContext, Omit<SpecState, 'value'>>(path, run, specOf(path), (context) => ({
      paymentStatus: context.paymentStatus,
      deliveredAt: context.deliveredAt,
      request: context.request,
      refund: context.refund,
      replaced: context.replaced,
    }));
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: [
      'placed',
      'awaitingPayment',
      'paymentFailed',
      'received',
      'inProgress',
      'inProgress.preparing',
      'inProgress.shipped',
      'fulfilled',
      'returnRequested',
      'returnApproved',
      'returned',
      'replacementRequested',
      'replacementShipped',
      'cancelled',
      'rejected',
      'request',
      'request.open',
      'request.pending',
      'request.fulfilled',
      'request.returnRequested',
      'request.returnApproved',
      'request.returned',
      'request.rejected',
      'request.cancelled',
    ],
    transitions: 35,
  });

  it('the table names exactly the transitions the machine has (plus the 3 starts)', () => {
    expect(TABLE).toHaveLength(35 - 3);
  });
});

// ---------------------------------------------------------------------------------------------
// What the server and the storefront ask of the machine.

const EVERY_EVENT: OrderItemEvent['type'][] = [
  'PAYMENT_PLACED',
  'PAYMENT_FAILED',
  'ACCEPT',
  'REJECT',
  'DISPATCH',
  'DELIVER',
  'CANCEL',
  'CANCEL_ORDER',
  'RETURN',
  'REPLACE',
  'APPROVE',
  'DECLINE',
  'RECEIVE',
  'REFUND_COMPLETED',
];

function drive(input: OrderItemInput, events: Array<[OrderItemEvent['type'], number]>): OrderItemSnapshot {
  let snapshot = newItem(input);
  for (const [type, at] of events) {
    const next = nextItemSnapshot(snapshot, { type, at } as OrderItemEvent);
    if (!next) throw new Error(`${type} refused in ${itemStateOf(snapshot)}`);
    snapshot = next;
  }
  return snapshot;
}

const delivered = (input: OrderItemInput) =>
  drive(input, [
    ['ACCEPT', DELIVERED_AT - DAY_MS],
    ['DISPATCH', DELIVERED_AT - DAY_MS],
    ['DELIVER', DELIVERED_AT],
  ]);

describe('orderItem: the server and the storefront share it', () => {
  it('every event the table does not name in a state is refused (the server answers 409)', () => {
    const contexts: Record<string, OrderItemInput> = {
      request: INPUTS.request,
      other: { ...INPUTS.paidOnline, rules: ALL_RULES },
    };
    for (const state of ITEM_STATES) {
      const input = state.startsWith('request') ? contexts.request : contexts.other;
      if (!input) throw new Error('no input');
      const context: OrderItemContext = {
        ...input,
        deliveredAt: DELIVERED_AT,
        request: null,
        refund: { status: 'Initiated', amountMinor: 100 },
        replaced: false,
      };
      const snapshot = restoreItem(state, context);
      expect(itemStateOf(snapshot)).toBe(state);
      for (const type of EVERY_EVENT) {
        const named = TABLE.some(([from, name]) => from === state && name === type);
        const event = { type, at: DELIVERED_AT + DAY_MS } as OrderItemEvent;
        if (!named) expect(nextItemSnapshot(snapshot, event), `${state} ${type}`).toBeNull();
      }
    }
  });

  it('windows count from delivery: the last millisecond is inside, the next one outside', () => {
    const item = delivered(INPUTS.paidOnline);
    expect(allowedActions(item, TIMES.inReturn)).toMatchObject({ return: true, replace: true });
    expect(allowedActions(item, TIMES.lateReturn)).toMatchObject({ return: false, replace: true });
    expect(allowedActions(item, TIMES.inReplacement).replace).toBe(true);
    expect(allowedActions(item, TIMES.lateReplacement).replace).toBe(false);
    expect(allowedActions(item, TIMES.inRefundCancellation).cancel).toBe(true);
    expect(allowedActions(item, TIMES.lateRefundCancellation).cancel).toBe(false);
    expect(allowedActions(item, 0)).toMatchObject({
      returnDeadline: TIMES.inReturn,
      replacementDeadline: TIMES.inReplacement,
      refundCancellationDeadline: TIMES.inRefundCancellation,
    });
    expect(nextItemSnapshot(item, { type: 'RETURN', at: TIMES.lateReturn })).toBeNull();
  });

  it('before delivery only a cancellation is offered, with its charge and what comes back', () => {
    const item = newItem(INPUTS.paidOnline);
    expect(allowedActions(item, DELIVERED_AT)).toEqual({
      cancel: true,
      return: false,
      replace: false,
      cancellationChargeMinor: 9_900,
      cancellationRefundMinor: 40_100,
      returnDeadline: null,
      replacementDeadline: null,
      refundCancellationDeadline: null,
    });
    const cancelled = nextItemSnapshot(item, { type: 'CANCEL', at: DELIVERED_AT });
    expect(cancelled && itemStatusesOf(cancelled)).toEqual({
      orderStatus: 'Cancelled',
      requestStatus: 'Fulfilled',
      paymentStatus: 'Placed',
      refundStatus: 'Initiated',
    });
    expect(cancelled?.context.refund).toEqual({ status: 'Initiated', amountMinor: 40_100 });
    // A replay is refused: one cancellation, one refund.
    expect(cancelled && nextItemSnapshot(cancelled, { type: 'CANCEL', at: DELIVERED_AT })).toBeNull();
  });

  it('while the online payment is awaited an item is not cancelled alone, only with its whole order', () => {
    const item = newItem(INPUTS.awaitingPayment);
    expect(allowedActions(item, 0)).toMatchObject({ cancel: false, cancellationChargeMinor: 0 });
    expect(nextItemSnapshot(item, { type: 'CANCEL', at: 0 })).toBeNull();
    // Nothing paid, nothing charged: the order's cancel leaves no refund.
    const cancelled = nextItemSnapshot(item, orderCancelEventOf(0));
    expect(cancelled && itemStateOf(cancelled)).toBe('cancelled');
    expect(cancelled?.context.refund).toBeNull();
    // Once paid, the item is cancelled on its own again, and the order's cancel no longer applies.
    const paid = nextItemSnapshot(item, { type: 'PAYMENT_PLACED', at: 0 });
    expect(paid && allowedActions(paid, 0).cancel).toBe(true);
    expect(paid && nextItemSnapshot(paid, orderCancelEventOf(0))).toBeNull();
  });

  it('a charge above the price takes the whole refund', () => {
    const input = { ...INPUTS.paidOnline, amountMinor: 5_000 };
    expect(allowedActions(newItem(input), 0)).toMatchObject({
      cancellationChargeMinor: 5_000,
      cancellationRefundMinor: 0,
    });
    expect(nextItemSnapshot(newItem(input), { type: 'CANCEL', at: 0 })?.context.refund).toBeNull();
  });

  it('once dispatched, an item is no longer cancelled; cash on delivery is collected at delivery', () => {
    const shipped = drive(INPUTS.paidOnline, [
      ['ACCEPT', 1],
      ['DISPATCH', 2],
    ]);
    expect(allowedActions(shipped, 3)).toMatchObject({ cancel: false, return: false, replace: false });
    const cash = delivered({ ...INPUTS.cashOnDelivery, rules: ALL_RULES });
    expect(itemStatusesOf(cash)).toMatchObject({ orderStatus: 'Fulfilled', paymentStatus: 'Completed' });
  });

  it('a received return shows Refund until and after the money is back; a free return stays Return', () => {
    const returned = drive(INPUTS.paidOnline, [
      ['ACCEPT', 1],
      ['DELIVER', DELIVERED_AT],
      ['RETURN', TIMES.inReturn],
      ['APPROVE', TIMES.inReturn],
      ['RECEIVE', TIMES.inReturn],
    ]);
    expect(itemStatusesOf(returned)).toMatchObject({ orderStatus: 'Refund', requestStatus: 'Return' });
    expect(returned.context.refund).toEqual({ status: 'Initiated', amountMinor: 50_000 });
    const free = drive({ ...INPUTS.paidOnline, paymentMode: null, paymentStatus: null, amountMinor: 0 }, [
      ['ACCEPT', 1],
      ['DELIVER', DELIVERED_AT],
      ['RETURN', TIMES.inReturn],
      ['APPROVE', TIMES.inReturn],
      ['RECEIVE', TIMES.inReturn],
    ]);
    expect(itemStatusesOf(free)).toMatchObject({ orderStatus: 'Return', refundStatus: null });
  });

  it('a replacement restarts the windows from its own delivery, and is not replaced again', () => {
    const later = DELIVERED_AT + 5 * DAY_MS;
    const replaced = drive(INPUTS.paidOnline, [
      ['ACCEPT', 1],
      ['DELIVER', DELIVERED_AT],
      ['REPLACE', DELIVERED_AT + DAY_MS],
      ['APPROVE', DELIVERED_AT + DAY_MS],
      ['DELIVER', later],
    ]);
    expect(allowedActions(replaced, later + 7 * DAY_MS)).toMatchObject({ return: true, replace: false });
    expect(allowedActions(replaced, later + 7 * DAY_MS + 1).return).toBe(false);
  });

  it('a request-based item shows request statuses only', () => {
    const item = newItem(INPUTS.request);
    expect(itemStatusesOf(item)).toEqual({
      orderStatus: null,
      requestStatus: 'open',
      paymentStatus: null,
      refundStatus: null,
    });
    expect(allowedActions(item, 0)).toMatchObject({ cancel: true, return: false });
  });

  it('no rules, no actions', () => {
    const item = delivered({ ...INPUTS.paidOnline, rules: NO_RULES });
    expect(allowedActions(item, DELIVERED_AT)).toMatchObject({
      cancel: false,
      return: false,
      replace: false,
    });
    expect(allowedActions(newItem({ ...INPUTS.paidOnline, rules: NO_RULES }), 0).cancel).toBe(false);
  });

  it('restores the lifecycle the server answers, and nothing from an unknown state', () => {
    const { context } = newItem(INPUTS.paidOnline);
    expect(restoreLifecycle({ state: 'inProgress.shipped', context })?.value).toEqual({
      inProgress: 'shipped',
    });
    expect(restoreLifecycle({ state: 'lost', context })).toBeNull();
  });

  it('restores every stored state', () => {
    const context = newItem(INPUTS.paidOnline).context;
    for (const state of ITEM_STATES) {
      expect(stateValueToString(restoreItem(state as ItemState, context).value)).toBe(state);
    }
  });
});

/** The actions answer of `snapshot` at `now`, as the server sends it (only what the offer reads). */
function answerOf(snapshot: OrderItemSnapshot, now: number, state = itemStateOf(snapshot)): OrderItemActions {
  const allowed = allowedActions(snapshot, now);
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    can_cancel: allowed.cancel,
    can_return: allowed.return,
    can_replace: allowed.replace,
    return_deadline: iso(allowed.returnDeadline),
    replacement_deadline: iso(allowed.replacementDeadline),
    server_time: new Date(now).toISOString(),
    lifecycle: { state, context: snapshot.context },
  } as OrderItemActions;
}

describe("orderItem offer: what the item page shows, from the lifecycle at the server's time", () => {
  it('the return window is open to its last millisecond, closed from the next one, none before delivery', () => {
    const item = delivered(INPUTS.paidOnline);
    expect(returnWindowOf(item, TIMES.inReturn)).toEqual({ open: true, until: TIMES.inReturn });
    expect(returnWindowOf(item, TIMES.lateReturn)).toEqual({ open: false, closedOn: TIMES.inReturn });
    expect(returnWindowOf(newItem(INPUTS.paidOnline), 0)).toBeNull();
    expect(returnWindowOf(delivered({ ...INPUTS.paidOnline, rules: NO_RULES }), DELIVERED_AT)).toBeNull();
  });

  it('offers exactly the actions the machine accepts, in button order, and what a return pays back', () => {
    const item = delivered(INPUTS.paidOnline);
    expect(itemOfferOf(answerOf(item, TIMES.inRefundCancellation))).toEqual({
      actions: ['cancel', 'return', 'replace'],
      returnWindow: { open: true, until: TIMES.inReturn },
      replacementDeadline: TIMES.inReplacement,
      returnProgress: null,
      returnRefund: 500,
    });
    expect(itemOfferOf(answerOf(item, TIMES.lateReturn))).toMatchObject({
      actions: ['replace'],
      returnWindow: { open: false, closedOn: TIMES.inReturn },
    });
  });

  it("decides at the server's time, not the answer's flags (the same machine as the server)", () => {
    const item = delivered(INPUTS.paidOnline);
    const answer = { ...answerOf(item, TIMES.lateReplacement), can_return: true, can_replace: true };
    expect(itemOfferOf(answer).actions).toEqual([]);
  });

  it("a request-based item's return pays nothing back; its progress is told", () => {
    const asked = drive(INPUTS.request, [
      ['ACCEPT', 1],
      ['DELIVER', DELIVERED_AT],
      ['RETURN', TIMES.inReturn],
    ]);
    expect(itemOfferOf(answerOf(asked, TIMES.inReturn))).toMatchObject({
      actions: [],
      returnProgress: 'requested',
      returnRefund: 0,
    });
    const fulfilled = drive(INPUTS.request, [
      ['ACCEPT', 1],
      ['DELIVER', DELIVERED_AT],
    ]);
    expect(itemOfferOf(answerOf(fulfilled, DELIVERED_AT))).toMatchObject({
      actions: ['return'],
      returnRefund: 0,
    });
  });

  it("a state this storefront does not know takes the server's answer", () => {
    const item = delivered(INPUTS.paidOnline);
    const answer = { ...answerOf(item, TIMES.lateReturn, 'lost'), can_cancel: true };
    expect(itemOfferOf(answer)).toEqual({
      actions: ['cancel', 'replace'],
      returnWindow: { open: false, closedOn: TIMES.inReturn },
      replacementDeadline: TIMES.inReplacement,
      returnProgress: null,
      returnRefund: 0,
    });
  });
});

describe('orderItem rules: the product labels fixed into the item', () => {
  it('reads Yes/ON, days and the charge in minor units', () => {
    expect(
      itemRulesOf([
        { label: 'Cancellation Allowed', value: 'Yes' },
        { label: 'Cancellation Charge', value: '99.5' },
        { label: 'Return Allowed', value: 'ON' },
        { label: 'Return Days', value: '10' },
        { label: 'Replacement Allowed', value: 'No' },
        { label: 'Replacement Days', value: '7' },
        { label: 'Refund Cancellation Allowed', value: 'yes' },
        { label: 'Refund Cancellation Days', value: 'soon' },
      ]),
    ).toEqual({
      cancellationAllowed: true,
      cancellationChargeMinor: 9_950,
      returnAllowed: true,
      returnDays: 10,
      replacementAllowed: false,
      replacementDays: 0,
      refundCancellationAllowed: true,
      refundCancellationDays: 0,
    });
    expect(itemRulesOf([])).toEqual(NO_RULES);
  });
});
