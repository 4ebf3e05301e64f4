import { describe, expect, it } from 'vitest';
import { describeBusinessRule, describeBusinessRules } from '../../src/lib/businessRules.ts';

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
