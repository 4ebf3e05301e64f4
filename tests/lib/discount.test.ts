import { describe, expect, it } from 'vitest';
import { discountPercent } from '../../src/lib/discount.ts';

describe('discountPercent', () => {
  it('truncates the percentage to an integer', () => {
    expect(discountPercent(100, 75)).toBe(25);
    expect(discountPercent(300, 200)).toBe(33);
    expect(discountPercent(3, 1)).toBe(66);
    expect(discountPercent(999, 1)).toBe(99);
  });

  it('is not thrown off by floating-point noise', () => {
    expect(discountPercent(100, 71)).toBe(29);
    expect(discountPercent(100, 43)).toBe(57);
    expect(discountPercent(19.99, 9.99)).toBe(50);
    expect(discountPercent(1.1, 0.99)).toBe(10);
  });

  it('gives 100 for a free item', () => {
    expect(discountPercent(250, 0)).toBe(100);
  });

  it('gives 0 when the selling price is not lower', () => {
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 120)).toBe(0);
  });

  it('gives 0 for an unusable original price', () => {
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(-100, -150)).toBe(0);
    expect(discountPercent(Number.NaN, 10)).toBe(0);
    expect(discountPercent(Number.POSITIVE_INFINITY, 10)).toBe(0);
  });

  it('gives 0 for an unusable selling price', () => {
    expect(discountPercent(100, Number.NaN)).toBe(0);
    expect(discountPercent(100, -10)).toBe(0);
    expect(discountPercent(100, Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it('rounds just below the next integer down (truncation, not rounding)', () => {
    expect(discountPercent(100, 50.5)).toBe(49);
  });
});
