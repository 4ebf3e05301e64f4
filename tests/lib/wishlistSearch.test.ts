import { describe, expect, it } from 'vitest';
import { parseWishlistSearch } from '../../src/features/wishlist/wishlistSearch.ts';

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

  it('treats a search without a letter or a digit as no search (the server refuses it)', () => {
    expect(parseWishlistSearch({ q: '%%' })).toEqual({});
    expect(parseWishlistSearch({ q: ' -- !? ' })).toEqual({});
    expect(parseWishlistSearch({ type: 'Service', q: '…' })).toEqual({ type: 'Service' });
  });

  it('counts letters and digits of every script', () => {
    expect(parseWishlistSearch({ q: 'قهوة' })).toEqual({ q: 'قهوة' });
    expect(parseWishlistSearch({ q: 'चाय' })).toEqual({ q: 'चाय' });
    expect(parseWishlistSearch({ q: '٣' })).toEqual({ q: '٣' });
    expect(parseWishlistSearch({ q: '%5%' })).toEqual({ q: '%5%' });
    expect(parseWishlistSearch({ q: 'é!' })).toEqual({ q: 'é!' });
  });
});
