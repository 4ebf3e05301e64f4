// The checkout's rules (SPEC sections 3 "Checkout state", 4, 5), as pure functions the checkout
// machine applies and screens may read. The number of steps is checkoutSteps.ts (shared with the server).
import type { CustomerAddress, UserPincode } from '../../contracts/address.ts';
import type { Checkout } from '../../contracts/checkout.ts';
import { effectivePincode } from '../shared/pincode.ts';
import type { AddressChoice } from './checkout.types.ts';

/**
 * The addresses a checkout without a chosen delivery address starts with: the address of the saved
 * pincode (user_pincode) when it is still the customer's, else the default delivery address, else
 * the first; billing: the default billing address, else the same. null when nothing is to be sent.
 */
export function initialAddressChoice(
  checkout: Checkout,
  addresses: readonly CustomerAddress[],
  savedPincode: UserPincode | null,
): AddressChoice | null {
  if (checkout.address.delivery !== null || addresses.length === 0) return null;
  const saved =
    savedPincode && effectivePincode(savedPincode.pincode) !== null
      ? addresses.find((address) => address.address_id === savedPincode.addressId)
      : undefined;
  const delivery = saved ?? addresses.find((address) => address.is_default_delivery) ?? addresses[0];
  if (!delivery) return null;
  const billing = addresses.find((address) => address.is_default_billing) ?? delivery;
  return { delivery: delivery.address_id, billing: billing.address_id };
}

/** Step 1 is done: delivery and billing addresses chosen, and the delivery pincode is served. */
export function areAddressesReady(checkout: Checkout): boolean {
  return (
    checkout.address.delivery !== null &&
    checkout.address.billing !== null &&
    checkout.pincode_check.serviceable === true
  );
}

/** Every service item has its slot. */
export function areSlotsChosen(checkout: Checkout): boolean {
  return checkout.checkout_items.every((item) => !item.requires_slot || item.slot !== null);
}

/** What `user_pincode` keeps after a pincode check: the pincode and its address; null when none was checked. */
export function checkedPincode(checkout: Checkout): UserPincode | null {
  const { pincode, address_id: addressId } = checkout.pincode_check;
  return pincode !== null && addressId !== null ? { pincode, addressId } : null;
}
