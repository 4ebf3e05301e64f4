import { describe, expect, it } from 'vitest';
import { purchaseBlock } from '../../src/features/catalogue/rules/purchaseActions.ts';

const inStock = { in_stock: true };
const soldOut = { in_stock: false };

describe('purchaseBlock', () => {
  it('lets a wired action run on a product in stock', () => {
    expect(purchaseBlock('add_to_cart', inStock, true)).toBeNull();
    expect(purchaseBlock('buy_now', inStock, true)).toBeNull();
    expect(purchaseBlock('add_to_wish_list', inStock, true)).toBeNull();
  });

  it('blocks the cart and buying now when out of stock, but not the wish list', () => {
    expect(purchaseBlock('add_to_cart', soldOut, true)).toBe('out_of_stock');
    expect(purchaseBlock('buy_now', soldOut, true)).toBe('out_of_stock');
    expect(purchaseBlock('add_to_wish_list', soldOut, true)).toBeNull();
  });

  it('blocks an action that is not wired, giving out of stock first', () => {
    expect(purchaseBlock('add_to_cart', inStock, false)).toBe('not_available');
    expect(purchaseBlock('add_to_cart', soldOut, false)).toBe('out_of_stock');
    expect(purchaseBlock('add_to_wish_list', soldOut, false)).toBe('not_available');
  });
});
