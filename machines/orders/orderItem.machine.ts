import {
  assign,
  getInitialSnapshot,
  getNextSnapshot,
  type SnapshotFrom,
  type StateValue,
  setup,
} from 'xstate';
import type { OrderStatus, RequestStatus } from '../../contracts/checkout.ts';
import {
  ITEM_REQUEST_KINDS,
  type OrderItemActions,
  type OrderItemLifecycle,
} from '../../contracts/orderItems.ts';
import type {
  CustomerItemEvent,
  ItemRequestKind,
  ItemStatuses,
  OrderCancelEvent,
  OrderItemContext,
  OrderItemEvent,
  OrderItemInput,
  RefundState,
} from './orderItem.types.ts';

// The lifecycle of ONE order item (SPEC section 4 statuses; the transitions are decided in
// docs/decisions/0118-order-item-lifecycle.md). The same definition serves the storefront (which
// actions to offer) and the reference server (which transitions to accept): both restore an item's
// snapshot from what is stored (`restoreItem`) and ask `allowedActions` / `nextItemSnapshot`. Every
// event carries its time (`at`), so the windows counted from delivery are pure functions of the
// item and the clock the caller passes in.

export const DAY_MS = 86_400_000;

/** What the customer has paid for the item so far: nothing until the payment is placed. */
export function paidMinor(context: OrderItemContext): number {
  const paid = context.paymentStatus === 'Placed' || context.paymentStatus === 'Completed';
  return paid ? context.amountMinor : 0;
}

/**
 * What a received return pays back: everything paid for a checkout item; nothing for a request-based
 * item (nothing was paid through the storefront).
 */
export function returnRefundMinor(context: OrderItemContext): number {
  return context.flow === 'request_based' ? 0 : paidMinor(context);
}

/** The charge a cancellation would deduct now: only from what was paid (never more). */
export function cancellationChargeMinor(context: OrderItemContext): number {
  return Math.min(context.rules.cancellationChargeMinor, paidMinor(context));
}

const deadline = (deliveredAt: number | null, allowed: boolean, days: number) =>
  deliveredAt === null || !allowed ? null : deliveredAt + days * DAY_MS;

/** The last moment (epoch ms) a return may be asked for: Return Days after delivery. */
export function returnDeadline(context: OrderItemContext): number | null {
  return deadline(context.deliveredAt, context.rules.returnAllowed, context.rules.returnDays);
}

/** The last moment a replacement may be asked for: Replacement Days after delivery (once per item). */
export function replacementDeadline(context: OrderItemContext): number | null {
  if (context.replaced) return null;
  return deadline(context.deliveredAt, context.rules.replacementAllowed, context.rules.replacementDays);
}

/** The last moment a delivered item may be cancelled for a refund: Refund Cancellation Days after delivery. */
export function refundCancellationDeadline(context: OrderItemContext): number | null {
  return deadline(
    context.deliveredAt,
    context.rules.refundCancellationAllowed,
    context.rules.refundCancellationDays,
  );
}

const within = (limit: number | null, at: number) => limit !== null && at <= limit;

/** A refund of `amountMinor`, or none when nothing is to be paid back. */
const refundOf = (amountMinor: number): RefundState | null =>
  amountMinor > 0 ? { status: 'Initiated', amountMinor } : null;

const request = (kind: ItemRequestKind, status: RequestStatus) => ({ kind, status });

