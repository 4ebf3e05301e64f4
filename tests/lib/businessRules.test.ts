import { describe, expect, it } from 'vitest';
import {
  describeBusinessRule,
  describeBusinessRules,
  withoutRepeatedDiscount,
} from '../../src/features/catalogue/rules/businessRules.ts';

describe('describeBusinessRule', () => {
  it('reads the "allowed" labels as yes/no flags', () => {
    expect(describeBusinessRule({ label: 'Return Allowed', value: 'Yes' })).toEqual({
      label: 'Return Allowed',
      kind: 'flag',
      allowed: true,
    });
    expect(describeBusinessRule({ label: 'Cancellation Allowed', value: 'no' })).toMatchObject({
      allowed: false,
    });
    expect(describeBusinessRule({ label: 'Replacement', value: 'ON' })).toMatchObject({ allowed: true });
    expect(describeBusinessRule({ label: 'Refund Cancellation Allowed', value: 'Active' })).toMatchObject({
      allowed: true,
    });
  });

  it('reads the "days" labels as a number of days', () => {
    expect(describeBusinessRule({ label: 'Return Days', value: '7' })).toEqual({
      label: 'Return Days',
      kind: 'days',
      days: 7,
    });
    expect(describeBusinessRule({ label: 'Refund Cancellation Days', value: ' 0 ' })).toMatchObject({
      days: 0,
    });
  });

  it('reads the cancellation charge as an amount', () => {
    expect(describeBusinessRule({ label: 'Cancellation Charge', value: '49.50' })).toEqual({
      label: 'Cancellation Charge',
      kind: 'amount',
      amount: 49.5,
    });
  });

  it('shows other values as the text they are', () => {
    expect(describeBusinessRule({ label: 'Discount Details', value: '10% off on prepaid' })).toEqual({
      label: 'Discount Details',
      kind: 'text',
      text: '10% off on prepaid',
    });
    expect(describeBusinessRule({ label: 'Return Days', value: 'a week' })).toMatchObject({
      kind: 'text',
      text: 'a week',
    });
    expect(describeBusinessRule({ label: 'Cancellation Charge', value: '5%' })).toMatchObject({
      kind: 'text',
    });
    expect(describeBusinessRule({ label: 'Return Allowed', value: 'Ask the seller' })).toMatchObject({
      kind: 'text',
    });
  });

  it('hides a rule without a value', () => {
    expect(describeBusinessRule({ label: 'Return Days', value: '  ' })).toBeNull();
  });
});

describe('describeBusinessRules', () => {
  it('keeps the order and drops blank rules', () => {
    const views = describeBusinessRules([
      { label: 'Return Allowed', value: 'Yes' },
      { label: 'Return Days', value: '' },
      { label: 'Cancellation Charge', value: '20' },
    ]);
    expect(views.map((view) => view.label)).toEqual(['Return Allowed', 'Cancellation Charge']);
    expect(describeBusinessRules(undefined)).toEqual([]);
  });
});

describe('withoutRepeatedDiscount', () => {
  const rules = (discount: string) => [
    { label: 'Discount Details' as const, value: discount },
    { label: 'Return Allowed' as const, value: 'Yes' },
  ];

  it('drops a "Discount Details" rule that only repeats the percent off the price shows', () => {
    const shown = { percent: 5, priceShown: true, offer: null };
    expect(withoutRepeatedDiscount(rules('5% off'), shown)).toEqual([
      { label: 'Return Allowed', value: 'Yes' },
    ]);
    expect(withoutRepeatedDiscount(rules(' 5 % OFF '), shown)).toHaveLength(1);
  });

  it('drops a bare percent off beside a price on request, and words the price already shows', () => {
    expect(
      withoutRepeatedDiscount(rules('5% off'), { percent: 0, priceShown: false, offer: null }),
    ).toHaveLength(1);
    expect(
      withoutRepeatedDiscount(rules('Festive offer'), {
        percent: 5,
        priceShown: true,
        offer: 'Festive offer',
      }),
    ).toHaveLength(1);
  });

  it("keeps the store's own words, and a percent off when the price shows none", () => {
    expect(
      withoutRepeatedDiscount(rules('Festive offer'), { percent: 5, priceShown: true, offer: null }),
    ).toEqual(rules('Festive offer'));
    expect(withoutRepeatedDiscount(rules('5% off'), { percent: 0, priceShown: true, offer: null })).toEqual(
      rules('5% off'),
    );
  });
});
