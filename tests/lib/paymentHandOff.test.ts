import { describe, expect, it } from 'vitest';
import type { PaymentHandOff } from '../../contracts/checkout.ts';
import {
  handOffFields,
  handOffFor,
  handOffInNavigation,
  historyEntryKey,
} from '../../src/lib/paymentHandOff.ts';

const hosted: PaymentHandOff = {
  provider: 'amazon_payment_services',
  payment_gateway_url: 'http://localhost:3000/payments-sandbox/amazon_payment_services',
  fields: {
    signature: 'ab12',
    command: 'PURCHASE',
    merchant_reference: 'ORD-000042',
    amount: '129900',
    access_code: 'AC',
    merchant_identifier: 'MID',
    currency: 'ZAR',
    language: 'en',
    customer_email: 'demo@example.com',
    return_url: 'http://localhost:3000/order-status',
  },
};

const card: PaymentHandOff = {
  provider: 'cashfree',
  payment_gateway_url: 'https://pay.example/cashfree',
  fields: {
    signature: 's',
    order_id: 'ORD-1',
    order_amount: '100',
    order_currency: 'ZAR',
    customer_email: 'a@b.c',
    customer_phone: '9876543210',
    app_id: 'app',
    return_url: 'https://shop.example/order-status',
  },
};

describe('handOffFor', () => {
  it("takes the provider's own form", () => {
    expect(handOffFor(hosted, 'amazon_payment_services')).toBe(hosted);
    expect(handOffFor(card, 'cashfree')).toBe(card);
  });

  it("refuses another provider's form on a provider's page", () => {
    expect(handOffFor(hosted, 'cashfree')).toBeNull();
    expect(handOffFor(card, 'wallet')).toBeNull();
  });

  it('refuses missing data (SPEC section 8: /amazonPayment then returns home)', () => {
    for (const state of [undefined, null, 'x', [], {}, { provider: 'amazon_payment_services' }]) {
      expect(handOffFor(state, 'amazon_payment_services')).toBeNull();
    }
  });

  it('refuses an address to post to that is not http(s)', () => {
    for (const url of ['javascript:alert(1)', 'ftp://x', '/relative', 'http://a b']) {
      expect(handOffFor({ ...hosted, payment_gateway_url: url }, 'amazon_payment_services')).toBeNull();
    }
  });

  it('refuses a form with a field missing, added or not text, and a command other than PURCHASE', () => {
    const { amount: _amount, ...withoutAmount } = hosted.fields;
    const changed = (fields: unknown) => handOffFor({ ...hosted, fields }, 'amazon_payment_services');
    expect(changed(withoutAmount)).toBeNull();
    expect(changed({ ...hosted.fields, extra: 'x' })).toBeNull();
    expect(changed({ ...hosted.fields, amount: 129900 })).toBeNull();
    expect(changed({ ...hosted.fields, command: 'REFUND' })).toBeNull();
  });
});

describe('handOffFields', () => {
  it("lists the fields in the provider's order, with {email} as the server filled it in", () => {
    expect(handOffFields(hosted)).toEqual([
      ['signature', 'ab12'],
      ['command', 'PURCHASE'],
      ['merchant_reference', 'ORD-000042'],
      ['amount', '129900'],
      ['access_code', 'AC'],
      ['merchant_identifier', 'MID'],
      ['currency', 'ZAR'],
      ['language', 'en'],
      ['customer_email', 'demo@example.com'],
      ['return_url', 'http://localhost:3000/order-status'],
    ]);
  });
});

describe('handOffInNavigation', () => {
  const navigation = { paymentHandOff: card, key: 'k2', __TSR_key: 'k2', __TSR_index: 2 };

  it('takes the hand-off of an entry the checkout pushed in this document', () => {
    expect(handOffInNavigation(navigation, 'cashfree', 'k0')).toBe(card);
    expect(handOffInNavigation(navigation, 'cashfree', null)).toBe(card);
  });

  it('refuses the hand-off on the entry the document was loaded on (a reload, Back from the provider)', () => {
    expect(handOffInNavigation(navigation, 'cashfree', 'k2')).toBeNull();
  });

  it('refuses a navigation without a hand-off, or with another provider’s', () => {
    expect(handOffInNavigation({ __TSR_key: 'k3' }, 'cashfree', 'k0')).toBeNull();
    expect(handOffInNavigation(navigation, 'wallet', 'k0')).toBeNull();
    expect(handOffInNavigation(null, 'cashfree', null)).toBeNull();
  });
});

describe('historyEntryKey', () => {
  it("reads the router's entry key, and nothing else", () => {
    expect(historyEntryKey({ __TSR_key: 'abc' })).toBe('abc');
    expect(historyEntryKey({ __TSR_key: '' })).toBeNull();
    expect(historyEntryKey({ key: 'abc' })).toBeNull();
    expect(historyEntryKey('abc')).toBeNull();
  });
});
