import { DAY_MS, orderItemMachine } from '../../../machines/orders/orderItem.machine.ts';
import type { ItemRules, OrderItemInput } from '../../../machines/orders/orderItem.types.ts';
import { defineModel, stateValueToString, userEvent } from '../../../scripts/paths/graphCoverage.ts';

/** The moment the item is ordered, and when it is delivered, in the model's events. */
export const ORDERED_AT = Date.UTC(2026, 0, 5, 9, 0);
export const DELIVERED_AT = ORDERED_AT + 2 * DAY_MS;
const afterDelivery = (days: number) => DELIVERED_AT + days * DAY_MS;

export const ALL_RULES: ItemRules = {
  cancellationAllowed: true,
  cancellationChargeMinor: 9_900,
  returnAllowed: true,
  returnDays: 7,
  replacementAllowed: true,
  replacementDays: 10,
  refundCancellationAllowed: true,
  refundCancellationDays: 3,
};

export const NO_RULES: ItemRules = {
  cancellationAllowed: false,
  cancellationChargeMinor: 0,
  returnAllowed: false,
  returnDays: 0,
  replacementAllowed: false,
  replacementDays: 0,
  refundCancellationAllowed: false,
  refundCancellationDays: 0,
};

export const SCENARIOS = {
  paidOnline: 'paid online, every rule on',
  awaitingPayment: 'online payment still to be made, every rule on',
  awaitingNoCancel: 'online payment still to be made, no cancellation',
  cashOnDelivery: 'cash on delivery, no cancellation, return or replacement',
  request: 'request-based item, returns within 7 days',
} as const;

export const INPUTS: Record<keyof typeof SCENARIOS, OrderItemInput> = {
  paidOnline: {
    flow: 'checkout_based',
    paymentMode: 'online_payment',
    paymentStatus: 'Placed',
    amountMinor: 50_000,
    rules: ALL_RULES,
  },
  awaitingPayment: {
    flow: 'checkout_based',
    paymentMode: 'online_payment',
    paymentStatus: 'Created',
    amountMinor: 50_000,
    rules: ALL_RULES,
  },
  awaitingNoCancel: {
    flow: 'checkout_based',
    paymentMode: 'online_payment',
    paymentStatus: 'Created',
    amountMinor: 50_000,
    rules: NO_RULES,
  },
  cashOnDelivery: {
    flow: 'checkout_based',
    paymentMode: 'pay_on_delivery',
    paymentStatus: 'Created',
    amountMinor: 20_000,
    rules: NO_RULES,
  },
  request: {
    flow: 'request_based',
    paymentMode: null,
    paymentStatus: null,
    amountMinor: 0,
    rules: { ...NO_RULES, returnAllowed: true, returnDays: 7 },
  },
};

/** Moments of the customer's events: just inside and just outside each window. */
export const TIMES = {
  inRefundCancellation: afterDelivery(3),
  lateRefundCancellation: afterDelivery(3) + 1,
  inReturn: afterDelivery(7),
  lateReturn: afterDelivery(7) + 1,
  inReplacement: afterDelivery(10),
  lateReplacement: afterDelivery(10) + 1,
} as const;

export const EVENTS = {
  paymentPlaced: 'PAYMENT_PLACED',
  paymentFailed: 'PAYMENT_FAILED',
  accept: 'ACCEPT',
  reject: 'REJECT',
  dispatch: 'DISPATCH',
  deliver: 'DELIVER',
  cancel: 'CANCEL (within 3 days of delivery)',
  cancelLate: 'CANCEL (3 days and 1 ms after delivery)',
  cancelOrder: 'CANCEL_ORDER (the whole order, while its online payment is awaited)',
  returnInTime: 'RETURN (7 days after delivery)',
  returnLate: 'RETURN (7 days and 1 ms after delivery)',
  replaceInTime: 'REPLACE (10 days after delivery)',
  replaceLate: 'REPLACE (10 days and 1 ms after delivery)',
  approve: 'APPROVE',
  decline: 'DECLINE',
  receive: 'RECEIVE',
  refundCompleted: 'REFUND_COMPLETED',
} as const;

const at = ORDERED_AT + DAY_MS;

export const orderItemModel = defineModel({
  name: 'orderItem',
  machine: orderItemMachine,
  scenarios: (Object.keys(SCENARIOS) as Array<keyof typeof SCENARIOS>).map((key) => ({
    label: SCENARIOS[key],
    input: INPUTS[key],
  })),
  events: [
    userEvent({ type: 'PAYMENT_PLACED', at }, EVENTS.paymentPlaced),
    userEvent({ type: 'PAYMENT_FAILED', at }, EVENTS.paymentFailed),
    userEvent({ type: 'ACCEPT', at }, EVENTS.accept),
    userEvent({ type: 'REJECT', at }, EVENTS.reject),
    userEvent({ type: 'DISPATCH', at }, EVENTS.dispatch),
    userEvent({ type: 'DELIVER', at: DELIVERED_AT }, EVENTS.deliver),
    userEvent({ type: 'CANCEL', at: TIMES.inRefundCancellation }, EVENTS.cancel),
    userEvent({ type: 'CANCEL', at: TIMES.lateRefundCancellation }, EVENTS.cancelLate),
    userEvent({ type: 'CANCEL_ORDER', at }, EVENTS.cancelOrder),
    userEvent({ type: 'RETURN', at: TIMES.inReturn }, EVENTS.returnInTime),
    userEvent({ type: 'RETURN', at: TIMES.lateReturn }, EVENTS.returnLate),
    userEvent({ type: 'REPLACE', at: TIMES.inReplacement }, EVENTS.replaceInTime),
    userEvent({ type: 'REPLACE', at: TIMES.lateReplacement }, EVENTS.replaceLate),
    userEvent({ type: 'APPROVE', at }, EVENTS.approve),
    userEvent({ type: 'DECLINE', at }, EVENTS.decline),
    userEvent({ type: 'RECEIVE', at }, EVENTS.receive),
    userEvent({ type: 'REFUND_COMPLETED', at }, EVENTS.refundCompleted),
  ],
  // Everything guards read and the storefront shows (the input's parts never change).
  project: ({ context }) => ({
    paymentStatus: context.paymentStatus,
    deliveredAt: context.deliveredAt,
    request: context.request,
    refund: context.refund,
    replaced: context.replaced,
  }),
  describeState: ({ value, context }) =>
    [
      stateValueToString(value),
      context.request ? `${context.request.kind} ${context.request.status}` : null,
      context.refund ? `refund ${context.refund.status}` : null,
      context.replaced ? 'replaced' : null,
    ]
      .filter(Boolean)
      .join(', '),
  effects: [],
  // What the item accepts, and what a state listens for but its guard refuses (cancel after the
  // window, a return not allowed…: each guard seen false). Events no state listens for are
  // checked by the file's own tests.
  filterEvents: (snapshot, event) =>
    snapshot.status === 'active' &&
    (snapshot.can(event as never) || snapshot._nodes.some((node) => node.transitions.has(event.type))),
});
