// The cart's product-id and quantity rules (SPEC section 5), at the edges the model tests do not
// reach (found by mutation testing, docs/testing/mutation.md).
import { describe, expect, it } from 'vitest';
import { isSameProduct, parseQuantity, productIdKey } from '../../machines/cart/cartMatch.ts';

describe('productIdKey: only ids made of digits lose their leading zeros', () => {
  it('keeps the zeros of ids that also hold other characters', () => {
    expect(productIdKey('007-b')).toBe('007-b');
    expect(productIdKey('00a1')).toBe('00a1');
    expect(isSameProduct('00a1', '0a1')).toBe(false);
  });

  it('keeps zeros inside a number', () => {
    expect(productIdKey('1005')).toBe('1005');
    expect(isSameProduct('1005', '105')).toBe(false);
  });
});

describe('parseQuantity: numbers are truncated, whatever their size', () => {
  it('a tiny fraction is nothing, a huge number stays itself', () => {
    expect(parseQuantity(0.0000001)).toBe(0);
    expect(parseQuantity(1e21)).toBe(1e21);
  });
});
