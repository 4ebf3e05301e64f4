// The cart's line rules (machines/cart/cartLines.ts) at the edges the model tests do not reach
// (found by mutation testing, docs/testing/mutation.md).
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../machines/cart/cart.types.ts';
import { withLinesBack } from '../../machines/cart/cartLines.ts';
import { PRODUCTS } from '../model/models/cart.model.ts';

const line = (product: (typeof PRODUCTS)[keyof typeof PRODUCTS], quantity: number): CartLine => ({
  ...product,
  quantity,
  cartItemId: null,
});

describe("withLinesBack: a refused merge's lines back in the guest cart", () => {
  it('adds the products the guest cart lacks, and never lists a product twice', () => {
    const guest = [line(PRODUCTS.kettle, 1)];
    const back = [line(PRODUCTS.kettle, 4), line(PRODUCTS.lamp, 2)];
    expect(withLinesBack(guest, back)).toEqual([line(PRODUCTS.kettle, 1), line(PRODUCTS.lamp, 2)]);
  });
});
