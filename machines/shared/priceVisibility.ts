// Whether a product's price is shown (SPEC section 5: "Price visibility defaults to visible when
// the field is missing"). The one home of the rule: the storefront's screens, the cart and the
// reference server's answers all ask `isPriceVisible`; where SQL must decide it (the products'
// `shown_price`, server/db/migrations/071_price_is_visible.sql) the SQL function `price_is_visible`
// is checked against this one over PRICE_VISIBILITY_TABLE (tests/server/price-visibility-sql.test.ts).

/**
 * The field is `price_visibility`. Booleans are used as they are; numbers and strings are read as
 * the platform writes flags: 0, '0', 'false', 'no', 'n', 'off', 'hidden' (any case, trimmed) hide
 * the price. Everything else (missing, null, blank, true, 1, 'Yes', 'ON' or an unrecognised value)
 * shows it, so a price is hidden only when the store clearly says so.
 */
export const HIDDEN_PRICE_VALUES: readonly string[] = ['0', 'false', 'no', 'n', 'off', 'hidden'];

const HIDDEN: ReadonlySet<string> = new Set(HIDDEN_PRICE_VALUES);

export type PriceVisibilityValue = boolean | number | string | null;

export interface PriceVisibilityFields {
  price_visibility?: PriceVisibilityValue;
}

export function isPriceVisible(product: PriceVisibilityFields | null | undefined): boolean {
  const value = product?.price_visibility;
  if (value == null) return true;
  if (typeof value === 'boolean') return value;
  return !HIDDEN.has(String(value).trim().toLowerCase());
}

/**
 * Every kind of value the rule above documents, with whether the price shows: the table the rule's
 * tests (and the SQL's) go through. `undefined` is a missing field.
 */
export const PRICE_VISIBILITY_TABLE: ReadonlyArray<
  [value: PriceVisibilityValue | undefined, shown: boolean]
> = [
  [undefined, true],
  [null, true],
  [true, true],
  [false, false],
  [0, false],
  [1, true],
  [2, true],
  ['0', false],
  ['false', false],
  ['FALSE', false],
  ['no', false],
  ['No', false],
  ['n', false],
  ['N', false],
  ['off', false],
  [' OFF ', false],
  ['\toff\n', false],
  ['hidden', false],
  ['Hidden', false],
  ['1', true],
  ['true', true],
  ['Yes', true],
  ['y', true],
  ['ON', true],
  ['visible', true],
  ['', true],
  ['  ', true],
  ['maybe', true],
  ['no thanks', true],
  ['0.0', true],
];
