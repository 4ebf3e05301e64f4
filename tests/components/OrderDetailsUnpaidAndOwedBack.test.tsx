// vitest: fresh modules (the app's router and its lazily loaded pages keep module state between renders)
// The order's details while its online payment is awaited, and the payments owed back on it:
// - awaited: no "Cancel item" (the order-item machine refuses an item's cancel then), and a line
//   beside Pay now and Cancel order says why; once paid, "Cancel item" is back and the line gone;
// - a payment that reached the store after the order was cancelled, or when it was paid already, is
//   told with its amount: to be refunded, or refunded on its day.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderItemActions } from '../../contracts/orderItems.ts';
import type { OrderDetailsWithMoney, PaymentOwedBack } from '../../contracts/orderMoney.ts';
import { OrderDetailsPage } from '../../src/features/orders/OrderDetailsPage.tsx';
import { signInCustomer, signOutCustomer } from './cartFixtures.ts';
import { renderAppRoute } from './renderAppRoute.tsx';
import { renderWithStore } from './renderWithStore.tsx';

const RULES = {
  cancellationAllowed: true,
  cancellationChargeMinor: 0,
  returnAllowed: false,
  returnDays: 0,
  replacementAllowed: false,
  replacementDays: 0,
  refundCancellationAllowed: false,
  refundCancellationDays: 0,
};

function order(overrides: Partial<OrderDetailsWithMoney> = {}, owedBack: PaymentOwedBack[] = []) {
  return {
    order_id: 42,
    order_number: 'ORD-000042',
    order_kind: 'order',
    order_status: 'Received',
    request_status: null,
    payment_status: 'Created',
    payment_mode: 'online_payment',
    payment_provider: 'cashfree',
    is_open: true,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    updated_at: new Date(Date.now() - 60_000).toISOString(),
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
        order_status: 'Received',
        request_status: null,
        payment_status: 'Created',
        refund_status: null,
        refund_amount: null,
        delivered_at: null,
        currency: 'ZAR',
        status_kind: 'order',
        status: 'Received',
        product_id: 3,
        product_name: 'Copper Kettle',
        product_image: '',
        product_type: 'Physical',
        item_type: 'standard_item',
        order_flow: 'checkout_based',
        quantity: 1,
        product_price: 449,
        final_price: 449,
        line_total: 449,
        slot_label: null,
        slot: null,
      },
    ],
    delivery_address: null,
    billing_address: null,
    payment_method: 'Card',
    payment_type: 'CASHFREE',
    invoice_available: true,
    money: {
      currency: 'ZAR',
      ordered_total: 449,
      credited: 0,
      received: 0,
      refund: 0,
      amount_due: 449,
      adjustments: [],
      owed_back: owedBack,
    },
    ...overrides,
  } as OrderDetailsWithMoney;
}

/** The item's actions answer in `state`, paid or not, as the server sends it. */
function actions(
  state: 'awaitingPayment' | 'received',
  paymentStatus: 'Created' | 'Placed',
): OrderItemActions {
  return {
    order_item_id: 7,
    order_id: 42,
    order_status: 'Received',
    request_status: null,
    payment_status: paymentStatus,
    refund_status: null,
    refund_amount: null,
    delivered_at: null,
    currency: 'ZAR',
    can_cancel: state === 'received',
    can_return: false,
    can_replace: false,
    cancellation_charge: 0,
    cancellation_refund: state === 'received' ? 449 : 0,
    return_deadline: null,
    replacement_deadline: null,
    refund_cancellation_deadline: null,
    business_rules: [{ label: 'Cancellation Allowed', value: 'Yes' }],
    server_time: new Date().toISOString(),
    lifecycle: {
      state,
      context: {
        flow: 'checkout_based',
        paymentMode: 'online_payment',
        paymentStatus,
        amountMinor: 44_900,
        rules: RULES,
        deliveredAt: null,
        request: null,
        refund: null,
        replaced: false,
      },
    },
  };
}

const WHY =
  'Its items cannot be cancelled one by one until it is paid: pay for it, or cancel the whole order.';

