import { describe, expect, it } from 'vitest';
import { ALL_PRODUCTS_PINCODE, effectivePincode } from '../../machines/shared/pincode.ts';

describe('effectivePincode', () => {
  it('uses the SPEC sentinel value', () => {
    expect(ALL_PRODUCTS_PINCODE).toBe('allProducts');
  });

  it('gives the trimmed pincode', () => {
    expect(effectivePincode('400001')).toBe('400001');
    expect(effectivePincode(' 560034 ')).toBe('560034');
  });

  it('treats allProducts as no pincode', () => {
    expect(effectivePincode('allProducts')).toBeNull();
    expect(effectivePincode(' allProducts ')).toBeNull();
  });

  it('compares the sentinel case-sensitively', () => {
    expect(effectivePincode('ALLPRODUCTS')).toBe('ALLPRODUCTS');
  });

  it('treats blank or missing values as no pincode', () => {
    expect(effectivePincode('')).toBeNull();
    expect(effectivePincode('   ')).toBeNull();
    expect(effectivePincode(null)).toBeNull();
    expect(effectivePincode(undefined)).toBeNull();
  });
});
