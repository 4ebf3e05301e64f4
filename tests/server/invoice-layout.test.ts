// The invoice laid out as an invoice (server/orders/invoice.ts), read back as a PDF reader reads its
// text: the seller and the buyer in blocks, each address one line per part, the tax line, the
// payment in words (never an internal status name), "Page n of N" on every page, and a phone number
// that reads left to right even beside an Arabic name.
import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '../../contracts/address.ts';
import type { OrderDetailsWithMoney } from '../../contracts/orderMoney.ts';
import type { OrderHistoryItem } from '../../contracts/orders.ts';
import { drawInvoice, paymentWords } from '../../server/orders/invoice.ts';
import { lineRuns } from '../../server/orders/invoice-text.ts';
import { pdfText } from './pdf-text.ts';

const ADDRESS = {
  id: 1,
  full_name: 'Asha Rao',
  address_line_1: '12 MG Road',
  address_line_2: 'Flat 4B',
  landmark: 'Opposite the park',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  country: 'India',
  phone_extension: '+91',
  phone_number: '9876543210',
} as unknown as CustomerAddress;

function item(index: number): OrderHistoryItem {
  return {
    status_kind: 'order',
    status: 'Received',
    order_item_id: index,
    product_id: index,
    product_name: `Copper Kettle ${index}`,
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
  };
}

function order(overrides: Partial<OrderDetailsWithMoney> = {}, items = 1): OrderDetailsWithMoney {
  const total = 449 * items;
  return {
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
      total_mrp: total,
      product_discount: 0,
      coupon_discount: 0,
      delivery_charge: 0,
      tax: 0,
      total_amount: total,
      coupon_code: null,
    },
    items: Array.from({ length: items }, (_, index) => item(index + 1)),
    delivery_address: ADDRESS,
    billing_address: ADDRESS,
    payment_method: 'Cash on delivery',
    payment_type: 'COD',
    invoice_available: true,
    money: {
      currency: 'ZAR',
      ordered_total: total,
      credited: 0,
      received: 0,
      refund: 0,
      amount_due: total,
      adjustments: [],
    },
    ...overrides,
  };
}

async function text(details: OrderDetailsWithMoney): Promise<string> {
  const bytes = await drawInvoice({
    storeName: 'Demo Store',
    storeLegalName: 'Demo Store Private Limited',
    symbol: 'R',
    customer: { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 9876543210' },
    order: details,
  });
  return pdfText(bytes);
}

describe('the invoice layout', () => {
  it('has a seller block, a buyer block and each address one line per part', async () => {
    const lines = (await text(order())).split('\n');
    const under = (heading: string, count: number) => {
      const at = lines.indexOf(heading);
      expect(at, heading).toBeGreaterThanOrEqual(0);
      return lines.slice(at + 1, at + 1 + count);
    };
    expect(under('Seller', 2)).toEqual(['Demo Store', 'Demo Store Private Limited']);
    expect(under('Buyer', 3)).toEqual(['Asha Rao', 'Email: asha@example.com', 'Phone: +91 9876543210']);
    const address = [
      'Asha Rao',
      '12 MG Road',
      'Flat 4B',
      'Opposite the park',
      'Bengaluru, Karnataka 560001',
      'India',
      'Phone: +91 9876543210',
    ];
    expect(under('Billing address', 7)).toEqual(address);
    expect(under('Delivery address', 7)).toEqual(address);
    expect(lines.join('\n')).toContain('Tax (none charged: prices are final)\nR 0.00');
  });

  it('words the payment for the customer, never with an internal status name', async () => {
    const drawn = await text(order());
    expect(drawn).toContain('Payment: Cash on delivery, to be paid on delivery');
    expect(drawn).not.toMatch(/\((Created|Placed|Completed|Failed)\)/);
    expect(
      paymentWords(
        order({
          payment_mode: 'online_payment',
          payment_status: 'Completed',
          payment_method: 'Card',
          money: { ...order().money, received: 449, amount_due: 0 },
        }),
      ),
    ).toBe('Card, paid');
    expect(paymentWords(order({ payment_mode: 'online_payment', payment_method: 'Card' }))).toBe(
      'Card, awaiting payment',
    );
    expect(paymentWords(order({ payment_mode: null }))).toBe('No payment due (free order)');
    expect(
      paymentWords(
        order({ payment_status: 'Completed', money: { ...order().money, received: 449, amount_due: 0 } }),
      ),
    ).toBe('Cash on delivery, paid on delivery');
  });

  it('numbers every page "Page n of N"', async () => {
    expect(await text(order())).toContain('Page 1 of 1');
    const long = await text(order({}, 60));
    expect(long).toContain('Page 1 of 3');
    expect(long).toContain('Page 2 of 3');
    expect(long).toContain('Page 3 of 3');
    expect(long).not.toContain('Page 4');
  });

  it('keeps a phone number left to right on its own line beside an Arabic name', async () => {
    const arabic = { ...ADDRESS, full_name: 'فاطمة حسن' } as CustomerAddress;
    const drawn = await text(order({ billing_address: arabic, delivery_address: arabic }));
    expect(drawn.split('\n').filter((line) => line === 'Phone: +91 9876543210')).toHaveLength(3);
    expect(lineRuns('Phone: +91 9876543210')).toEqual({
      runs: [{ script: 'latin', text: 'Phone: +91 9876543210' }],
      paragraphRtl: false,
    });
  });
});
