import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '../../contracts/address.ts';
import {
  addressFormOf,
  addressFormProblems,
  addressOneLine,
  emptyAddressForm,
  firstProblemField,
  toAddressInput,
  withDefault,
} from '../../src/lib/addressForm.ts';

const filled = {
  ...emptyAddressForm(false),
  full_name: 'Asha Rao',
  phone_number: '9876543210',
  address_line_1: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

const kept: CustomerAddress = {
  address_id: 4,
  full_name: 'Asha Rao',
  phone_extension: '+91',
  phone_number: '9876543210',
  address_line_1: '12 MG Road',
  address_line_2: null,
  landmark: 'Near the park',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: '411001',
  address_type: 'work',
  is_default_delivery: false,
  is_default_billing: true,
  is_serviceable: true,
};

describe('addressFormProblems', () => {
  it('finds nothing wrong with a complete address', () => {
    expect(addressFormProblems(filled)).toEqual({});
  });

  it('asks for the name, first line, city, state, phone and pincode', () => {
    expect(addressFormProblems(emptyAddressForm(true))).toEqual({
      full_name: 'required',
      address_line_1: 'required',
      city: 'required',
      state: 'required',
      phone_number: 'required',
      pincode: 'required',
    });
  });

  it('counts spaces only as nothing typed', () => {
    expect(addressFormProblems({ ...filled, full_name: '  \t ' }).full_name).toBe('required');
  });

  it('wants exactly ten digits of phone and six of pincode, with no spaces', () => {
    expect(addressFormProblems({ ...filled, phone_number: '987654321' }).phone_number).toBe('invalid');
    expect(addressFormProblems({ ...filled, phone_number: '98765 43210' }).phone_number).toBe('invalid');
    expect(addressFormProblems({ ...filled, phone_number: '+919876543210' }).phone_number).toBe('invalid');
    expect(addressFormProblems({ ...filled, pincode: '41100' }).pincode).toBe('invalid');
    expect(addressFormProblems({ ...filled, pincode: '411 001' }).pincode).toBe('invalid');
    expect(addressFormProblems({ ...filled, pincode: '٤١١٠٠١' }).pincode).toBe('invalid');
  });

  it('bounds free text after collapsing its spaces, counting characters as people do', () => {
    expect(addressFormProblems({ ...filled, city: 'क'.repeat(60) }).city).toBeUndefined();
    expect(addressFormProblems({ ...filled, city: 'क'.repeat(61) }).city).toBe('tooLong');
    expect(addressFormProblems({ ...filled, city: `${'a'.repeat(30)}      ${'b'.repeat(29)}` }).city).toBe(
      undefined,
    );
    expect(addressFormProblems({ ...filled, landmark: 'x'.repeat(101) }).landmark).toBe('tooLong');
  });
});

describe('firstProblemField', () => {
  it("follows the form's order", () => {
    expect(firstProblemField({ pincode: 'invalid', city: 'required' })).toBe('city');
    expect(firstProblemField({})).toBeNull();
  });
});

describe('toAddressInput', () => {
  it('collapses free text, sends blanks as null and the phone with +91', () => {
    expect(
      toAddressInput({ ...filled, full_name: '  Asha   Rao ', address_line_2: '   ', country: ' ' }),
    ).toEqual({
      full_name: 'Asha Rao',
      phone_extension: '+91',
      phone_number: '9876543210',
      address_line_1: '12 MG Road',
      address_line_2: null,
      landmark: null,
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411001',
      address_type: 'home',
      is_default_delivery: false,
      is_default_billing: false,
    });
  });

  it('round-trips a kept address', () => {
    const input = toAddressInput(addressFormOf(kept));
    expect(input).toMatchObject({ landmark: 'Near the park', address_line_2: null, address_type: 'work' });
    expect(input.is_default_billing).toBe(true);
  });
});

describe('withDefault', () => {
  it('turns one default on and keeps the other', () => {
    expect(withDefault(kept, 'delivery')).toMatchObject({
      is_default_delivery: true,
      is_default_billing: true,
    });
    const billingOnly = { ...kept, is_default_billing: false };
    expect(withDefault(billingOnly, 'billing')).toMatchObject({
      is_default_delivery: false,
      is_default_billing: true,
    });
  });
});

describe('emptyAddressForm and addressOneLine', () => {
  it("makes a customer's first address both defaults", () => {
    expect(emptyAddressForm(true)).toMatchObject({ is_default_delivery: true, is_default_billing: true });
    expect(emptyAddressForm(false)).toMatchObject({ is_default_delivery: false, is_default_billing: false });
  });

  it('writes an address on one line, leaving out empty parts', () => {
    expect(addressOneLine(kept)).toBe('12 MG Road, Near the park, Pune, Maharashtra 411001');
  });
});
