import { useLingui } from '@lingui/react/macro';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_PINCODE_LENGTH,
  type AddressType,
  PHONE_NUMBER_LENGTH,
} from '../../../contracts/address.ts';
import type {
  AddressFieldProblem,
  AddressFormField,
  AddressFormProblems,
  AddressTextField,
} from '../../lib/addressForm.ts';

/** The shopper's words for each problem of the address form, field by field. */
export function useAddressProblemTexts(
  problems: AddressFormProblems,
): Partial<Record<AddressFormField, string>> {
  const { t } = useLingui();
  const phoneDigits = PHONE_NUMBER_LENGTH;
  const pincodeDigits = ADDRESS_PINCODE_LENGTH;
  const required: Record<AddressFormField, string> = {
    full_name: t`Enter the full name.`,
    phone_number: t`Enter the phone number.`,
    address_line_1: t`Enter the address.`,
    address_line_2: '',
    landmark: '',
    city: t`Enter the city.`,
    state: t`Enter the state.`,
    country: '',
    pincode: t`Enter the pincode.`,
  };
  const textOf = (field: AddressFormField, problem: AddressFieldProblem): string => {
    if (problem === 'required') return required[field];
    if (field === 'phone_number') return t`Enter the ${phoneDigits} digits of the phone number.`;
    if (field === 'pincode') return t`Enter a ${pincodeDigits}-digit pincode.`;
    const max = ADDRESS_FIELD_MAX_LENGTH[field as AddressTextField];
    return t`At most ${max} characters.`;
  };
  const texts: Partial<Record<AddressFormField, string>> = {};
  for (const [field, problem] of Object.entries(problems) as Array<[AddressFormField, AddressFieldProblem]>) {
    texts[field] = textOf(field, problem);
  }
  return texts;
}

/**
 * The name of an address type. Its own context: "Home" is also the breadcrumb's link to the home
 * page, which other languages word differently ('Domicile' here, 'Accueil' there).
 */
export function useAddressTypeLabel(): (type: AddressType) => string {
  const { t } = useLingui();
  const labels: Record<AddressType, string> = {
    home: t({ message: 'Home', context: 'address type' }),
    work: t({ message: 'Work', context: 'address type' }),
    other: t({ message: 'Other', context: 'address type' }),
  };
  return (type) => labels[type];
}
