// cfs customer addresses (SPEC sections 2 /customerAddress, 3 addressDetails, 5, 7 "addresses (and
// delete by {id})", 9 phone extension +91). SPEC does not show the paths or payloads; this file
// fixes them. Every response is wrapped in the envelope (envelope.ts); the types below are its
// response_body. 401 without a customer's token; another customer's address id answers 404.
//
//   GET    /cfs/rest/v3/customer-address             → AddressList
//   POST   /cfs/rest/v3/customer-address             AddressInput → CustomerAddress
//   PUT    /cfs/rest/v3/customer-address/{addressId} AddressInput → CustomerAddress
//   DELETE /cfs/rest/v3/customer-address/{addressId} → AddressList (what is left)

/** SPEC section 9: the phone extension every phone number carries. */
export const PHONE_EXTENSION = '+91';

/** Digits of a phone number after the extension (digits only: SPEC section 5's key filter). */
export const PHONE_NUMBER_LENGTH = 10;

/** Digits of a pincode (as pbs PINCODE_LENGTH); digits only, no spaces. */
export const ADDRESS_PINCODE_LENGTH = 6;

/** The most addresses one customer keeps. */
export const MAX_ADDRESSES = 20;

/** The longest text, in characters, of each free-text field (after collapsing whitespace). */
export const ADDRESS_FIELD_MAX_LENGTH = {
  full_name: 100,
  address_line_1: 200,
  address_line_2: 200,
  landmark: 100,
  city: 60,
  state: 60,
  country: 60,
} as const;

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** The country an address is in when the payload names none. */
export const DEFAULT_COUNTRY = 'India';

/**
 * A customer's address. Free text is stored with whitespace collapsed to single spaces and
 * trimmed (SPEC section 5); phone_number and pincode are digits only, with no spaces.
 */
export interface CustomerAddress {
  address_id: number;
  full_name: string;
  /** Always PHONE_EXTENSION. */
  phone_extension: string;
  /** PHONE_NUMBER_LENGTH digits. */
  phone_number: string;
  address_line_1: string;
  address_line_2: string | null;
  landmark: string | null;
  city: string;
  state: string;
  country: string;
  /** ADDRESS_PINCODE_LENGTH digits. */
  pincode: string;
  address_type: AddressType;
  /** At most one address of a customer is the default delivery address, and one the default billing. */
  is_default_delivery: boolean;
  is_default_billing: boolean;
  /** Whether the store delivers to the pincode (its delivery area); false: the screen flags it. */
  is_serviceable: boolean;
}

/** GET customer-address (oldest first) and DELETE's answer. */
export interface AddressList {
  addresses: CustomerAddress[];
  total_count: number;
}

/**
 * POST (add) and PUT (edit: the whole address again) customer-address. A customer's first address
 * becomes the default delivery and billing address; setting a default moves it from the other
 * addresses. A missing or blank optional field is stored as null (country: DEFAULT_COUNTRY). A
 * phone_extension other than PHONE_EXTENSION is a 400.
 */
export interface AddressInput {
  full_name: string;
  phone_extension?: string;
  phone_number: string;
  address_line_1: string;
  address_line_2?: string | null;
  landmark?: string | null;
  city: string;
  state: string;
  country?: string;
  pincode: string;
  address_type?: AddressType;
  is_default_delivery?: boolean;
  is_default_billing?: boolean;
}

/** SPEC section 3 local storage `user_pincode`: the pincode checked and the address it came from. */
export interface UserPincode {
  pincode: string;
  addressId: number;
}
