import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../../contracts/pbs.ts';
import { addingNeedsSignIn } from '../../machines/cart/cartSignIn.ts';

describe('addingNeedsSignIn', () => {
  it('asks a guest to sign in for subscriptions and API plans only', () => {
    expect(PRODUCT_TYPES.filter(addingNeedsSignIn)).toEqual(['Subscription', 'API']);
  });
});
