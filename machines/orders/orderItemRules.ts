// The business rules of an ordered item (SPEC section 3 labels) read from the product's
// label/value list: "Yes" or "ON" switch a rule on, days are whole numbers, the Cancellation Charge
// is an amount in the store currency's major units. Pure, shared by the server (which fixes the
// rules into the order item when it is ordered) and the storefront.
import type { BusinessRuleLabel } from '../../contracts/pbs.ts';
import type { ItemRules } from './orderItem.types.ts';

export interface BusinessRule {
  label: BusinessRuleLabel | string;
  value: string;
}

/** The longest window a rule may give, in days (ten years); longer values are read as this. */
export const MAX_RULE_DAYS = 3650;

const isOn = (value: string | undefined) => value !== undefined && /^(yes|on)$/i.test(value.trim());

function days(value: string | undefined): number {
  if (value === undefined || !/^\s*\d{1,6}\s*$/.test(value)) return 0;
  return Math.min(Number(value), MAX_RULE_DAYS);
}

/** An amount in major units ("99", "99.50") as minor units; 0 when it is not an amount. */
function amountMinor(value: string | undefined, minorPerMajor: number): number {
  if (value === undefined || !/^\s*\d{1,9}(\.\d{1,2})?\s*$/.test(value)) return 0;
  return Math.round(Number(value) * minorPerMajor);
}

export function itemRulesOf(rules: readonly BusinessRule[], minorPerMajor = 100): ItemRules {
  const value = (label: BusinessRuleLabel) => rules.find((rule) => rule.label === label)?.value;
  const returnAllowed = isOn(value('Return Allowed'));
  const replacementAllowed = isOn(value('Replacement Allowed'));
  const refundCancellationAllowed = isOn(value('Refund Cancellation Allowed'));
  return {
    cancellationAllowed: isOn(value('Cancellation Allowed')),
    cancellationChargeMinor: amountMinor(value('Cancellation Charge'), minorPerMajor),
    returnAllowed,
    returnDays: returnAllowed ? days(value('Return Days')) : 0,
    replacementAllowed,
    replacementDays: replacementAllowed ? days(value('Replacement Days')) : 0,
    refundCancellationAllowed,
    refundCancellationDays: refundCancellationAllowed ? days(value('Refund Cancellation Days')) : 0,
  };
}
