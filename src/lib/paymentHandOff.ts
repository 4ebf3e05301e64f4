// The hand-off to a payment provider (SPEC sections 2 /cashfree /payment /amazonPayment, 3
// "Hand-off payment form fields", 8 "Missing payment data on /amazonPayment"): the checkout passes
// the signed form in the navigation state, and the provider's page posts it. Navigation state is
// whatever the browser kept (a reload, Back, a hand edit): it is taken only when it has the shape
// of that provider's form.
import {
  HAND_OFF_FORM_FIELDS,
  PAYMENT_FORM_COMMAND,
  type PaymentHandOff,
  type PaymentProvider,
} from '../../contracts/checkout.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The hand-off for `provider` in `state`, or null when there is none: the provider named, an http(s)
 * address to post to, and exactly the provider's fields, each text (the hosted form's command PURCHASE).
 */
export function handOffFor(state: unknown, provider: PaymentProvider): PaymentHandOff | null {
  if (!isRecord(state) || state.provider !== provider) return null;
  const url = state.payment_gateway_url;
  if (typeof url !== 'string' || !/^https?:\/\/[^\s]+$/.test(url)) return null;
  const fields = state.fields;
  if (!isRecord(fields)) return null;
  const names = Object.keys(fields);
  const expected = HAND_OFF_FORM_FIELDS[provider];
  if (names.length !== expected.length || !expected.every((name) => typeof fields[name] === 'string')) {
    return null;
  }
  if (provider === 'amazon_payment_services' && fields.command !== PAYMENT_FORM_COMMAND) return null;
  return state as unknown as PaymentHandOff;
}

/** The form's fields as name and value pairs, in the provider's order (what the hidden form posts). */
export function handOffFields(handOff: PaymentHandOff): Array<[name: string, value: string]> {
  const fields = handOff.fields as unknown as Record<string, string>;
  return HAND_OFF_FORM_FIELDS[handOff.provider].map((name) => [name, fields[name] ?? '']);
}

/** The key TanStack Router gives each history entry (kept in the entry's state, across reloads). */
export function historyEntryKey(state: unknown): string | null {
  if (!isRecord(state)) return null;
  const key = state.__TSR_key;
  return typeof key === 'string' && key !== '' ? key : null;
}

/**
 * The hand-off for `provider` in a navigation's history state, honoured only when the checkout
 * navigated there within this document. On the entry the document was loaded on (a reload, Back
 * from the provider, a restored tab) the form was posted already: there is nothing to pay.
 * The state itself is left as it is: rewriting it makes the router run the page's guards again
 * while the form is being posted (SPEC section 8).
 */
export function handOffInNavigation(
  state: unknown,
  provider: PaymentProvider,
  documentEntryKey: string | null,
): PaymentHandOff | null {
  const key = historyEntryKey(state);
  if (key !== null && key === documentEntryKey) return null;
  return handOffFor(isRecord(state) ? state.paymentHandOff : undefined, provider);
}
