import { describe, expect, it } from 'vitest';
import { isSameProduct, parseQuantity, productIdKey } from '../../machines/cart/cartMatch.ts';

describe('productIdKey', () => {
  it('gives numbers and digit strings the same key', () => {
    expect(productIdKey(12)).toBe('12');
    expect(productIdKey('12')).toBe('12');
    expect(productIdKey(' 12 ')).toBe('12');
    expect(productIdKey('0012')).toBe('12');
    expect(productIdKey('0')).toBe('0');
  });

  it('keeps other strings as they are, trimmed', () => {
    expect(productIdKey(' sku-A ')).toBe('sku-A');
  });

  it('has no key for missing, blank or non-finite ids', () => {
    expect(productIdKey(null)).toBeNull();
    expect(productIdKey(undefined)).toBeNull();
    expect(productIdKey('  ')).toBeNull();
    expect(productIdKey(Number.NaN)).toBeNull();
    expect(productIdKey(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('isSameProduct', () => {
  it('matches ids given as numbers or strings', () => {
    expect(isSameProduct(12, 12)).toBe(true);
    expect(isSameProduct('12', 12)).toBe(true);
    expect(isSameProduct(12, '12')).toBe(true);
    expect(isSameProduct(' 12 ', 12)).toBe(true);
    expect(isSameProduct('012', '12')).toBe(true);
  });

  it('tells different ids apart', () => {
    expect(isSameProduct(12, 13)).toBe(false);
    expect(isSameProduct('12', '121')).toBe(false);
    expect(isSameProduct('12.0', 12)).toBe(false);
    expect(isSameProduct('SKU-a', 'sku-a')).toBe(false);
  });

  it('keeps ids beyond 2^53 exact', () => {
    expect(isSameProduct('9007199254740993', '9007199254740992')).toBe(false);
    expect(isSameProduct('9007199254740993', '9007199254740993')).toBe(true);
  });

  it('never matches a missing or blank id, not even another missing one', () => {
    expect(isSameProduct(null, null)).toBe(false);
    expect(isSameProduct(undefined, 0)).toBe(false);
    expect(isSameProduct('', '')).toBe(false);
    expect(isSameProduct(' ', 0)).toBe(false);
    expect(isSameProduct(Number.NaN, Number.NaN)).toBe(false);
  });
});

describe('parseQuantity', () => {
  it('parses integers from strings and numbers', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 4 ')).toBe(4);
    expect(parseQuantity(5)).toBe(5);
  });

  it('follows parseInt for strings: leading digits count, fractions are dropped', () => {
    expect(parseQuantity('3 items')).toBe(3);
    expect(parseQuantity('2.9')).toBe(2);
    expect(parseQuantity('007')).toBe(7);
  });

  it('truncates fractional numbers', () => {
    expect(parseQuantity(2.9)).toBe(2);
  });

  it('gives 0 for unparsable, missing or non-finite values', () => {
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity(null)).toBe(0);
    expect(parseQuantity(undefined)).toBe(0);
    expect(parseQuantity(Number.NaN)).toBe(0);
    expect(parseQuantity(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('clamps negative quantities to 0', () => {
    expect(parseQuantity(-2)).toBe(0);
    expect(parseQuantity('-5')).toBe(0);
    expect(Object.is(parseQuantity(-0.5), 0)).toBe(true);
  });
});