export const orderItemMachine = setup({
  types: {
    input: {} as OrderItemInput,
    context: {} as OrderItemContext,
    events: {} as OrderItemEvent,
  },
  guards: {
    isRequestBased: ({ context }) => context.flow === 'request_based',
    isAwaitingOnlinePayment: ({ context }) =>
      context.paymentMode === 'online_payment' && context.paymentStatus === 'Created',
    /** 'Cancellation Allowed', before dispatch. */
    isCancellable: ({ context }) => context.rules.cancellationAllowed,
    /** 'Refund Cancellation Allowed' within 'Refund Cancellation Days' of delivery. */
    isRefundCancellable: ({ context, event }) => within(refundCancellationDeadline(context), event.at),
    isReturnable: ({ context, event }) => within(returnDeadline(context), event.at),
    isReplaceable: ({ context, event }) => within(replacementDeadline(context), event.at),
    isRefundInitiated: ({ context }) => context.refund?.status === 'Initiated',
  },
  actions: {
    placePayment: assign({ paymentStatus: 'Placed' }),
    failPayment: assign({ paymentStatus: 'Failed' }),
    /** Delivered: the windows start; cash on delivery is collected. */
    deliver: assign(({ context, event }) => ({
      deliveredAt: event.at,
      paymentStatus: context.paymentMode === 'pay_on_delivery' ? 'Completed' : context.paymentStatus,
    })),
    /** The customer cancelled: done at once; the refund is what was paid less the charge. */
    cancel: assign(({ context }) => ({
      request: request('cancel', 'Fulfilled'),
      refund: refundOf(paidMinor(context) - cancellationChargeMinor(context)),
    })),
    /** The seller refused the item: everything paid comes back. */
    refundAll: assign(({ context }) => ({ refund: refundOf(paidMinor(context)) })),
    askReturn: assign({ request: request('return', 'open') }),
    askReplacement: assign({ request: request('replace', 'open') }),
    approveRequest: assign(({ context }) => ({
      request: context.request && { ...context.request, status: 'pending' as const },
    })),
    declineRequest: assign(({ context }) => ({
      request: context.request && { ...context.request, status: 'rejected' as const },
    })),
    /** The returned item reached the seller: the return is done and what was paid comes back. */
    receiveReturn: assign(({ context }) => ({
      request: request('return', 'Return'),
      refund: refundOf(returnRefundMinor(context)),
    })),
    /** A request's returned item reached the seller: the return is done (nothing to refund). */
    completeRequestReturn: assign({ request: request('return', 'Return') }),
    deliverReplacement: assign(({ event }) => ({
      request: request('replace', 'Fulfilled'),
      deliveredAt: event.at,
      replaced: true,
    })),
    completeRefund: assign(({ context }) => ({
      refund: context.refund && { ...context.refund, status: 'Completed' as const },
    })),
  },
}).createMachine({
  id: 'orderItem',
  context: ({ input }) => ({ ...input, deliveredAt: null, request: null, refund: null, replaced: false }),
  initial: 'placed',
  states: {
    // Where a new item starts depends on its order: decided at once.
    placed: {
      always: [
        { guard: 'isRequestBased', target: 'request' },
        { guard: 'isAwaitingOnlinePayment', target: 'awaitingPayment' },
        { target: 'received' },
      ],
    },
    // The provider was handed the whole order's amount: an item is not cancelled on its own (the
    // session would still take the whole amount, and the order could not use it). The customer pays
    // the order or cancels it as a whole (CANCEL_ORDER); once paid, items are cancelled one by one.
    awaitingPayment: {
      meta: { orderStatus: 'Received' },
      on: {
        PAYMENT_PLACED: { target: 'received', actions: 'placePayment' },
        PAYMENT_FAILED: { target: 'paymentFailed', actions: 'failPayment' },
        CANCEL_ORDER: { guard: 'isCancellable', target: 'cancelled', actions: 'cancel' },
      },
    },
    paymentFailed: { meta: { orderStatus: 'Cancelled' } },
    received: {
      meta: { orderStatus: 'Received' },
      on: {
        ACCEPT: { target: 'inProgress' },
        REJECT: { target: 'rejected', actions: 'refundAll' },
        CANCEL: { guard: 'isCancellable', target: 'cancelled', actions: 'cancel' },
      },
    },
    inProgress: {
      initial: 'preparing',
      states: {
        preparing: {
          meta: { orderStatus: 'InProgress' },
          on: {
            DISPATCH: { target: 'shipped' },
            // Services and digital products are delivered without a shipment.
            DELIVER: { target: '#orderItem.fulfilled', actions: 'deliver' },
            CANCEL: { guard: 'isCancellable', target: '#orderItem.cancelled', actions: 'cancel' },
          },
        },
        // Dispatched: too late to cancel; refuse it at the door and return it instead.
        shipped: {
          meta: { orderStatus: 'InProgress' },
          on: { DELIVER: { target: '#orderItem.fulfilled', actions: 'deliver' } },
        },
      },
    },
    fulfilled: {
      meta: { orderStatus: 'Fulfilled' },
      on: {
        CANCEL: { guard: 'isRefundCancellable', target: 'cancelled', actions: 'cancel' },
        RETURN: { guard: 'isReturnable', target: 'returnRequested', actions: 'askReturn' },
        REPLACE: { guard: 'isReplaceable', target: 'replacementRequested', actions: 'askReplacement' },
      },
    },
    returnRequested: {
      meta: { orderStatus: 'Return' },
      on: {
        APPROVE: { target: 'returnApproved', actions: 'approveRequest' },
        DECLINE: { target: 'fulfilled', actions: 'declineRequest' },
      },
    },
    // Approved: the pickup is arranged.
    returnApproved: {
      meta: { orderStatus: 'Return' },
      on: { RECEIVE: { target: 'returned', actions: 'receiveReturn' } },
    },
    returned: {
      meta: { orderStatus: 'Return' },
      on: { REFUND_COMPLETED: { guard: 'isRefundInitiated', actions: 'completeRefund' } },
    },
    replacementRequested: {
      meta: { orderStatus: 'Fulfilled' },
      on: {
        APPROVE: { target: 'replacementShipped', actions: 'approveRequest' },
        DECLINE: { target: 'fulfilled', actions: 'declineRequest' },
      },
    },
    replacementShipped: {
      meta: { orderStatus: 'InProgress' },
      on: { DELIVER: { target: 'fulfilled', actions: 'deliverReplacement' } },
    },
    cancelled: {
      meta: { orderStatus: 'Cancelled' },
      on: { REFUND_COMPLETED: { guard: 'isRefundInitiated', actions: 'completeRefund' } },
    },
    rejected: {
      meta: { orderStatus: 'Rejected' },
      on: { REFUND_COMPLETED: { guard: 'isRefundInitiated', actions: 'completeRefund' } },
    },
    // A request-based item (an enquiry for a quote): nothing is paid through the storefront.
    request: {
      initial: 'open',
      states: {
        open: {
          meta: { requestStatus: 'open' },
          on: {
            ACCEPT: { target: 'pending' },
            REJECT: { target: 'rejected' },
            CANCEL: { target: 'cancelled' },
          },
        },
        pending: {
          meta: { requestStatus: 'pending' },
          on: {
            DELIVER: { target: 'fulfilled', actions: 'deliver' },
            REJECT: { target: 'rejected' },
            CANCEL: { target: 'cancelled' },
          },
        },
        fulfilled: {
          meta: { requestStatus: 'Fulfilled' },
          on: { RETURN: { guard: 'isReturnable', target: 'returnRequested', actions: 'askReturn' } },
        },
        // A return asked for: under way until the seller has the item back (nothing was paid
        // through the storefront, so nothing is refunded here).
        returnRequested: {
          meta: { requestStatus: 'Return' },
          on: {
            APPROVE: { target: 'returnApproved', actions: 'approveRequest' },
            DECLINE: { target: 'fulfilled', actions: 'declineRequest' },
          },
        },
        returnApproved: {
          meta: { requestStatus: 'Return' },
          on: { RECEIVE: { target: 'returned', actions: 'completeRequestReturn' } },
        },
        returned: { meta: { requestStatus: 'Return' } },
        rejected: { meta: { requestStatus: 'rejected' } },
        cancelled: { meta: { requestStatus: 'Cancelled' } },
      },
    },
  },
});

