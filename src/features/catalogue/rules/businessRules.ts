import type { BusinessRule, BusinessRuleLabel } from '../../../../contracts/pbs.ts';
import { offerText } from '../../../lib/discount.ts';

/**
 * A product's business rules (returns, replacement, cancellation; SPEC section 3) read for
 * display. Labels that grant something ("… Allowed", "Replacement") hold a yes/no flag; "… Days"
 * a number of days; "Cancellation Charge" an amount; "Discount Details" free text. A value that
 * does not read as its kind is shown as the text it is; a blank value hides the rule.
 */
export type BusinessRuleView =
  | { label: BusinessRuleLabel; kind: 'flag'; allowed: boolean }
  | { label: BusinessRuleLabel; kind: 'days'; days: number }
  | { label: BusinessRuleLabel; kind: 'amount'; amount: number }
  | { label: BusinessRuleLabel; kind: 'text'; text: string };

const FLAG_LABELS: ReadonlySet<string> = new Set([
  'Return Allowed',
  'Replacement Allowed',
  'Replacement',
  'Refund Cancellation Allowed',
  'Cancellation Allowed',
]);
const DAY_LABELS: ReadonlySet<string> = new Set([
  'Return Days',
  'Replacement Days',
  'Refund Cancellation Days',
]);
const AMOUNT_LABELS: ReadonlySet<string> = new Set(['Cancellation Charge']);

/** SPEC section 3 constants: 'ON', 'Yes', 'Active' mean on. */
const YES = new Set(['yes', 'y', 'true', '1', 'on', 'active', 'allowed']);
const NO = new Set(['no', 'n', 'false', '0', 'off', 'inactive', 'not allowed']);

export function describeBusinessRule(rule: BusinessRule): BusinessRuleView | null {
  const text = String(rule.value ?? '').trim();
  if (text === '') return null;
  const { label } = rule;
  if (FLAG_LABELS.has(label)) {
    const word = text.toLowerCase();
    if (YES.has(word)) return { label, kind: 'flag', allowed: true };
    if (NO.has(word)) return { label, kind: 'flag', allowed: false };
  } else if (DAY_LABELS.has(label)) {
    const days = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isSafeInteger(days)) return { label, kind: 'days', days };
  } else if (AMOUNT_LABELS.has(label)) {
    const amount = /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isFinite(amount)) return { label, kind: 'amount', amount };
  }
  return { label, kind: 'text', text };
}

/** The rules to show, in the order given, without the blank ones. */
export function describeBusinessRules(rules: readonly BusinessRule[] | null | undefined): BusinessRuleView[] {
  return (rules ?? []).map(describeBusinessRule).filter((view): view is BusinessRuleView => view !== null);
}

/**
 * The rules to show on a page whose price already shows the discount: without a "Discount
 * Details" rule that repeats it, i.e. one that only says a percent off the price shows or has no
 * price to apply to (offerText's rule), or that says the same words as the offer shown by the price
 * (`shownOffer`). The store's other discount words stay.
 */
export function withoutRepeatedDiscount(
  rules: readonly BusinessRule[],
  shown: { percent: number; priceShown: boolean; offer: string | null },
): BusinessRule[] {
  return rules.filter((rule) => {
    if (rule.label !== 'Discount Details') return true;
    const offer = offerText(rule.value, shown.percent, shown.priceShown);
    return offer !== null && offer !== shown.offer?.trim();
  });
}
