// The cart's checkout refused because an order of the cart waits at the provider for its payment:
// the order is shown at once, with its Pay now and Cancel order, and once it no longer waits the
// cart can be checked out again.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDetailsWithMoney } from '../../contracts/orderMoney.ts';
import { CartOrderAwaitingPayment } from '../../src/features/checkout/CartOrderAwaitingPayment.tsx';
import { renderWithStore } from './renderWithStore.tsx';

const ORDER = {
  order_id: 19,
  order_number: 'ORD-000019',
  order_kind: 'order',
  order_status: 'Received',
  request_status: null,
  payment_status: 'Created',
  payment_mode: 'online_payment',
  payment_provider: 'cashfree',
  is_open: true,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
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
  items: [],
  delivery_address: null,
  billing_address: null,
  payment_method: 'Card',
  payment_type: 'CASHFREE',
  invoice_available: false,
} as unknown as OrderDetailsWithMoney;

const DETAILS = '/cfs/rest/v3/orders-with-items/19';
const REFUSAL = { kind: 'failed', message: 'Your order ORD-000019 of these items is waiting.' } as const;

describe('CartOrderAwaitingPayment', () => {
  it('shows the waiting order with Pay now and Cancel order; cancelled, it offers to check out again', async () => {
    let order = ORDER;
    const onCheckOutAgain = vi.fn();
    const { calls } = await renderWithStore(
      <CartOrderAwaitingPayment orderId={19} refusal={REFUSAL} onCheckOutAgain={onCheckOutAgain} />,
      {
        withRouter: true,
        answers: {
          [DETAILS]: () => [200, order],
          '/cfs/rest/v3/cancel-order/19': () => {
            order = {
              ...ORDER,
              payment_status: 'Failed',
              order_status: 'Cancelled',
            } as OrderDetailsWithMoney;
            return [200, { order_id: 19 }];
          },
        },
      },
    );
    const user = userEvent.setup();
    const waiting = await screen.findByText(/of these products is waiting for its online payment of/);
    expect(waiting.closest('[role="alert"]')).toHaveTextContent(
      'Your order ORD-000019 of these products is waiting for its online payment of R 449.00',
    );
    expect(screen.getByRole('button', { name: 'Pay now for order ORD-000019' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See order ORD-000019' })).toHaveAttribute(
      'href',
      '/userprofile/order/19',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel order ORD-000019' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order ORD-000019?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText(/no longer waits for its payment/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now for order ORD-000019' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check out again' }));
    expect(onCheckOutAgain).toHaveBeenCalledOnce();
    expect(calls).toContain('/cfs/rest/v3/cancel-order/19');
  });

  it('says the store’s refusal when the order cannot be read', async () => {
    await renderWithStore(
      <CartOrderAwaitingPayment orderId={19} refusal={REFUSAL} onCheckOutAgain={() => {}} />,
      { withRouter: true, answers: { [DETAILS]: [404, 'Order not found'] } },
    );
    expect(await screen.findByText('Your order ORD-000019 of these items is waiting.')).toBeInTheDocument();
  });
});
