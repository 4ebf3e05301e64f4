import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../machines/cart/cart.types.ts';
import {
  applyChanges,
  cartTotals,
  guestCartWith,
  isValidQuantity,
  lineOf,
  MAX_LINE_QUANTITY,
  maxQuantityOf,
  mergedLines,
} from '../../machines/cart/cartLines.ts';
import { PRODUCTS } from './models/cart.model.ts';

const line = (
  product: (typeof PRODUCTS)[keyof typeof PRODUCTS],
  quantity: number,
  cartItemId: number | null = null,
): CartLine => ({
  ...product,
  quantity,
  cartItemId,
});

describe('cart lines (SPEC sections 4 and 5)', () => {
  it('bounds a quantity by the product limit and never above 99', () => {
    expect(maxQuantityOf(PRODUCTS.kettle)).toBe(5);
    expect(maxQuantityOf(PRODUCTS.course)).toBe(MAX_LINE_QUANTITY);
    expect(lineOf(PRODUCTS.kettle, 12).quantity).toBe(5);
    expect(lineOf(PRODUCTS.kettle, 0).quantity).toBe(1);
    expect(lineOf(PRODUCTS.kettle, 2.7).quantity).toBe(2);
  });

  it('takes whole quantities from 1 to the limit, for lines in the cart only', () => {
    const lines = [line(PRODUCTS.kettle, 1)];
    expect([1, 5].map((quantity) => isValidQuantity(lines, 1, quantity))).toEqual([true, true]);
    expect([0, 6, 2.5, -1, Number.NaN].map((quantity) => isValidQuantity(lines, 1, quantity))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(isValidQuantity(lines, 2, 1)).toBe(false);
  });

  it('adding to the local list replaces an earlier entry for the same product', () => {
    expect(
      guestCartWith([line(PRODUCTS.kettle, 3), line(PRODUCTS.lamp, 1)], PRODUCTS.kettle, 1).map((entry) => [
        entry.name,
        entry.quantity,
      ]),
    ).toEqual([
      ['Lamp', 1],
      ['Kettle', 1],
    ]);
  });

  it('shows queued changes in order over the server lines, a merge as the server will apply it', () => {
    const server = [line(PRODUCTS.kettle, 2, 11)];
    const shown = applyChanges(server, [
      { kind: 'add', product: PRODUCTS.lamp, quantity: 1, quiet: false },
      { kind: 'setQuantity', productId: 1, quantity: 4 },
      { kind: 'merge', key: 'k', lines: [line(PRODUCTS.phone, 1), line(PRODUCTS.kettle, 3)] },
      { kind: 'remove', productId: 2 },
    ]);
    // The kettle's 4 and the merge's 3 are capped at its limit of 5; the phone is new.
    expect(shown.map((entry) => [entry.name, entry.quantity])).toEqual([
      ['Kettle', 5],
      ['Phone', 1],
    ]);
    expect(applyChanges(server, [{ kind: 'clear' }])).toEqual([]);
  });

  it('merges a guest cart: new products added, existing ones increased, within the limit', () => {
    const merged = mergedLines(
      [line(PRODUCTS.kettle, 4, 11)],
      [line(PRODUCTS.kettle, 3), line(PRODUCTS.lamp, 2), line(PRODUCTS.phone, 8)],
    );
    expect(merged.map((entry) => [entry.name, entry.quantity])).toEqual([
      ['Kettle', 5],
      ['Lamp', 2],
      ['Phone', 5],
    ]);
  });

  it('totals the selling prices and the savings, exact to the cent', () => {
    const lines = [
      { ...line(PRODUCTS.kettle, 3), price: 19.99, sellingPrice: 14.99 },
      { ...line(PRODUCTS.lamp, 1), price: 10.1, sellingPrice: 10.1 },
    ];
    expect(cartTotals(lines)).toEqual({ subtotal: 55.07, savings: 15, quantity: 4, onRequest: 0 });
  });

  it('leaves prices on request out of the subtotal and the savings, and counts them', () => {
    const lines = [
      { ...line(PRODUCTS.kettle, 2), price: 20, sellingPrice: 10 },
      { ...line(PRODUCTS.lamp, 3), price: 100, sellingPrice: 50, priceVisible: false },
    ];
    expect(cartTotals(lines)).toEqual({ subtotal: 20, savings: 20, quantity: 5, onRequest: 1 });
  });
});