async function show(details: OrderDetailsWithMoney, itemActions: OrderItemActions) {
  const shown = await renderWithStore(<OrderDetailsPage orderId={42} />, {
    withRouter: true,
    answers: {
      '/cfs/rest/v3/orders-with-items/42': [200, details],
      '/cfs/rest/v3/order-item/7/actions': [200, itemActions],
    },
  });
  await screen.findByRole('heading', { name: 'Order ORD-000042' });
  return shown;
}

describe('an order awaiting its online payment', () => {
  it('offers Pay now and Cancel order, not Cancel item, and says why', async () => {
    const shown = await show(order(), actions('awaitingPayment', 'Created'));
    expect(await screen.findByRole('button', { name: /Cancel order ORD-000042/ })).toBeTruthy();
    expect(screen.getByText(WHY)).toBeTruthy();
    // The item's actions have answered, and offer no cancel.
    await waitFor(() =>
      expect(shown.queryClient.getQueryState(['orders', 'item-actions', 42, 7])?.status).toBe('success'),
    );
    expect(screen.queryByRole('button', { name: 'Cancel item – Copper Kettle' })).toBeNull();
  });

  it('once paid, offers Cancel item again and no longer says it waits', async () => {
    const paid = order({ payment_status: 'Completed' });
    await show(paid, actions('received', 'Placed'));
    expect(await screen.findByRole('button', { name: 'Cancel item – Copper Kettle' })).toBeTruthy();
    expect(screen.queryByText(WHY)).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel order/ })).toBeNull();
  });
});

describe('payments owed back', () => {
  const cancelled = { order_status: 'Cancelled', payment_status: 'Failed', is_open: false } as const;

  it('a payment after the order was cancelled: it will be refunded', async () => {
    const details = order(cancelled, [
      {
        amount: 449,
        currency: 'ZAR',
        received_at: '2026-01-05T10:05:00.000Z',
        reason: 'order_cancelled',
        refunded_at: null,
      },
    ]);
    await show(details, actions('received', 'Placed'));
    const told = await screen.findByText(/reached us after this order was cancelled/);
    expect(told.textContent).toBe(
      'A payment of R\u00a0449.00 reached us after this order was cancelled: it will be refunded to you.',
    );
    // Not "Not charged": the money was taken, and goes back.
    expect(screen.getByText(/Payment to be refunded/)).toBeTruthy();
    expect(screen.queryByText(/Not charged/)).toBeNull();
  });

  it('a second payment of a paid order, refunded: says on which day', async () => {
    const details = order({ payment_status: 'Completed' }, [
      {
        amount: 449,
        currency: 'ZAR',
        received_at: '2026-01-05T10:05:00.000Z',
        reason: 'order_paid_already',
        refunded_at: '2026-01-07T09:00:00.000Z',
      },
    ]);
    await show(details, actions('received', 'Placed'));
    const told = await screen.findByText(/reached us when this order was already paid/);
    expect(told.textContent).toBe(
      'A payment of R\u00a0449.00 reached us when this order was already paid: it was refunded to you on 7 Jan 2026.',
    );
  });

  it('none: nothing is said', async () => {
    await show(order({ payment_status: 'Completed' }), actions('received', 'Placed'));
    await screen.findByRole('button', { name: 'Cancel item – Copper Kettle' });
    expect(screen.queryByText(/A payment of/)).toBeNull();
  });
});

describe('/userprofile/order/{orderId} (the route)', () => {
  afterEach(() => signOutCustomer());

  it('shows a failed read in the page, with Try again, and the order once a second read succeeds', async () => {
    signInCustomer();
    let reads = 0;
    await renderAppRoute('/userprofile/order/42', {
      answers: {
        '/cfs/rest/v3/orders-with-items/42': () => {
          reads += 1;
          return reads === 1 ? [503, 'The order service is busy'] : [200, order()];
        },
        '/cfs/rest/v3/order-item/7/actions': [200, actions('received', 'Placed')],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The order service is busy');
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your orders' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-000042' })).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it("says another customer's order (the server's 404), or an id that is no number, is not in the account", async () => {
    signInCustomer();
    const shown = await renderAppRoute('/userprofile/order/43', {
      answers: { '/cfs/rest/v3/orders-with-items/43': [404, 'Order not found'] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is not in your account.');
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    shown.unmount();
    signInCustomer();
    await renderAppRoute('/userprofile/order/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is not in your account.');
  });
});