export type OrderItemSnapshot = SnapshotFrom<typeof orderItemMachine>;

/** The state a new item starts in. */
export function newItem(input: OrderItemInput): OrderItemSnapshot {
  return getInitialSnapshot(orderItemMachine, input);
}

/** "inProgress.preparing": the state value as stored (order_items.lifecycle_state). */
export function itemStateOf(snapshot: OrderItemSnapshot): string {
  const walk = (value: StateValue): string => {
    if (typeof value === 'string') return value;
    const [key, child] = Object.entries(value)[0] ?? ['', ''];
    return child === undefined ? key : `${key}.${walk(child)}`;
  };
  return walk(snapshot.value);
}

/** Every state an item can rest in, as stored ("inProgress.preparing"). */
export const ITEM_STATES = [
  'awaitingPayment',
  'paymentFailed',
  'received',
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
  'request.open',
  'request.pending',
  'request.fulfilled',
  'request.returnRequested',
  'request.returnApproved',
  'request.returned',
  'request.rejected',
  'request.cancelled',
] as const;
export type ItemState = (typeof ITEM_STATES)[number];

export function isItemState(value: string): value is ItemState {
  return (ITEM_STATES as readonly string[]).includes(value);
}

/** An item's snapshot from what is stored: its state and its context. */
export function restoreItem(state: ItemState, context: OrderItemContext): OrderItemSnapshot {
  const [parent, child] = state.split('.');
  const value: StateValue = child === undefined ? state : { [parent ?? '']: child };
  return orderItemMachine.resolveState({ value, context });
}

