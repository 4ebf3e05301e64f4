// The address form's rules (contracts/address.ts, SPEC sections 5 and 9), checked before anything
// is sent so that the shopper reads a translated reason next to the field: the phone number and the
// pincode are digits only with no spaces (the phone after the fixed +91), free text is collapsed to
// single spaces and trimmed, required fields are filled in and every field fits its bound. The
// reference server checks the same on arrival.
import {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_PINCODE_LENGTH,
  type AddressInput,
  type AddressType,
  type CustomerAddress,
  DEFAULT_COUNTRY,
  PHONE_EXTENSION,
  PHONE_NUMBER_LENGTH,
} from '../../contracts/address.ts';
import { collapseWhitespace } from './collapseWhitespace.ts';

/** What the form holds, as typed. */
export interface AddressFormValues {
  full_name: string;
  phone_number: string;
  address_line_1: string;
  address_line_2: string;
  landmark: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  address_type: AddressType;
  is_default_delivery: boolean;
  is_default_billing: boolean;
}

export type AddressTextField = keyof typeof ADDRESS_FIELD_MAX_LENGTH;
export type AddressFormField = AddressTextField | 'phone_number' | 'pincode';

export type AddressFieldProblem = 'required' | 'tooLong' | 'invalid';
export type AddressFormProblems = Partial<Record<AddressFormField, AddressFieldProblem>>;

/** The fields in the form's order (the first with a problem takes the focus). */
export const ADDRESS_FORM_FIELDS: readonly AddressFormField[] = [
  'full_name',
  'phone_number',
  'address_line_1',
  'address_line_2',
  'landmark',
  'city',
  'state',
  'pincode',
  'country',
];

const REQUIRED_TEXT: ReadonlySet<AddressTextField> = new Set([
  'full_name',
  'address_line_1',
  'city',
  'state',
]);

/** An empty form; `first` says whether it is the customer's first address (which becomes both defaults). */
export function emptyAddressForm(first: boolean): AddressFormValues {
  return {
    full_name: '',
    phone_number: '',
    address_line_1: '',
    address_line_2: '',
    landmark: '',
    city: '',
    state: '',
    country: DEFAULT_COUNTRY,
    pincode: '',
    address_type: 'home',
    is_default_delivery: first,
    is_default_billing: first,
  };
}

/** The form filled in with a kept address, to edit it. */
export function addressFormOf(address: CustomerAddress): AddressFormValues {
  return {
    full_name: address.full_name,
    phone_number: address.phone_number,
    address_line_1: address.address_line_1,
    address_line_2: address.address_line_2 ?? '',
    landmark: address.landmark ?? '',
    city: address.city,
    state: address.state,
    country: address.country,
    pincode: address.pincode,
    address_type: address.address_type,
    is_default_delivery: address.is_default_delivery,
    is_default_billing: address.is_default_billing,
  };
}

/** Characters as a person counts them (code points). */
const lengthOf = (text: string) => [...text].length;

function digitsProblem(value: string, length: number): AddressFieldProblem | null {
  if (value === '') return 'required';
  return new RegExp(`^[0-9]{${length}}$`).test(value) ? null : 'invalid';
}

/**
 * What is wrong with each field, empty when nothing is. Digits fields are taken exactly as typed (a
 * space is a problem, not trimmed away: the field's key filter never lets one in).
 */
export function addressFormProblems(values: AddressFormValues): AddressFormProblems {
  const problems: AddressFormProblems = {};
  for (const field of Object.keys(ADDRESS_FIELD_MAX_LENGTH) as AddressTextField[]) {
    const text = collapseWhitespace(values[field]);
    if (text === '' && REQUIRED_TEXT.has(field)) problems[field] = 'required';
    else if (lengthOf(text) > ADDRESS_FIELD_MAX_LENGTH[field]) problems[field] = 'tooLong';
  }
  const phone = digitsProblem(values.phone_number, PHONE_NUMBER_LENGTH);
  if (phone) problems.phone_number = phone;
  const pincode = digitsProblem(values.pincode, ADDRESS_PINCODE_LENGTH);
  if (pincode) problems.pincode = pincode;
  return problems;
}

/** The first field, in the form's order, that has a problem; null when none has. */
export function firstProblemField(problems: AddressFormProblems): AddressFormField | null {
  return ADDRESS_FORM_FIELDS.find((field) => problems[field] !== undefined) ?? null;
}

const optional = (text: string) => {
  const collapsed = collapseWhitespace(text);
  return collapsed === '' ? null : collapsed;
};

/** What is sent: free text collapsed and trimmed, blank optional fields null, the phone with +91. */
export function toAddressInput(values: AddressFormValues): AddressInput {
  return {
    full_name: collapseWhitespace(values.full_name),
    phone_extension: PHONE_EXTENSION,
    phone_number: values.phone_number,
    address_line_1: collapseWhitespace(values.address_line_1),
    address_line_2: optional(values.address_line_2),
    landmark: optional(values.landmark),
    city: collapseWhitespace(values.city),
    state: collapseWhitespace(values.state),
    country: optional(values.country) ?? DEFAULT_COUNTRY,
    pincode: values.pincode,
    address_type: values.address_type,
    is_default_delivery: values.is_default_delivery,
    is_default_billing: values.is_default_billing,
  };
}

/** A kept address sent back with one default turned on (the rest as it is). */
export function withDefault(address: CustomerAddress, which: 'delivery' | 'billing'): AddressInput {
  const values = addressFormOf(address);
  return toAddressInput(
    which === 'delivery' ? { ...values, is_default_delivery: true } : { ...values, is_default_billing: true },
  );
}

/** The address on one line, for lists and screen readers: "12 MG Road, Landmark, Pune, Maharashtra 411001". */
export function addressOneLine(address: CustomerAddress): string {
  const parts = [address.address_line_1, address.address_line_2, address.landmark, address.city];
  const head = parts.filter((part): part is string => Boolean(part)).join(', ');
  return `${head}, ${address.state} ${address.pincode}`;
}
