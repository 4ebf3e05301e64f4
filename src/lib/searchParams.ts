/**
 * Readers for values of a URL's search params. The router parses each value as JSON when it can
 * (`?page=2` arrives as the number 2, `?inStock=true` as true, `?q=shoes` as the string 'shoes'),
 * and links built by hand may carry strings ('2'), so every reader accepts both a number (or
 * boolean) and its plain decimal text. Anything else gives undefined: an invalid value is
 * dropped, never an error.
 */

const INTEGER_TEXT = /^\s*\d+\s*$/;
const DECIMAL_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** A finite number from a number or its plain decimal text ('12', '12.5', '-3'); no '1e3', '0x10' or ''. */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && DECIMAL_TEXT.test(value)) return Number(value);
  return undefined;
}

/** The largest id or page the store's API takes (PostgreSQL's integer); anything above is no id. */
export const MAX_ID = 2_147_483_647;

/** A positive integer up to MAX_ID from 3 or '3'; 0, negatives, fractions, larger values and anything else give undefined. */
export function positiveInt(value: unknown): number | undefined {
  const number =
    typeof value === 'string' ? (INTEGER_TEXT.test(value) ? Number(value) : undefined) : toNumber(value);
  if (number === undefined || !Number.isSafeInteger(number) || number < 1 || number > MAX_ID)
    return undefined;
  return number;
}

/** An integer within [min, max], from a number or its text; fractions and values outside give undefined. */
export function integerInRange(value: unknown, min: number, max: number): number | undefined {
  const number = toNumber(value);
  if (number === undefined || !Number.isInteger(number) || number < min || number > max) return undefined;
  return number;
}

/**
 * A number within [min, max], rounded to `decimals` places (money in major units keeps 2), from
 * a number or its text; values outside the range give undefined.
 */
export function numberInRange(value: unknown, min: number, max: number, decimals = 2): number | undefined {
  const number = toNumber(value);
  if (number === undefined || number < min || number > max) return undefined;
  return Number(number.toFixed(decimals));
}

/** true from true, 'true' or 1 / '1'; false from false, 'false' or 0 / '0'; otherwise undefined. */
export function searchFlag(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return undefined;
}

/** A key-like token (letters, digits, '_' and '-', at most `maxLength` characters), else undefined. */
export function searchKey(value: unknown, maxLength = 64): string | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.trim();
  return key !== '' && key.length <= maxLength && /^[\w-]+$/.test(key) ? key : undefined;
}
