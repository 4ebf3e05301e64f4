// How an item's business rules are read from the product's label/value list (SPEC section 3
// labels), at the edges the model and rule tests do not reach (found by mutation testing,
// docs/testing/mutation.md).
import { describe, expect, it } from 'vitest';
import { type BusinessRule, itemRulesOf } from '../../machines/orders/orderItemRules.ts';

const rules = (entries: Record<string, string>): BusinessRule[] =>
  Object.entries(entries).map(([label, value]) => ({ label, value }));

describe('itemRulesOf: a rule is on only for "Yes" or "ON", whole', () => {
  it('reads Yes and ON in any case, around spaces; not words that merely start or end with them', () => {
    expect(itemRulesOf(rules({ 'Return Allowed': ' Yes ' })).returnAllowed).toBe(true);
    expect(itemRulesOf(rules({ 'Return Allowed': 'on' })).returnAllowed).toBe(true);
    expect(itemRulesOf(rules({ 'Return Allowed': 'yesterday' })).returnAllowed).toBe(false);
    expect(itemRulesOf(rules({ 'Return Allowed': 'turned on' })).returnAllowed).toBe(false);
  });

  it('reads the replacement and refund-cancellation rules with their own days', () => {
    const read = itemRulesOf(
      rules({
        'Replacement Allowed': 'Yes',
        'Replacement Days': '5',
        'Refund Cancellation Allowed': 'Yes',
        'Refund Cancellation Days': '3',
      }),
    );
    expect(read).toMatchObject({
      replacementAllowed: true,
      replacementDays: 5,
      refundCancellationAllowed: true,
      refundCancellationDays: 3,
    });
  });
});

describe('itemRulesOf: days are whole numbers, anything else is none', () => {
  it('takes digits with spaces around; not digits mixed with other characters', () => {
    const returnDays = (value: string) =>
      itemRulesOf(rules({ 'Return Allowed': 'Yes', 'Return Days': value })).returnDays;
    expect(returnDays(' 7 ')).toBe(7);
    expect(returnDays('x7')).toBe(0);
    expect(returnDays('7x')).toBe(0);
    expect(returnDays('7 days')).toBe(0);
  });
});

describe('itemRulesOf: the cancellation charge is an amount in major units', () => {
  it('reads whole amounts and up to two decimals; anything else, or none, is no charge', () => {
    const charge = (value?: string) =>
      itemRulesOf(rules(value === undefined ? {} : { 'Cancellation Charge': value })).cancellationChargeMinor;
    expect(charge('99')).toBe(9900);
    expect(charge(' 99.50 ')).toBe(9950);
    expect(charge('99.5')).toBe(9950);
    expect(charge('x99')).toBe(0);
    expect(charge('99x')).toBe(0);
    expect(charge('99 rupees')).toBe(0);
    expect(charge()).toBe(0);
  });
});