/**
 * The snapshot of a lifecycle as the server answers it (OrderItemActions.lifecycle); null for a
 * state this storefront does not know (a newer server): offer nothing then.
 */
export function restoreLifecycle(lifecycle: OrderItemLifecycle): OrderItemSnapshot | null {
  return isItemState(lifecycle.state) ? restoreItem(lifecycle.state, lifecycle.context) : null;
}

/** The snapshot after the event, or null when the item does not accept it (a forbidden transition). */
export function nextItemSnapshot(
  snapshot: OrderItemSnapshot,
  event: OrderItemEvent,
): OrderItemSnapshot | null {
  if (!snapshot.can(event)) return null;
  return getNextSnapshot(orderItemMachine, snapshot, event);
}

/** The statuses SPEC section 4 names, as the item shows them. */
export function itemStatusesOf(snapshot: OrderItemSnapshot): ItemStatuses {
  const meta = Object.values(
    snapshot.getMeta() as Record<string, { orderStatus?: OrderStatus; requestStatus?: RequestStatus }>,
  );
  const { context } = snapshot;
  const declared = meta.find((entry) => entry.orderStatus !== undefined)?.orderStatus ?? null;
  // A return whose money is on its way back shows Refund.
  const orderStatus = declared === 'Return' && context.refund !== null ? 'Refund' : declared;
  const requestStatus =
    meta.find((entry) => entry.requestStatus !== undefined)?.requestStatus ?? context.request?.status ?? null;
  return {
    orderStatus,
    requestStatus,
    paymentStatus: context.paymentStatus,
    refundStatus: context.refund?.status ?? null,
  };
}

/**
 * Where a return stands: asked for (the seller decides), approved (the pickup is arranged), or
 * completed (the seller has the item back); null when the item has no return.
 */
export type ReturnProgress = 'requested' | 'approved' | 'completed';

export function returnProgressOf(snapshot: OrderItemSnapshot): ReturnProgress | null {
  const state = itemStateOf(snapshot);
  if (state === 'returnRequested' || state === 'request.returnRequested') return 'requested';
  if (state === 'returnApproved' || state === 'request.returnApproved') return 'approved';
  if (state === 'returned' || state === 'request.returned') return 'completed';
  return null;
}

export type CustomerAction = 'cancel' | 'return' | 'replace';

const ACTION_EVENTS: Record<CustomerAction, CustomerItemEvent['type']> = {
  cancel: 'CANCEL',
  return: 'RETURN',
  replace: 'REPLACE',
};

