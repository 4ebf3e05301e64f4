import { afterEach, describe, expect, it } from 'vitest';
import {
  clearBuyNowItem,
  clearPaymentFlags,
  readPaymentAnswer,
  readPaymentFlags,
  readPaymentSource,
  readUserPincode,
  writeAwaitedTold,
  writePaymentAnswer,
  writePaymentFlags,
  writeUserPincode,
} from '../../src/app/storage/paymentStorage.ts';

// The payment flags and user_pincode (SPEC section 3) as the machines read them: what is unreadable
// (a hand edit, another version's data) reads as nothing.

afterEach(() => window.localStorage.clear());

describe('payment flags', () => {
  it('are written before the hand-off, read, and cleared', () => {
    expect(readPaymentFlags()).toEqual({ payDone: null, orderId: null, awaitedToldFor: null });
    writePaymentFlags(42, 'buy_now');
    expect(window.localStorage.getItem('payDone')).toBe('false');
    expect(readPaymentSource()).toBe('buy_now');
    expect(window.localStorage.getItem('orderID')).toBe('42');
    expect(readPaymentFlags()).toEqual({ payDone: false, orderId: '42', awaitedToldFor: null });
    window.localStorage.setItem('payDone', 'true');
    expect(readPaymentFlags()).toEqual({ payDone: true, orderId: '42', awaitedToldFor: null });
    clearPaymentFlags();
    expect(readPaymentFlags()).toEqual({ payDone: null, orderId: null, awaitedToldFor: null });
    expect(readPaymentSource()).toBe('order');
  });

  it('remember that the shopper was told the order waits, across page loads, until cleared', () => {
    writePaymentFlags(42, 'buy_now');
    writeAwaitedTold('42');
    expect(readPaymentFlags()).toEqual({ payDone: false, orderId: '42', awaitedToldFor: '42' });
    window.localStorage.setItem('payment_awaited_told', 'not an order');
    expect(readPaymentFlags().awaitedToldFor).toBeNull();
    writeAwaitedTold('42');
    clearPaymentFlags();
    expect(readPaymentFlags()).toEqual({ payDone: null, orderId: null, awaitedToldFor: null });
  });

  it('know where the order came from; an unknown source reads as an order (Pay now)', () => {
    writePaymentFlags(7, 'cart');
    expect(readPaymentSource()).toBe('cart');
    window.localStorage.setItem('payment_source', 'elsewhere');
    expect(readPaymentSource()).toBe('order');
  });

  it('read an order id that is not a whole number, or an odd payDone, as absent', () => {
    window.localStorage.setItem('payDone', 'yes');
    window.localStorage.setItem('orderID', '../42');
    expect(readPaymentFlags()).toEqual({ payDone: null, orderId: null, awaitedToldFor: null });
  });

  it('keep the provider’s answer until the flags are cleared; an unreadable one is none', () => {
    expect(readPaymentAnswer()).toBeNull();
    writePaymentAnswer({ status: '14', amount: '000100' });
    expect(readPaymentAnswer()).toEqual({ status: '14', amount: '000100' });
    clearPaymentFlags();
    expect(readPaymentAnswer()).toBeNull();
    for (const text of ['not json', '[]', '{"status":14}', 'null']) {
      window.localStorage.setItem('payment_answer', text);
      expect(readPaymentAnswer()).toBeNull();
    }
  });

  it('clearing the buy-now item removes it', () => {
    window.localStorage.setItem('buyNowItem', '{}');
    clearBuyNowItem();
    expect(window.localStorage.getItem('buyNowItem')).toBeNull();
  });
});

describe('user_pincode', () => {
  it('keeps the pincode and its address, and reads anything else as nothing', () => {
    writeUserPincode({ pincode: '411001', addressId: 1 });
    expect(readUserPincode()).toEqual({ pincode: '411001', addressId: 1 });
    window.localStorage.setItem('user_pincode', '{"pincode":"411001","addressId":1.5}');
    expect(readUserPincode()).toBeNull();
    window.localStorage.setItem('user_pincode', 'not json');
    expect(readUserPincode()).toBeNull();
  });
});
