/**
 * Cart line matching and quantity parsing (SPEC section 5: "a product is already in the cart when
 * product ids match, compared as numbers or strings; quantities are parsed as integers").
 */

/** A product id as the API or local storage may hold it. */
export type ProductId = string | number | null | undefined;

/**
 * The canonical form of a product id, or null when there is none. Strings are trimmed; ids made
 * only of digits lose their leading zeros, so 12, '12', ' 12 ' and '012' share the key '12'
 * (compared as text, so ids beyond 2^53 stay exact). Other strings are kept as they are (case
 * matters). Numbers use their decimal text; NaN and ±Infinity have no key.
 */
export function productIdKey(id: ProductId): string | null {
  if (id == null) return null;
  if (typeof id === 'number') return Number.isFinite(id) ? String(id) : null;
  const text = id.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? text.replace(/^0+(?=\d)/, '') : text;
}

/** True when both ids name the same product. A missing or blank id matches nothing, not even another. */
export function isSameProduct(a: ProductId, b: ProductId): boolean {
  const keyA = productIdKey(a);
  return keyA !== null && keyA === productIdKey(b);
}

/**
 * A cart quantity as a whole number: strings follow parseInt (base 10, leading digits count, so
 * '3 items' → 3 and '2.9' → 2), numbers are truncated. Unparsable, non-finite, negative or missing
 * values give 0: a cart never holds a negative quantity.
 */
export function parseQuantity(value: string | number | null | undefined): number {
  if (value == null) return 0;
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed <= 0) return 0;
  return parsed;
}
