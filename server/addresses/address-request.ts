// Reading POST and PUT customer-address (contracts/address.ts, SPEC section 5): free text has its
// whitespace collapsed to single spaces and trimmed and is bounded; the phone number and pincode
// are digits only (no spaces, no signs); the extension is +91. Each failure is a 400 naming the field.
import {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_PINCODE_LENGTH,
  ADDRESS_TYPES,
  type AddressType,
  DEFAULT_COUNTRY,
  PHONE_EXTENSION,
  PHONE_NUMBER_LENGTH,
} from '../../contracts/address.ts';
import { refuseHiddenCharacters } from '../customers/identifiers.ts';
import { refuseControlCharacters } from '../http/control-characters.ts';
import { badRequest } from '../http/http-error.ts';
import { fieldLabel } from '../i18n/field-labels.ts';

export interface AddressFields {
  fullName: string;
  phoneNumber: string;
  line1: string;
  line2: string | null;
  landmark: string | null;
  city: string;
  state: string;
  country: string;
  pincode: string;
  addressType: AddressType;
  /** undefined: not named (a new address takes the default when it is the customer's first). */
  defaultDelivery: boolean | undefined;
  defaultBilling: boolean | undefined;
}

type TextField = keyof typeof ADDRESS_FIELD_MAX_LENGTH;

export function parseAddress(body: Record<string, unknown>): AddressFields {
  const extension = body.phone_extension;
  if (extension !== undefined && extension !== null && extension !== PHONE_EXTENSION) {
    throw badRequest('The country code must be {code}.', { code: PHONE_EXTENSION });
  }
  return {
    fullName: requiredText(body, 'full_name'),
    phoneNumber: digits(body, 'phone_number', PHONE_NUMBER_LENGTH),
    line1: requiredText(body, 'address_line_1'),
    line2: optionalText(body, 'address_line_2'),
    landmark: optionalText(body, 'landmark'),
    city: requiredText(body, 'city'),
    state: requiredText(body, 'state'),
    country: optionalText(body, 'country') ?? DEFAULT_COUNTRY,
    pincode: digits(body, 'pincode', ADDRESS_PINCODE_LENGTH),
    addressType: addressType(body.address_type),
    defaultDelivery: optionalBoolean(body, 'is_default_delivery'),
    defaultBilling: optionalBoolean(body, 'is_default_billing'),
  };
}

function requiredText(body: Record<string, unknown>, name: TextField): string {
  const value = optionalText(body, name);
  if (value === null) throw badRequest('“{field}” is required.', { field: fieldLabel(name) });
  return value;
}

function optionalText(body: Record<string, unknown>, name: TextField): string | null {
  const raw = body[name];
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw badRequest('“{field}” must be text.', { field: fieldLabel(name) });
  // Tabs and line breaks are whitespace to collapse; other control characters are refused, and so
  // are what names refuse: text-direction and other invisible marks, halves of characters.
  const text = refuseHiddenCharacters(refuseControlCharacters(raw.replace(/\s+/g, ' ').trim(), name), name);
  if (text === '') return null;
  const max = ADDRESS_FIELD_MAX_LENGTH[name];
  if ([...text].length > max)
    throw badRequest('“{field}” can be at most {max} characters.', { field: fieldLabel(name), max });
  return text;
}

function digits(body: Record<string, unknown>, name: string, length: number): string {
  const raw = body[name];
  if (raw === undefined || raw === null || raw === '')
    throw badRequest('“{field}” is required.', { field: fieldLabel(name) });
  if (typeof raw !== 'string' || !new RegExp(`^[0-9]{${length}}$`).test(raw)) {
    throw badRequest('“{field}” must be exactly {length} digits, with no spaces.', {
      field: fieldLabel(name),
      length,
    });
  }
  return raw;
}

function addressType(raw: unknown): AddressType {
  if (raw === undefined || raw === null) return 'home';
  if (typeof raw !== 'string' || !(ADDRESS_TYPES as readonly string[]).includes(raw)) {
    throw badRequest('“{field}” must be one of {values}.', {
      field: 'address_type',
      values: ADDRESS_TYPES.join(', '),
    });
  }
  return raw as AddressType;
}

function optionalBoolean(body: Record<string, unknown>, name: string): boolean | undefined {
  const raw = body[name];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'boolean')
    throw badRequest('“{field}” must be true or false.', { field: fieldLabel(name) });
  return raw;
}
