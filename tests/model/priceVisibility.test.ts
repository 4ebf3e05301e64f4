import { describe, expect, it } from 'vitest';
import { isPriceVisible } from '../../src/lib/priceVisibility.ts';

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

  it('ignores other fields', () => {
    const product = { price_visibility: undefined, show_price: false, is_price_visible: false };
    expect(isPriceVisible(product)).toBe(true);
  });
});
