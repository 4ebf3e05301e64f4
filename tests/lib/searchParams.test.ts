import { describe, expect, it } from 'vitest';
import { searchText } from '../../machines/shared/searchText.ts';
import {
  integerInRange,
  numberInRange,
  positiveInt,
  searchFlag,
  searchKey,
} from '../../src/lib/searchParams.ts';

describe('positiveInt', () => {
  it('reads positive integers from numbers and their text', () => {
    expect(positiveInt(3)).toBe(3);
    expect(positiveInt('42')).toBe(42);
    expect(positiveInt(' 7 ')).toBe(7);
  });

  it("drops values above the store's largest id (a 400 from the API, never a page)", () => {
    expect(positiveInt(2_147_483_647)).toBe(2_147_483_647);
    expect(positiveInt('2147483648')).toBeUndefined();
    expect(positiveInt('99999999999')).toBeUndefined();
  });

  it('drops zero, negatives, fractions, exponents and other types', () => {
    for (const value of [
      0,
      -1,
      '0',
      '-3',
      1.5,
      '1.5',
      '1e3',
      '0x10',
      '',
      'abc',
      null,
      undefined,
      true,
      [1],
      {},
    ]) {
      expect(positiveInt(value)).toBeUndefined();
    }
    expect(positiveInt(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(positiveInt('99999999999999999999')).toBeUndefined();
  });
});

describe('integerInRange', () => {
  it('keeps integers inside the range, ends included', () => {
    expect(integerInRange(1, 1, 5)).toBe(1);
    expect(integerInRange('5', 1, 5)).toBe(5);
  });

  it('drops values outside, fractions and non-numbers', () => {
    expect(integerInRange(0, 1, 5)).toBeUndefined();
    expect(integerInRange(6, 1, 5)).toBeUndefined();
    expect(integerInRange(4.5, 1, 5)).toBeUndefined();
    expect(integerInRange('four', 1, 5)).toBeUndefined();
  });
});

describe('numberInRange', () => {
  it('keeps numbers in the range rounded to two decimals', () => {
    expect(numberInRange(0, 0, 100)).toBe(0);
    expect(numberInRange('99.999', 0, 100)).toBe(100);
    expect(numberInRange(12.345, 0, 100)).toBe(12.35);
    expect(numberInRange('250', 0, 500)).toBe(250);
  });

  it('drops values outside the range and non-numbers', () => {
    expect(numberInRange(-0.01, 0, 100)).toBeUndefined();
    expect(numberInRange(100.5, 0, 100)).toBeUndefined();
    expect(numberInRange('12abc', 0, 100)).toBeUndefined();
    expect(numberInRange(Number.NaN, 0, 100)).toBeUndefined();
  });
});

describe('searchFlag', () => {
  it('reads booleans and their usual spellings', () => {
    expect(searchFlag(true)).toBe(true);
    expect(searchFlag('true')).toBe(true);
    expect(searchFlag(1)).toBe(true);
    expect(searchFlag('1')).toBe(true);
    expect(searchFlag(false)).toBe(false);
    expect(searchFlag('false')).toBe(false);
    expect(searchFlag('0')).toBe(false);
  });

  it('drops anything else', () => {
    expect(searchFlag('yes')).toBeUndefined();
    expect(searchFlag(2)).toBeUndefined();
    expect(searchFlag(undefined)).toBeUndefined();
  });
});

describe('searchText', () => {
  it('collapses whitespace and trims', () => {
    expect(searchText('  red \n shoes  ', 100)).toBe('red shoes');
  });

  it('reads control characters as spaces', () => {
    expect(searchText('lamp\u0000', 100)).toBe('lamp');
    expect(searchText('red\u0007\u009fshoes', 100)).toBe('red shoes');
  });

  it('reads numbers as their digits (the router parses ?q=123 as a number)', () => {
    expect(searchText(123, 100)).toBe('123');
  });

  it('cuts to the maximum length without splitting characters', () => {
    expect(searchText('abcdef', 3)).toBe('abc');
    expect(searchText('😀😀😀', 2)).toBe('😀😀');
  });

  it('drops blank text and other types', () => {
    expect(searchText('   ', 100)).toBeUndefined();
    expect(searchText({ q: 'x' }, 100)).toBeUndefined();
    expect(searchText(true, 100)).toBeUndefined();
  });
});

describe('searchKey', () => {
  it('keeps key-like tokens, trimmed', () => {
    expect(searchKey('price_asc')).toBe('price_asc');
    expect(searchKey(' rating-desc ')).toBe('rating-desc');
  });

  it('drops text with other characters, blanks, overlong keys and non-strings', () => {
    expect(searchKey('price asc')).toBeUndefined();
    expect(searchKey('<script>')).toBeUndefined();
    expect(searchKey('')).toBeUndefined();
    expect(searchKey('a'.repeat(65))).toBeUndefined();
    expect(searchKey(5)).toBeUndefined();
  });
});
