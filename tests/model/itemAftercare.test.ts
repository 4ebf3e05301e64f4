import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, type ProductTypeName } from '../../contracts/pbs.ts';
import { aftercarePartsOf, hasDownloads, hasSessions } from '../../machines/orders/itemAftercare.ts';

// Which after-purchase parts an item shows, by product type: the table written from SPEC section 1's
// types, not from the function.
const EXPECTED: Record<ProductTypeName, { sessions: boolean; downloads: boolean }> = {
  Physical: { sessions: false, downloads: false },
  Service: { sessions: true, downloads: false },
  Digital: { sessions: false, downloads: true },
  Subscription: { sessions: false, downloads: false },
  Bundled: { sessions: false, downloads: false },
  'Packaged Service': { sessions: true, downloads: false },
  API: { sessions: false, downloads: false },
};

describe('aftercarePartsOf', () => {
  it('gives every product type its parts; documents and the form for all', () => {
    for (const type of PRODUCT_TYPES) {
      expect(aftercarePartsOf(type), type).toEqual({ ...EXPECTED[type], documents: true, form: true });
    }
  });

  it('an item whose page already says what it is (no type) shows only its documents and form', () => {
    expect(aftercarePartsOf(null)).toEqual({
      sessions: false,
      downloads: false,
      documents: true,
      form: true,
    });
  });

  it('the server’s checks read the same rule, and an unknown type has neither sessions nor files', () => {
    for (const type of PRODUCT_TYPES) {
      expect(hasSessions(type)).toBe(EXPECTED[type].sessions);
      expect(hasDownloads(type)).toBe(EXPECTED[type].downloads);
    }
    expect(hasSessions('Workshop')).toBe(false);
    expect(hasDownloads('digital')).toBe(false);
  });
});
