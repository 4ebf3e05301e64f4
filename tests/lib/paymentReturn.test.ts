import { describe, expect, it } from 'vitest';
import { pageAfterPaymentReturn, paymentAnswerOf } from '../../src/lib/paymentReturn.ts';

describe('paymentAnswerOf', () => {
  it('keeps every field as the provider wrote it (the signature covers the exact text)', () => {
    expect(paymentAnswerOf('?amount=000100&status=14&response_message=Transaction+declined')).toEqual({
      amount: '000100',
      status: '14',
      response_message: 'Transaction declined',
    });
  });

  it('is null without fields, with a field twice, or too many or too long ones', () => {
    expect(paymentAnswerOf('')).toBeNull();
    expect(paymentAnswerOf('?status=14&status=13')).toBeNull();
    expect(paymentAnswerOf(`?${Array.from({ length: 21 }, (_, i) => `f${i}=1`).join('&')}`)).toBeNull();
    expect(paymentAnswerOf(`?status=${'x'.repeat(501)}`)).toBeNull();
  });
});

describe('pageAfterPaymentReturn', () => {
  it('goes back to the kept cart after a declined payment, whichever provider says so', () => {
    expect(pageAfterPaymentReturn({ merchant_reference: 'ORD-000004', status: '13' })).toBe('/cart');
    expect(pageAfterPaymentReturn({ order_id: 'ORD-000004', tx_status: 'FAILED' })).toBe('/cart');
    expect(pageAfterPaymentReturn({ txn_id: 'ORD-000004', txn_status: 'declined' })).toBe('/cart');
  });

  it('goes home otherwise (the order-status check decides the toast)', () => {
    expect(pageAfterPaymentReturn({ status: '14' })).toBe('/');
    expect(pageAfterPaymentReturn({ tx_status: 'SUCCESS' })).toBe('/');
    expect(pageAfterPaymentReturn({ txn_status: 'paid' })).toBe('/');
    expect(pageAfterPaymentReturn({ order_id: '4' })).toBe('/');
    expect(pageAfterPaymentReturn(null)).toBe('/');
  });
});
