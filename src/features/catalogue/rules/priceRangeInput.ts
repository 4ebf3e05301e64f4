import { MAX_PRICE } from '../../../../contracts/pbs.ts';

/** Why a typed price range cannot be applied. */
export type PriceRangeProblem = 'not_a_number' | 'out_of_range' | 'min_above_max';

export type PriceRangeInput =
  | { ok: true; minPrice?: number; maxPrice?: number }
  | { ok: false; field: 'min' | 'max'; problem: PriceRangeProblem };

const PRICE_TEXT = /^\d+(?:[.,]\d{1,2})?$/;

function readPrice(text: string): number | undefined | 'not_a_number' | 'out_of_range' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!PRICE_TEXT.test(trimmed)) return 'not_a_number';
  const value = Number(trimmed.replace(',', '.'));
  return value > MAX_PRICE ? 'out_of_range' : value;
}

/**
 * Reads the two price fields of the listing filters. An empty field means no bound. A field holds
 * a non-negative amount with at most 2 decimals (a decimal comma is accepted), at most MAX_PRICE
 * (SPEC section 9); the minimum must not exceed the maximum (the maximum field is blamed).
 */
export function parsePriceRangeInput(minText: string, maxText: string): PriceRangeInput {
  const min = readPrice(minText);
  if (typeof min === 'string') return { ok: false, field: 'min', problem: min };
  const max = readPrice(maxText);
  if (typeof max === 'string') return { ok: false, field: 'max', problem: max };
  if (min !== undefined && max !== undefined && min > max) {
    return { ok: false, field: 'max', problem: 'min_above_max' };
  }
  const range: PriceRangeInput = { ok: true };
  if (min !== undefined) range.minPrice = min;
  if (max !== undefined) range.maxPrice = max;
  return range;
}
