import { describe, expect, it } from 'vitest';
import { parsePriceRangeInput } from '../../src/features/catalogue/rules/priceRangeInput.ts';

describe('parsePriceRangeInput', () => {
  it('reads both ends, and empty fields as no bound', () => {
    expect(parsePriceRangeInput('100', '2500.50')).toEqual({ ok: true, minPrice: 100, maxPrice: 2500.5 });
    expect(parsePriceRangeInput('', ' 80 ')).toEqual({ ok: true, maxPrice: 80 });
    expect(parsePriceRangeInput('', '')).toEqual({ ok: true });
  });

  it('accepts 0 and the maximum price, and a decimal comma', () => {
    expect(parsePriceRangeInput('0', '500000')).toEqual({ ok: true, minPrice: 0, maxPrice: 500000 });
    expect(parsePriceRangeInput('9,99', '')).toEqual({ ok: true, minPrice: 9.99 });
  });

  it('refuses text that is not an amount', () => {
    expect(parsePriceRangeInput('abc', '')).toEqual({ ok: false, field: 'min', problem: 'not_a_number' });
    expect(parsePriceRangeInput('', '-5')).toEqual({ ok: false, field: 'max', problem: 'not_a_number' });
    expect(parsePriceRangeInput('1.999', '')).toEqual({ ok: false, field: 'min', problem: 'not_a_number' });
  });

  it('refuses amounts above the maximum price', () => {
    expect(parsePriceRangeInput('', '500000.01')).toEqual({
      ok: false,
      field: 'max',
      problem: 'out_of_range',
    });
  });

  it('refuses a minimum above the maximum', () => {
    expect(parsePriceRangeInput('50', '10')).toEqual({ ok: false, field: 'max', problem: 'min_above_max' });
    expect(parsePriceRangeInput('10', '10')).toEqual({ ok: true, minPrice: 10, maxPrice: 10 });
  });
});
