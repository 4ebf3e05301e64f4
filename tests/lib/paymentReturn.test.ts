import { describe, expect, it } from 'vitest';
import {
  orderNumberOf,
  pageAfterPaymentReturn,
  paymentAnswerOf,
} from '../../src/features/checkout/paymentReturn.ts';

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
  const confirmation = { to: '/order-confirmation/$orderId', params: { orderId: '4' } };

  it('goes back to the kept cart after a declined payment of a cart order, whichever provider says so', () => {
    expect(pageAfterPaymentReturn({ merchant_reference: 'ORD-000004', status: '13' }, '4', 'cart')).toEqual({
      to: '/cart',
    });
    expect(pageAfterPaymentReturn({ order_id: 'ORD-000004', tx_status: 'FAILED' }, '4', 'cart')).toEqual({
      to: '/cart',
    });
    expect(pageAfterPaymentReturn({ txn_id: 'ORD-000004', txn_status: 'declined' }, '4', 'cart')).toEqual({
      to: '/cart',
    });
  });

  it('goes home after a declined Buy now or Pay now: their products are not in the cart', () => {
    expect(pageAfterPaymentReturn({ status: '13' }, '4', 'buy_now')).toEqual({ to: '/' });
    expect(pageAfterPaymentReturn({ tx_status: 'FAILED' }, '4', 'order')).toEqual({ to: '/' });
  });

  it("ends on the order's confirmation page otherwise (the order-status check decides the outcome)", () => {
    expect(pageAfterPaymentReturn({ status: '14' }, '4', 'cart')).toEqual(confirmation);
    expect(pageAfterPaymentReturn({ tx_status: 'SUCCESS' }, '4', 'buy_now')).toEqual(confirmation);
    expect(pageAfterPaymentReturn({ txn_status: 'paid' }, '4', 'order')).toEqual(confirmation);
    expect(pageAfterPaymentReturn({ order_id: '4' }, '4', 'cart')).toEqual(confirmation);
    expect(pageAfterPaymentReturn(null, '4', 'cart')).toEqual(confirmation);
  });

  it('goes home when no order is known (another tab cleared the flags)', () => {
    expect(pageAfterPaymentReturn({ status: '14' }, null, 'order')).toEqual({ to: '/' });
    expect(pageAfterPaymentReturn(null, null, 'order')).toEqual({ to: '/' });
  });
});

describe('orderNumberOf', () => {
  it('names an order as the store does', () => {
    expect(orderNumberOf(42)).toBe('ORD-000042');
    expect(orderNumberOf('1234567')).toBe('ORD-1234567');
  });
});
