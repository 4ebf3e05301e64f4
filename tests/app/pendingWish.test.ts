import { afterEach, describe, expect, it } from 'vitest';
import { writePendingWish } from '../../src/app/storage/pendingWish.ts';
import { readPendingWish } from '../../src/app/storage/pendingWishRead.ts';

describe('the pending wish-list product (kept while a guest signs in)', () => {
  afterEach(() => localStorage.clear());

  it('is kept, read back, and forgotten', () => {
    expect(readPendingWish()).toBeNull();
    writePendingWish({ productId: 12, name: 'Kettle' });
    expect(readPendingWish()).toEqual({ productId: 12, name: 'Kettle' });
    writePendingWish(null);
    expect(readPendingWish()).toBeNull();
  });

  it('reads a product without a name, and nothing from what does not read as a product', () => {
    writePendingWish({ productId: 3, name: null });
    expect(readPendingWish()).toEqual({ productId: 3, name: null });
    for (const stored of [
      '{',
      '"12"',
      '{"productId":"12"}',
      '{"productId":-1}',
      '{"productId":1.5}',
      'null',
    ]) {
      localStorage.setItem('pending_wishlist_item', stored);
      expect(readPendingWish()).toBeNull();
    }
  });
});
