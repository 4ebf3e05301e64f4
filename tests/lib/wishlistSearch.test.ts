import { describe, expect, it } from 'vitest';
import { parseWishlistSearch } from '../../src/lib/wishlistSearch.ts';

describe('parseWishlistSearch', () => {
  it('keeps a known product type and a trimmed search', () => {
    expect(parseWishlistSearch({ type: 'Service', q: '  red   kettle ' })).toEqual({
      type: 'Service',
      q: 'red kettle',
    });
  });

  it('drops what it does not understand', () => {
    expect(parseWishlistSearch({ type: 'Gadget', q: 42, page: 3 })).toEqual({});
    expect(parseWishlistSearch({ q: '   ' })).toEqual({});
    expect(parseWishlistSearch({ q: 'x'.repeat(500) }).q).toHaveLength(100);
  });
});
