import { describe, expect, it } from 'vitest';
import { otherProducts } from '../../src/features/catalogue/rules/productLists.ts';

describe('otherProducts', () => {
  it('leaves out the current product and repeats, keeping the order', () => {
    const list = [
      { product_id: 3 },
      { product_id: 1 },
      { product_id: 2 },
      { product_id: 3 },
      { product_id: 4 },
    ];
    expect(otherProducts(list, 1).map((product) => product.product_id)).toEqual([3, 2, 4]);
  });

  it('gives an empty row for nothing', () => {
    expect(otherProducts(undefined, 1)).toEqual([]);
  });
});
