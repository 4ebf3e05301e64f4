// What an order item shows in every state it can rest in, and what it pays back (found by
// mutation testing, docs/testing/mutation.md: the model tests judge the item's moves, not the
// statuses and return progress the order pages read from each state).
import { describe, expect, it } from 'vitest';
import {
  ITEM_STATES,
  itemStatusesOf,
  newItem,
  paidMinor,
  restoreItem,
  returnProgressOf,
  returnRefundMinor,
} from '../../machines/orders/orderItem.machine.ts';
import { INPUTS } from '../model/models/orderItem.model.ts';

const context = newItem(INPUTS.paidOnline).context;

/** SPEC section 4: the order status or request status, and the return's progress, per state. */
const SHOWN = {
  awaitingPayment: ['Received', null, null],
  paymentFailed: ['Cancelled', null, null],
  received: ['Received', null, null],
  'inProgress.preparing': ['InProgress', null, null],
  'inProgress.shipped': ['InProgress', null, null],
  fulfilled: ['Fulfilled', null, null],
  returnRequested: ['Return', null, 'requested'],
  returnApproved: ['Return', null, 'approved'],
  returned: ['Return', null, 'completed'],
  replacementRequested: ['Fulfilled', null, null],
  replacementShipped: ['InProgress', null, null],
  cancelled: ['Cancelled', null, null],
  rejected: ['Rejected', null, null],
  'request.open': [null, 'open', null],
  'request.pending': [null, 'pending', null],
  'request.fulfilled': [null, 'Fulfilled', null],
  'request.returnRequested': [null, 'Return', 'requested'],
  'request.returnApproved': [null, 'Return', 'approved'],
  'request.returned': [null, 'Return', 'completed'],
  'request.rejected': [null, 'rejected', null],
  'request.cancelled': [null, 'Cancelled', null],
};

describe('orderItem: what each state shows (SPEC section 4 "Order items")', () => {
  it('its order or request status, and where its return stands', () => {
    const shown = Object.fromEntries(
      ITEM_STATES.map((state) => {
        const item = restoreItem(state, context);
        const { orderStatus, requestStatus } = itemStatusesOf(item);
        return [state, [orderStatus, requestStatus, returnProgressOf(item)]];
      }),
    );
    expect(shown).toEqual(SHOWN);
  });
});

describe('orderItem: what has been paid, and what a return pays back', () => {
  it('a completed payment counts as paid, as a placed one does; one only created does not', () => {
    expect(paidMinor({ ...context, paymentStatus: 'Completed' })).toBe(context.amountMinor);
    expect(paidMinor({ ...context, paymentStatus: 'Placed' })).toBe(context.amountMinor);
    expect(paidMinor({ ...context, paymentStatus: 'Created' })).toBe(0);
  });

  it('a request-based item pays nothing back through the storefront, whatever its amount', () => {
    expect(returnRefundMinor({ ...context, paymentStatus: 'Completed' })).toBe(context.amountMinor);
    expect(returnRefundMinor({ ...context, flow: 'request_based', paymentStatus: 'Completed' })).toBe(0);
  });
});
