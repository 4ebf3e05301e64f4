import { describe, expect, it } from 'vitest';
import { pageAfterPaymentReturn } from '../../src/lib/paymentReturn.ts';

describe('pageAfterPaymentReturn', () => {
  it('goes back to the kept cart after a declined payment', () => {
    expect(pageAfterPaymentReturn({ order_id: '4', payment_status: 'Failed' })).toBe('/cart');
  });

  it('goes home otherwise (the order-status check decides the toast)', () => {
    expect(pageAfterPaymentReturn({ order_id: '4', payment_status: 'Placed' })).toBe('/');
    expect(pageAfterPaymentReturn({})).toBe('/');
    expect(pageAfterPaymentReturn({ payment_status: 'failed' })).toBe('/');
  });
});
