import { describe, expect, it } from 'vitest';
import type { ItemType } from '../../contracts/cfs.ts';
import type { NumberOfSteps } from '../../contracts/checkout.ts';
import {
  hasPaymentStep,
  isFreeCheckout,
  isRequestCheckout,
  numberOfCheckoutSteps,
  stepsBasisOf,
} from '../../machines/checkout/checkoutSteps.ts';
import { computeTotals, type PricedLine } from '../../server/checkout/checkout-totals.ts';
import { CHECKOUTS } from './models/checkoutFixtures.ts';

// SPEC section 4 "Checkout steps": 3 by default; 2 when every item is free or a coupon makes the
// order free; 0 when every item is request-based. One rule for the server and the checkout machine.

const line = (itemType: ItemType, unitPriceMinor: number): PricedLine => ({
  productId: unitPriceMinor + (itemType === 'request_item' ? 1 : 2),
  productType: 'Physical',
  itemType,
  quantity: 1,
  unitMrpMinor: unitPriceMinor,
  unitPriceMinor,
});
const standard = line('standard_item', 50_000);
const free = line('free_item', 0);
const request = line('request_item', 0);

describe('number of checkout steps (SPEC section 4)', () => {
  const cases: [string, ItemType[], boolean, 0 | 2 | 3][] = [
    ['standard items only', ['standard_item', 'standard_item'], false, 3],
    ['free items only', ['free_item', 'free_item'], true, 2],
    ['free items only, even when the total is not said to be nothing', ['free_item'], false, 2],
    ['standard items a coupon made free', ['standard_item'], true, 2],
    ['request items only', ['request_item', 'request_item'], false, 0],
    ['request items only, whose prices sum to nothing', ['request_item'], true, 0],
    ['standard and request items', ['standard_item', 'request_item'], false, 3],
    ['free and request items', ['free_item', 'request_item'], true, 2],
    ['standard and free items', ['standard_item', 'free_item'], false, 3],
    [
      'standard, free and request items a coupon made free',
      ['standard_item', 'free_item', 'request_item'],
      true,
      2,
    ],
    ['no items', [], true, 2],
  ];

  it.each(cases)('%s', (_, itemTypes, isFree, steps) => {
    expect(numberOfCheckoutSteps({ itemTypes, isFree })).toBe(steps);
  });

  it("the server's totals answer the same number for each mix of items", () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const mixes: [PricedLine[], 0 | 2 | 3][] = [
      [[standard], 3],
      [[free], 2],
      [[request], 0],
      [[standard, request], 3],
      [[free, request], 2],
      [[standard, free], 3],
    ];
    for (const [lines, steps] of mixes) expect(computeTotals(lines, null, now).numberOfSteps).toBe(steps);
    const makesFree = {
      code: 'ALL',
      discountType: 'percent' as const,
      discountValue: 100,
      minOrderMinor: 0,
      maxDiscountMinor: null,
      active: true,
      startsAt: null,
      expiresAt: null,
      usageLimit: null,
      perCustomerLimit: 1,
      mayMakeFree: true,
      used: 0,
      usedByCustomer: 0,
    };
    expect(computeTotals([standard, request], makesFree, now).numberOfSteps).toBe(2);
  });

  it("reads a checkout as the server answered it: its items' types and whether it is free", () => {
    expect(numberOfCheckoutSteps(stepsBasisOf(CHECKOUTS.fresh))).toBe(3);
    expect(numberOfCheckoutSteps(stepsBasisOf(CHECKOUTS.free))).toBe(2);
    expect(numberOfCheckoutSteps(stepsBasisOf(CHECKOUTS.freeByCoupon))).toBe(2);
    expect(numberOfCheckoutSteps(stepsBasisOf(CHECKOUTS.request))).toBe(0);
  });
});

describe('what a number of steps means', () => {
  it('names each of the three checkouts once', () => {
    const meanings = [0, 2, 3].map((steps) => [
      isRequestCheckout(steps as NumberOfSteps),
      isFreeCheckout(steps as NumberOfSteps),
      hasPaymentStep(steps as NumberOfSteps),
    ]);
    expect(meanings).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
  });
});
