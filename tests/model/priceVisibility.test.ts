import { describe, expect, it } from 'vitest';
import { isPriceVisible, PRICE_VISIBILITY_TABLE } from '../../machines/shared/priceVisibility.ts';

describe('isPriceVisible', () => {
  it('shows the price when the field is missing', () => {
    expect(isPriceVisible({})).toBe(true);
    expect(isPriceVisible({ price_visibility: null })).toBe(true);
    expect(isPriceVisible({ price_visibility: undefined })).toBe(true);
    expect(isPriceVisible(null)).toBe(true);
    expect(isPriceVisible(undefined)).toBe(true);
  });

  it('uses booleans as they are', () => {
    expect(isPriceVisible({ price_visibility: true })).toBe(true);
    expect(isPriceVisible({ price_visibility: false })).toBe(false);
  });

  it('hides the price for the platform’s "off" flags', () => {
    for (const value of [0, '0', 'false', 'FALSE', 'no', 'No', 'N', 'off', ' OFF ', 'hidden']) {
      expect(isPriceVisible({ price_visibility: value })).toBe(false);
    }
  });

  it('shows the price for "on" flags, blanks and unrecognised values', () => {
    for (const value of [1, '1', 'true', 'Yes', 'ON', 'visible', '', '  ', 2, 'maybe']) {
      expect(isPriceVisible({ price_visibility: value })).toBe(true);
    }
  });

  it('answers the documented table (the one the SQL is checked against)', () => {
    for (const [value, shown] of PRICE_VISIBILITY_TABLE) {
      expect(isPriceVisible({ price_visibility: value }), JSON.stringify(value)).toBe(shown);
    }
  });

  it('ignores other fields', () => {
    const product = { price_visibility: undefined, show_price: false, is_price_visible: false };
    expect(isPriceVisible(product)).toBe(true);
  });
});