export interface AllowedActions {
  cancel: boolean;
  return: boolean;
  replace: boolean;
  /** What a cancellation now would deduct, and pay back (minor units). */
  cancellationChargeMinor: number;
  cancellationRefundMinor: number;
  /** The last moments (epoch ms) of the windows counted from delivery; null when none applies. */
  returnDeadline: number | null;
  replacementDeadline: number | null;
  refundCancellationDeadline: number | null;
}

/** The customer's actions the item accepts at `now`: exactly the transitions the server takes. */
export function allowedActions(snapshot: OrderItemSnapshot, now: number): AllowedActions {
  const can = (action: CustomerAction) => snapshot.can({ type: ACTION_EVENTS[action], at: now });
  const { context } = snapshot;
  const charge = cancellationChargeMinor(context);
  return {
    cancel: can('cancel'),
    return: can('return'),
    replace: can('replace'),
    cancellationChargeMinor: charge,
    cancellationRefundMinor: paidMinor(context) - charge,
    returnDeadline: returnDeadline(context),
    replacementDeadline: replacementDeadline(context),
    refundCancellationDeadline: refundCancellationDeadline(context),
  };
}

/** The event of a customer's action on one item. */
export function customerEventOf(action: CustomerAction, at: number): CustomerItemEvent {
  return { type: ACTION_EVENTS[action], at };
}

/** The event each item of an order gets when the customer cancels the order as a whole, unpaid. */
export function orderCancelEventOf(at: number): OrderCancelEvent {
  return { type: 'CANCEL_ORDER', at };
}

// ── What the item page offers, from the server's actions answer ──────────────────────────────────

/** The answers' money is in major units (contracts/orderItems.ts), 100 minor units each. */
const MINOR_PER_MAJOR = 100;

/**
 * The return window as the item page tells it: open until its last moment, closed since it (epoch
 * ms), or null when no return window applies (returns not allowed, or not delivered yet).
 */
export type ReturnWindow = { open: true; until: number } | { open: false; closedOn: number } | null;

function windowAt(last: number | null, now: number): ReturnWindow {
  if (last === null) return null;
  return now <= last ? { open: true, until: last } : { open: false, closedOn: last };
}

/** The item's return window at `now` (inclusive to the millisecond, as the RETURN guard counts). */
export function returnWindowOf(snapshot: OrderItemSnapshot, now: number): ReturnWindow {
  return windowAt(returnDeadline(snapshot.context), now);
}

/** Everything the item page shows of an item's actions: the screen renders it and decides nothing. */
export interface ItemOffer {
  /** The customer's actions the item accepts now, in the order the buttons show. */
  actions: CustomerAction[];
  returnWindow: ReturnWindow;
  /** The last moment a replacement may be asked for; null when none applies. */
  replacementDeadline: number | null;
  /** Where a return stands; null when the item has no return. */
  returnProgress: ReturnProgress | null;
  /** What a received return pays back, in major units (0: nothing). */
  returnRefund: number;
}

/**
 * What the item offers, decided with the same machine as the server at the server's time (the
 * answer's `server_time`); a state this storefront does not know (a newer server) takes the
 * server's own answer.
 */
export function itemOfferOf(answer: OrderItemActions): ItemOffer {
  const now = Date.parse(answer.server_time);
  const snapshot = restoreLifecycle(answer.lifecycle);
  const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));
  if (snapshot === null) {
    const can = { cancel: answer.can_cancel, return: answer.can_return, replace: answer.can_replace };
    return {
      actions: ITEM_REQUEST_KINDS.filter((kind) => can[kind]),
      returnWindow: windowAt(time(answer.return_deadline), now),
      replacementDeadline: time(answer.replacement_deadline),
      returnProgress: null,
      returnRefund: 0,
    };
  }
  const allowed = allowedActions(snapshot, now);
  return {
    actions: ITEM_REQUEST_KINDS.filter((kind) => allowed[kind]),
    returnWindow: returnWindowOf(snapshot, now),
    replacementDeadline: allowed.replacementDeadline,
    returnProgress: returnProgressOf(snapshot),
    returnRefund: returnRefundMinor(snapshot.context) / MINOR_PER_MAJOR,
  };
}
