// An item's Cancel, Return and Replace on the order's details, decided by the item's lifecycle at
// the server's time (machines/orders/orderItem.machine.ts `itemOfferOf`), not by the screen:
// - a delivered item within its return window offers Return, and its dialog says until when and
//   what comes back once the item is received;
// - a request-based item (a price-on-request enquiry, nothing paid through the store) says no refund
//   is due, never "R 0.00 is refunded";
// - once the window has closed, no Return, and the day it closed.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderItemActions, OrderItemContext } from '../../contracts/orderItems.ts';
import type { OrderDetailsWithMoney } from '../../contracts/orderMoney.ts';
import { DAY_MS } from '../../machines/orders/orderItem.machine.ts';
import { OrderDetailsPage } from '../../src/features/orders/OrderDetailsPage.tsx';
import { type FakeAnswer, renderWithStore } from './renderWithStore.tsx';

const DELIVERED = Date.parse('2026-03-02T10:00:00.000Z');

const RULES = {
  cancellationAllowed: true,
  cancellationChargeMinor: 0,
  returnAllowed: true,
  returnDays: 7,
  replacementAllowed: false,
  replacementDays: 0,
  refundCancellationAllowed: false,
  refundCancellationDays: 0,
};

function order(flow: 'checkout_based' | 'request_based'): OrderDetailsWithMoney {
  return {
    order_id: 42,
    order_number: 'ORD-000042',
    order_kind: flow === 'request_based' ? 'request' : 'order',
    order_status: 'Fulfilled',
    request_status: null,
    payment_status: flow === 'request_based' ? null : 'Completed',
    payment_mode: flow === 'request_based' ? null : 'pay_on_delivery',
    payment_provider: null,
    is_open: true,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    totals: {
      currency: 'ZAR',
      total_mrp: 449,
      product_discount: 0,
      coupon_discount: 0,
      delivery_charge: 0,
      tax: 0,
      total_amount: 449,
      coupon_code: null,
    },
    items: [
      {
        order_item_id: 7,
        order_id: 42,
        order_status: 'Fulfilled',
        request_status: null,
        payment_status: 'Completed',
        refund_status: null,
        refund_amount: null,
        delivered_at: new Date(DELIVERED).toISOString(),
        currency: 'ZAR',
        status_kind: 'order',
        status: 'Fulfilled',
        product_id: 3,
        product_name: 'Copper Kettle',
        product_image: '',
        product_type: 'Physical',
        item_type: flow === 'request_based' ? 'request_item' : 'standard_item',
        order_flow: flow,
        quantity: 1,
        product_price: 449,
        final_price: 449,
        line_total: 449,
        slot_label: null,
        slot: null,
      } as OrderDetailsWithMoney['items'][number],
    ],
    delivery_address: null,
    billing_address: null,
    payment_method: 'Cash on delivery',
    payment_type: 'COD',
    invoice_available: true,
    money: {
      currency: 'ZAR',
      ordered_total: 449,
      credited: 0,
      received: 449,
      refund: 0,
      amount_due: 0,
      adjustments: [],
      owed_back: [],
    },
  } as OrderDetailsWithMoney;
}

/** The actions answer of a delivered item, as the server sends it at `now`. */
function actions(flow: 'checkout_based' | 'request_based', now: number): OrderItemActions {
  const context: OrderItemContext =
    flow === 'request_based'
      ? {
          flow,
          paymentMode: null,
          paymentStatus: null,
          amountMinor: 0,
          rules: RULES,
          deliveredAt: DELIVERED,
          request: null,
          refund: null,
          replaced: false,
        }
      : {
          flow,
          paymentMode: 'pay_on_delivery',
          paymentStatus: 'Completed',
          amountMinor: 44_900,
          rules: RULES,
          deliveredAt: DELIVERED,
          request: null,
          refund: null,
          replaced: false,
        };
  const deadline = DELIVERED + 7 * DAY_MS;
  return {
    order_item_id: 7,
    order_id: 42,
    order_status: flow === 'request_based' ? null : 'Fulfilled',
    request_status: flow === 'request_based' ? 'Fulfilled' : null,
    payment_status: context.paymentStatus,
    refund_status: null,
    refund_amount: null,
    delivered_at: new Date(DELIVERED).toISOString(),
    currency: 'ZAR',
    can_cancel: false,
    can_return: now <= deadline,
    can_replace: false,
    cancellation_charge: 0,
    cancellation_refund: 0,
    return_deadline: new Date(deadline).toISOString(),
    replacement_deadline: null,
    refund_cancellation_deadline: null,
    business_rules: [
      { label: 'Return Allowed', value: 'Yes' },
      { label: 'Return Days', value: '7' },
    ],
    server_time: new Date(now).toISOString(),
    lifecycle: { state: flow === 'request_based' ? 'request.fulfilled' : 'fulfilled', context },
  };
}

async function show(
  flow: 'checkout_based' | 'request_based',
  now: number,
  more: Record<string, FakeAnswer> = {},
) {
  await renderWithStore(<OrderDetailsPage orderId={42} />, {
    withRouter: true,
    answers: {
      '/cfs/rest/v3/orders-with-items/42': [200, order(flow)],
      '/cfs/rest/v3/order-item/7/actions': [200, actions(flow, now)],
      ...more,
    },
  });
  await screen.findByRole('heading', { name: 'Order ORD-000042' });
}

describe('an order item’s return, from its lifecycle', () => {
  it('within the window: Return, until when, and what is refunded once the item is back', async () => {
    await show('checkout_based', DELIVERED + DAY_MS);
    await userEvent.click(await screen.findByRole('button', { name: 'Return item – Copper Kettle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return Copper Kettle' });
    expect(within(dialog).getByText('Once the item is received back, R 449.00 is refunded.')).toBeTruthy();
    expect(within(dialog).getByText('Returns are accepted until 9 Mar 2026.')).toBeTruthy();
    expect(screen.queryByText(/The return window closed/)).toBeNull();
  });

  it('a request-based item (nothing paid through the store): no refund is due, not “R 0.00”', async () => {
    await show('request_based', DELIVERED + DAY_MS);
    await userEvent.click(await screen.findByRole('button', { name: 'Return item – Copper Kettle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return Copper Kettle' });
    expect(within(dialog).getByText('No refund is due.')).toBeTruthy();
    expect(within(dialog).queryByText(/is refunded/)).toBeNull();
  });

  it('after the window: no Return, and the day it closed', async () => {
    await show('checkout_based', DELIVERED + 7 * DAY_MS + 1);
    expect(await screen.findByText('The return window closed on 9 Mar 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return item – Copper Kettle' })).toBeNull();
  });
});

describe('an item request that gets no answer', () => {
  it('says the store could not be reached, and keeps what was typed', async () => {
    await show('checkout_based', DELIVERED + DAY_MS, {
      '/cfs/rest/v3/order-item/return': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Return item – Copper Kettle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return Copper Kettle' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Too small');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm return' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'We could not reach the store. Check your connection and try again.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveProperty('value', 'Too small');
  });
});
