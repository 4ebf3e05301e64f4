// The checkout's address rules (machines/checkout/checkoutRules.ts) at the edges the model and
// rule tests do not reach (found by mutation testing, docs/testing/mutation.md).
import { describe, expect, it } from 'vitest';
import type { Checkout } from '../../contracts/checkout.ts';
import {
  areAddressesReady,
  checkedPincode,
  initialAddressChoice,
} from '../../machines/checkout/checkoutRules.ts';
import { ADDRESSES, CHECKOUTS } from '../model/models/checkoutFixtures.ts';

const served = { pincode: '411001', address_id: 1, serviceable: true, undeliverable_item_ids: [] };

const withAddresses = (
  delivery: number | null,
  billing: number | null,
  pincodeCheck: Checkout['pincode_check'] = served,
): Checkout => ({ ...CHECKOUTS.fresh, address: { delivery, billing }, pincode_check: pincodeCheck });

describe('checkout: the first addresses chosen', () => {
  it('delivers to the default delivery address, wherever it is in the list', () => {
    const secondIsDefault = [
      { ...ADDRESSES.far, is_default_delivery: false, is_default_billing: false },
      { ...ADDRESSES.added, is_default_delivery: true, is_default_billing: true },
    ];
    expect(initialAddressChoice(CHECKOUTS.fresh, secondIsDefault, null)).toEqual({ delivery: 3, billing: 3 });
  });
});

describe('checkout: step 1 is done', () => {
  it('only with both a delivery and a billing address, and the delivery pincode served', () => {
    expect(areAddressesReady(withAddresses(1, 1))).toBe(true);
    expect(areAddressesReady(withAddresses(1, null))).toBe(false);
    expect(areAddressesReady(withAddresses(null, 1))).toBe(false);
    expect(areAddressesReady(withAddresses(1, 1, { ...served, serviceable: false }))).toBe(false);
  });
});

describe('checkout: the pincode user_pincode keeps', () => {
  it('is kept only with the address it was checked for', () => {
    expect(checkedPincode(withAddresses(1, 1))).toEqual({ pincode: '411001', addressId: 1 });
    expect(checkedPincode(withAddresses(1, 1, { ...served, address_id: null }))).toBeNull();
    expect(checkedPincode(withAddresses(1, 1, { ...served, pincode: null }))).toBeNull();
  });
});
