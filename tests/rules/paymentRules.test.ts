// Where a placed order's payment stands (machines/checkout/paymentRules.ts), at the edges the
// rule tests do not reach (found by mutation testing, docs/testing/mutation.md).
import { describe, expect, it } from 'vitest';
import { orderPaymentStateOf } from '../../machines/checkout/paymentRules.ts';

describe('orderPaymentStateOf: an order with nothing to pay is free', () => {
  it('with neither a payment status nor a mode (a request), or either one missing', () => {
    expect(orderPaymentStateOf({ payment_status: null, payment_mode: null })).toBe('free');
    expect(orderPaymentStateOf({ payment_status: null, payment_mode: 'online_payment' })).toBe('free');
    expect(orderPaymentStateOf({ payment_status: 'Created', payment_mode: null })).toBe('free');
  });
});
