// vitest: fresh modules (the app's router and its lazily loaded pages keep module state between renders)
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetailsWithMoney } from '../../contracts/orderMoney.ts';
import { signInCustomer, signOutCustomer } from './cartFixtures.ts';
import { renderAppRoute } from './renderAppRoute.tsx';
import type { FakeAnswer } from './renderWithStore.tsx';

// /order-confirmation/{orderId} reads the order in its route's loader: an id that is no number, or
// an order the server does not show this customer (404), is not found; any other failure shows in
// the page with Try again, which reads the order again.

const ORDER = {
  order_id: 42,
  order_number: 'ORD-000042',
  order_kind: 'order',
  order_status: 'Received',
  request_status: null,
  payment_status: 'Created',
  payment_mode: 'pay_on_delivery',
  payment_provider: null,
  is_open: true,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
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
  delivery_address: {
    address_id: 1,
    full_name: 'Asha Rao',
    phone_extension: '+91',
    phone_number: '9876543210',
    address_line_1: '12 MG Road',
    address_line_2: null,
    landmark: null,
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    pincode: '411001',
    address_type: 'home',
    is_default_delivery: true,
    is_default_billing: true,
    is_serviceable: true,
  },
  billing_address: null,
  payment_method: 'Cash on delivery',
  payment_type: 'COD',
  invoice_available: true,
  money: {
    currency: 'ZAR',
    ordered_total: 449,
    credited: 0,
    received: 0,
    refund: 0,
    amount_due: 449,
    adjustments: [],
    owed_back: [],
  },
} as unknown as OrderDetailsWithMoney;

const ORDER_PATH = '/cfs/rest/v3/orders-with-items/42';

async function open(url: string, answer?: FakeAnswer) {
  signInCustomer();
  await renderAppRoute(url, { answers: answer ? { [ORDER_PATH]: answer } : {} });
}

afterEach(() => signOutCustomer());

describe('/order-confirmation/{orderId} (the route)', () => {
  it('an id that is no number is not found', async () => {
    await open('/order-confirmation/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This order is not in your account.');
  });

  it('an order the server does not show this customer (404) is not found', async () => {
    await open('/order-confirmation/42', [404, 'Order not found']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a failed read shows in the page with Try again, and the order once a second read succeeds', async () => {
    let reads = 0;
    await open('/order-confirmation/42', () => {
      reads += 1;
      return reads === 1 ? [503, 'The order service is busy'] : [200, ORDER];
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The order service is busy');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
