// The checkout's money rules as a pure function (server/checkout/checkout-totals.ts): minor units,
// request items left out, coupons on what the items cost after their own discounts (rounded down,
// capped, never more than the items), delivery below the free-delivery threshold and waived when
// the items cost nothing, and the steps SPEC section 4 derives.
import { describe, expect, it } from 'vitest';
import {
  type CouponRule,
  computeTotals,
  evaluateCoupon,
  type PricedLine,
} from '../../server/checkout/checkout-totals.ts';
import { renderMessage } from '../../server/i18n/render-message.ts';

const NOW = new Date('2026-03-02T09:00:00Z');
const line = (spec: Partial<PricedLine> & { productId: number }): PricedLine => ({
  productType: 'Physical',
  itemType: 'standard_item',
  quantity: 1,
  unitMrpMinor: 10000,
  unitPriceMinor: 10000,
  ...spec,
});
const coupon = (spec: Partial<CouponRule>): CouponRule => ({
  code: 'TEST',
  discountType: 'percent',
  discountValue: 10,
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
  ...spec,
});

describe('computeTotals', () => {
  it('sums the priced items, their discounts and delivery below 500', () => {
    const totals = computeTotals(
      [
        line({ productId: 1, quantity: 2, unitMrpMinor: 12000, unitPriceMinor: 9999 }),
        line({ productId: 2, itemType: 'request_item', unitPriceMinor: 700000 }),
      ],
      null,
      NOW,
    );
    expect(totals).toMatchObject({
      itemsCount: 2,
      totalMrpMinor: 24000,
      productDiscountMinor: 4002,
      couponDiscountMinor: 0,
      deliveryChargeMinor: 5000,
      totalMinor: 24998,
      isFree: false,
      isRequest: false,
      numberOfSteps: 3,
    });
  });

  it('charges no delivery from 500, nor for goods that are not shipped', () => {
    expect(
      computeTotals([line({ productId: 1, unitPriceMinor: 50000, unitMrpMinor: 50000 })], null, NOW)
        .deliveryChargeMinor,
    ).toBe(0);
    expect(
      computeTotals([line({ productId: 1, productType: 'Digital' })], null, NOW).deliveryChargeMinor,
    ).toBe(0);
  });

  it('rounds a percentage down, caps it, and never takes more than the items cost', () => {
    const items = [line({ productId: 1, unitPriceMinor: 19950, unitMrpMinor: 19950 })];
    expect(evaluateCoupon(items, coupon({}), NOW)).toEqual({
      valid: true,
      discountMinor: 1995,
      productIds: [1],
    });
    expect(evaluateCoupon(items, coupon({ discountValue: 33 }), NOW)).toMatchObject({ discountMinor: 6583 });
    expect(evaluateCoupon(items, coupon({ discountValue: 50, maxDiscountMinor: 5000 }), NOW)).toMatchObject({
      discountMinor: 5000,
    });
    expect(evaluateCoupon(items, coupon({ discountType: 'fixed', discountValue: 99999 }), NOW)).toMatchObject(
      { discountMinor: 19950 },
    );
  });

  it('makes an order free with 100% off, delivery waived: two steps', () => {
    const totals = computeTotals([line({ productId: 1 })], coupon({ discountValue: 100 }), NOW);
    expect(totals).toMatchObject({
      couponDiscountMinor: 10000,
      deliveryChargeMinor: 0,
      totalMinor: 0,
      isFree: true,
      numberOfSteps: 2,
    });
  });

  it('has two steps for free items and none for request items only', () => {
    expect(
      computeTotals(
        [line({ productId: 1, itemType: 'free_item', unitPriceMinor: 0, unitMrpMinor: 0 })],
        null,
        NOW,
      ),
    ).toMatchObject({
      isFree: true,
      numberOfSteps: 2,
    });
    expect(computeTotals([line({ productId: 1, itemType: 'request_item' })], null, NOW)).toMatchObject({
      isFree: false,
      isRequest: true,
      numberOfSteps: 0,
      totalMinor: 0,
    });
  });

  it('refuses an expired, inactive or too small coupon, and one with nothing to discount', () => {
    const items = [line({ productId: 1 })];
    const english = (outcome: ReturnType<typeof evaluateCoupon>) =>
      outcome.valid ? outcome : { ...outcome, reason: renderMessage(outcome.reason, null) };
    expect(english(evaluateCoupon(items, coupon({ expiresAt: NOW }), NOW))).toEqual({
      valid: false,
      reason: 'The coupon TEST has expired.',
    });
    expect(evaluateCoupon(items, coupon({ active: false }), NOW).valid).toBe(false);
    expect(english(evaluateCoupon(items, coupon({ minOrderMinor: 10001 }), NOW))).toEqual({
      valid: false,
      reason: 'The coupon TEST needs an order of at least 100.01.',
    });
    expect(
      english(
        evaluateCoupon([line({ productId: 1, itemType: 'free_item', unitPriceMinor: 0 })], coupon({}), NOW),
      ),
    ).toEqual({
      valid: false,
      reason: 'There is nothing in this order for the coupon TEST to discount.',
    });
    // An invalid coupon takes nothing off.
    expect(computeTotals(items, coupon({ active: false }), NOW).couponDiscountMinor).toBe(0);
  });

  it('refuses a coupon outside its window, used up, used by the customer, or one that may not make the order free', () => {
    const items = [line({ productId: 1 })];
    const reason = (spec: Partial<CouponRule>, lines = items) => {
      const outcome = evaluateCoupon(lines, coupon(spec), NOW);
      return outcome.valid ? null : renderMessage(outcome.reason, null);
    };
    expect(reason({ startsAt: new Date(NOW.getTime() + 86_400_000) })).toBe(
      `The coupon TEST can be used from ${new Date(NOW.getTime() + 86_400_000).toISOString().slice(0, 10)}.`,
    );
    expect(reason({ startsAt: NOW })).toBeNull();
    expect(reason({ usageLimit: 3, used: 3 })).toBe('The coupon TEST has been used up.');
    expect(reason({ usageLimit: 3, used: 2 })).toBeNull();
    expect(reason({ usedByCustomer: 1 })).toBe(
      'You have already used the coupon TEST as often as it allows.',
    );
    expect(reason({ perCustomerLimit: 2, usedByCustomer: 1 })).toBeNull();
    expect(reason({ discountValue: 100, mayMakeFree: false })).toBe(
      'The coupon TEST cannot make an order free.',
    );
    expect(reason({ discountType: 'fixed', discountValue: 10000, mayMakeFree: false })).toBe(
      'The coupon TEST cannot make an order free.',
    );
    expect(reason({ discountType: 'fixed', discountValue: 9999, mayMakeFree: false })).toBeNull();
    expect(reason({ active: false })).toBe('This coupon code is not valid.');
    expect(computeTotals(items, coupon({ active: false }), NOW).couponDiscountMinor).toBe(0);
  });
});
