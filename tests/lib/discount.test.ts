import { describe, expect, it } from 'vitest';
import { discountPercent, offerText } from '../../src/lib/discount.ts';

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

describe('offerText (the discount details shown beside a price)', () => {
  it('is dropped when it only repeats the percent the price shows', () => {
    expect(offerText('50% off', 50)).toBeNull();
    expect(offerText(' 50 % OFF ', 50)).toBeNull();
    expect(offerText('12.5% off', 12)).toBeNull();
  });

  it('is kept when it says something else, or when the price shows no percent', () => {
    expect(offerText('Festive offer', 50)).toBe('Festive offer');
    expect(offerText('50% off', 0)).toBe('50% off');
    expect(offerText('Buy 2, get 50% off the third', 10)).toBe('Buy 2, get 50% off the third');
  });

  it('a bare percent off is not shown beside a price on request (there is no price to take it off)', () => {
    expect(offerText('50% off', 0, false)).toBeNull();
    expect(offerText('Festive offer', 0, false)).toBe('Festive offer');
  });

  it('is nothing when there is no text', () => {
    expect(offerText(null, 20)).toBeNull();
    expect(offerText('   ', 0)).toBeNull();
  });
});
