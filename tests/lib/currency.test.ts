import { describe, expect, it } from 'vitest';
import { formatCurrencyLabel, minorToMajor } from '../../src/lib/currency.ts';

describe('formatCurrencyLabel', () => {
  it('shows the label, a no-break space and the amount with two decimals', () => {
    expect(formatCurrencyLabel(1234.5, 'R')).toBe('R\u00a01,234.50');
    expect(formatCurrencyLabel(0, '₹')).toBe('₹\u00a00.00');
    expect(formatCurrencyLabel(99, 'ZAR')).toBe('ZAR\u00a099.00');
    expect(formatCurrencyLabel(1000000, 'R')).toBe('R\u00a01,000,000.00');
  });

  it('rounds to the requested decimals', () => {
    expect(formatCurrencyLabel(1234.567, 'R')).toBe('R\u00a01,234.57');
    expect(formatCurrencyLabel(1234.567, 'R', 0)).toBe('R\u00a01,235');
    expect(formatCurrencyLabel(2.5, 'R', 3)).toBe('R\u00a02.500');
    expect(formatCurrencyLabel(2.5, 'R', -1)).toBe('R\u00a03');
  });

  it('groups digits for the given locale', () => {
    expect(formatCurrencyLabel(1234567.5, '₹', 2, 'en-IN')).toBe('₹\u00a012,34,567.50');
    expect(formatCurrencyLabel(1234.5, 'R', 2, 'de')).toBe('R\u00a01.234,50');
  });

  it('keeps the sign of negative amounts, but never shows -0.00', () => {
    expect(formatCurrencyLabel(-5, 'R')).toBe('R\u00a0-5.00');
    expect(formatCurrencyLabel(-0.001, 'R')).toBe('R\u00a00.00');
  });

  it('shows the number alone when the label is blank', () => {
    expect(formatCurrencyLabel(10, '')).toBe('10.00');
    expect(formatCurrencyLabel(10, '  ')).toBe('10.00');
    expect(formatCurrencyLabel(10, ' R ')).toBe('R\u00a010.00');
  });

  it('never lets a line break part the label from the amount', () => {
    expect(formatCurrencyLabel(10, 'R')).not.toMatch(/R\s*[^\S\u00a0]/);
    expect(formatCurrencyLabel(10, 'R').split(/[ \n\t]/)).toHaveLength(1);
  });

  it('gives an empty string for a missing or non-finite amount', () => {
    expect(formatCurrencyLabel(null, 'R')).toBe('');
    expect(formatCurrencyLabel(undefined, 'R')).toBe('');
    expect(formatCurrencyLabel(Number.NaN, 'R')).toBe('');
    expect(formatCurrencyLabel(Number.POSITIVE_INFINITY, 'R')).toBe('');
  });
});

describe('minorToMajor', () => {
  it('divides by 100 by default', () => {
    expect(minorToMajor(123450)).toBe(1234.5);
    expect(minorToMajor(1)).toBe(0.01);
    expect(minorToMajor(0)).toBe(0);
    expect(minorToMajor(-250)).toBe(-2.5);
  });

  it('divides by the currency’s number_to_basic', () => {
    expect(minorToMajor(12345, 1000)).toBe(12.345);
    expect(minorToMajor(500, 1)).toBe(500);
  });

  it('falls back to 100 for an unusable factor', () => {
    expect(minorToMajor(500, 0)).toBe(5);
    expect(minorToMajor(500, -10)).toBe(5);
    expect(minorToMajor(500, Number.NaN)).toBe(5);
  });

  it('gives NaN for a non-finite amount, which the formatter shows as empty', () => {
    expect(minorToMajor(Number.NaN)).toBeNaN();
    expect(formatCurrencyLabel(minorToMajor(Number.POSITIVE_INFINITY), 'R')).toBe('');
  });
});
