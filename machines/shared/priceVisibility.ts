/**
 * Whether a product's price is shown. The field is `price_visibility`; SPEC section 5 says the
 * price is visible when the field is missing. Booleans are used as they are; numbers and strings
 * are read as the platform writes flags: 0, '0', 'false', 'no', 'n', 'off', 'hidden' (any case,
 * trimmed) hide the price. Everything else (missing, null, blank, true, 1, 'Yes', 'ON' or an
 * unrecognised value) shows it, so a price is hidden only when the store clearly says so.
 */
const HIDDEN_VALUES: ReadonlySet<string> = new Set(['0', 'false', 'no', 'n', 'off', 'hidden']);

export interface PriceVisibilityFields {
  price_visibility?: boolean | number | string | null;
}

export function isPriceVisible(product: PriceVisibilityFields | null | undefined): boolean {
  const value = product?.price_visibility;
  if (value == null) return true;
  if (typeof value === 'boolean') return value;
  return !HIDDEN_VALUES.has(String(value).trim().toLowerCase());
}
