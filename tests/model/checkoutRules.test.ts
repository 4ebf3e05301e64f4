import { describe, expect, it } from 'vitest';
import {
  areAddressesReady,
  areSlotsChosen,
  checkedPincode,
  initialAddressChoice,
} from '../../machines/checkout/checkoutRules.ts';
import { ADDRESSES, CHECKOUTS } from './models/checkoutFixtures.ts';

const addresses = [ADDRESSES.home, ADDRESSES.far];

describe('checkout rules (SPEC sections 4 and 5; the steps: checkoutSteps.test.ts)', () => {
  it("starts from user_pincode's address, else the defaults; nothing when chosen already", () => {
    expect(initialAddressChoice(CHECKOUTS.fresh, addresses, null)).toEqual({ delivery: 1, billing: 1 });
    expect(initialAddressChoice(CHECKOUTS.fresh, addresses, { pincode: '999999', addressId: 2 })).toEqual({
      delivery: 2,
      billing: 1,
    });
    // An address no longer the customer's, or allProducts (no pincode), falls back to the defaults.
    expect(initialAddressChoice(CHECKOUTS.fresh, addresses, { pincode: '1', addressId: 99 })).toEqual({
      delivery: 1,
      billing: 1,
    });
    // The saved pincode's one rule (machines/shared/pincode.ts): blank or padded allProducts is no pincode too.
    for (const pincode of ['allProducts', ' allProducts ', '', '   ']) {
      expect(initialAddressChoice(CHECKOUTS.fresh, addresses, { pincode, addressId: 2 })).toEqual({
        delivery: 1,
        billing: 1,
      });
    }
    expect(initialAddressChoice(CHECKOUTS.addressed, addresses, null)).toBeNull();
    expect(initialAddressChoice(CHECKOUTS.fresh, [], null)).toBeNull();
    // Without defaults: the first address, for both.
    const plain = addresses.map((address) => ({
      ...address,
      is_default_delivery: false,
      is_default_billing: false,
    }));
    expect(initialAddressChoice(CHECKOUTS.fresh, plain, null)).toEqual({ delivery: 1, billing: 1 });
  });

  it('step 1 is done with both addresses and a served pincode; slots for every service item', () => {
    expect(areAddressesReady(CHECKOUTS.fresh)).toBe(false);
    expect(areAddressesReady(CHECKOUTS.unserviceable)).toBe(false);
    expect(areAddressesReady(CHECKOUTS.addressed)).toBe(true);
    expect(areSlotsChosen(CHECKOUTS.addressed)).toBe(false);
    expect(areSlotsChosen(CHECKOUTS.ready)).toBe(true);
    expect(checkedPincode(CHECKOUTS.fresh)).toBeNull();
    expect(checkedPincode(CHECKOUTS.unserviceable)).toEqual({ pincode: '999999', addressId: 2 });
  });
});
