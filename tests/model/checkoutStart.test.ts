import { describe, expect, it } from 'vitest';
import { checkoutStartOf, createCheckoutRequest } from '../../machines/checkout/checkoutStart.ts';

const ID = '3f2b8c1e-9a4d-4e6b-8f0a-1c2d3e4f5a6b';

describe('checkoutStartOf', () => {
  it('starts a new checkout from the cart or a buy-now', () => {
    expect(checkoutStartOf('cart')).toEqual({ kind: 'new', source: 'cart' });
    expect(checkoutStartOf('buy-now')).toEqual({ kind: 'new', source: 'buy_now' });
  });

  it('opens a checkout by its id, in any letter case', () => {
    expect(checkoutStartOf(ID)).toEqual({ kind: 'existing', checkoutId: ID });
    expect(checkoutStartOf(ID.toUpperCase())).toEqual({ kind: 'existing', checkoutId: ID });
  });

  it('knows nothing else', () => {
    for (const param of ['', 'Cart', 'buy_now', '42', `${ID}0`, ID.replaceAll('-', '')]) {
      expect(checkoutStartOf(param)).toEqual({ kind: 'unknown' });
    }
  });
});

describe('createCheckoutRequest', () => {
  it('takes the whole cart', () => {
    expect(createCheckoutRequest('cart', null)).toEqual({ source: 'cart' });
  });

  it('takes the kept buy-now product with its quantity and slot', () => {
    expect(createCheckoutRequest('buy_now', { productId: 7, quantity: 2, slotId: 3 })).toEqual({
      source: 'buy_now',
      product: 7,
      quantity: 2,
      slot_id: 3,
    });
  });

  it('has nothing to send when no buy-now product is kept', () => {
    expect(createCheckoutRequest('buy_now', null)).toBeNull();
  });
});
