// An order's addresses on an Arabic page (the order's details and its confirmation): each line the
// shopper wrote keeps its own direction, so "12 MG Road" keeps its number in front instead of the
// page's right to left making it read "MG Road 12"; the phone reads left to right.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerAddress } from '../../contracts/address.ts';
import type { OrderDetailsWithMoney } from '../../contracts/orderMoney.ts';
import { i18n } from '../../src/app/i18n.ts';
import { OrderConfirmationPage } from '../../src/features/checkout/OrderConfirmationPage.tsx';
import { OrderDetailsPage } from '../../src/features/orders/OrderDetailsPage.tsx';
import { renderWithStore } from './renderWithStore.tsx';

const DELIVERY: CustomerAddress = {
  address_id: 1,
  full_name: 'Asha Rao',
  phone_extension: '+91',
  phone_number: '9876543210',
  address_line_1: '12 MG Road',
  address_line_2: 'Flat 4B',
  landmark: 'Opposite the park',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: '411001',
  address_type: 'home',
  is_default_delivery: true,
  is_default_billing: false,
  is_serviceable: true,
};

const BILLING: CustomerAddress = {
  ...DELIVERY,
  address_id: 2,
  full_name: 'فاطمة حسن',
  address_line_1: '7 Brigade Road',
  address_line_2: 'شقة 3',
  landmark: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

const ORDER: OrderDetailsWithMoney = {
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
  delivery_address: DELIVERY,
  billing_address: BILLING,
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
} as OrderDetailsWithMoney;

async function inArabic() {
  const { messages } = await import('../../src/locales/ar/messages.po');
  act(() => i18n.loadAndActivate({ locale: 'ar', messages }));
}

afterEach(() => {
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
});

const answers = { '/cfs/rest/v3/orders-with-items/42': [200, ORDER] as [number, unknown] };

/**
 * Each line of the address block: its text and the direction it is read in, from the nearest
 * element that sets one inside the block (null: it takes the page's).
 */
function lineDirections(block: HTMLElement): { text: string; dir: string | null }[] {
  const leaves = [...block.querySelectorAll<HTMLElement>('*')].filter(
    (element) => element.children.length === 0 && (element.textContent ?? '').trim() !== '',
  );
  return leaves.map((leaf) => {
    let dir: string | null = null;
    for (let at: HTMLElement | null = leaf; at && at !== block.parentElement; at = at.parentElement) {
      const own = at.getAttribute('dir');
      if (own) {
        dir = own;
        break;
      }
    }
    return { text: (leaf.textContent ?? '').trim(), dir };
  });
}

function addressIn(sectionName: string): HTMLElement {
  const section = screen.getByRole('region', { name: sectionName });
  const address = section.querySelector('address');
  if (!address) throw new Error(`no address in ${sectionName}`);
  return address;
}

const DELIVERY_LINES = [
  { text: 'Asha Rao', dir: 'auto' },
  { text: '12 MG Road', dir: 'auto' },
  { text: 'Flat 4B', dir: 'auto' },
  { text: 'Opposite the park', dir: 'auto' },
  { text: 'Pune, Maharashtra 411001', dir: 'auto' },
  { text: 'India', dir: 'auto' },
  { text: '+91 9876543210', dir: 'ltr' },
];

describe('an order’s addresses on an Arabic page', () => {
  it('the order’s details: each line of the delivery and billing addresses keeps its own direction', async () => {
    await renderWithStore(<OrderDetailsPage orderId={42} />, { withRouter: true, answers });
    await inArabic();
    const delivery = await screen.findByRole('region', { name: 'عنوان التوصيل' });
    expect(within(delivery).getByText('12 MG Road')).toBeTruthy();
    expect(lineDirections(addressIn('عنوان التوصيل'))).toEqual(DELIVERY_LINES);
    expect(lineDirections(addressIn('عنوان الفوترة'))).toEqual([
      { text: 'فاطمة حسن', dir: 'auto' },
      { text: '7 Brigade Road', dir: 'auto' },
      { text: 'شقة 3', dir: 'auto' },
      { text: 'Bengaluru, Karnataka 560001', dir: 'auto' },
      { text: 'India', dir: 'auto' },
      { text: '+91 9876543210', dir: 'ltr' },
    ]);
  });

  it('the order’s confirmation: each line of the delivery address keeps its own direction', async () => {
    await renderWithStore(<OrderConfirmationPage orderId={42} />, { withRouter: true, answers });
    await inArabic();
    await screen.findByRole('region', { name: 'عنوان التوصيل' });
    expect(lineDirections(addressIn('عنوان التوصيل'))).toEqual(DELIVERY_LINES);
  });
});
