// How many steps a checkout has (SPEC sections 3 "steps", 4 "Checkout steps", 9): the one rule the
// reference server answers as `number_of_steps` (server/checkout/checkout-totals.ts) and the
// checkout machine follows. Both call this function, so they cannot disagree.
import type { ItemType } from '../../contracts/cfs.ts';
import {
  type Checkout,
  DEFAULT_CHECKOUT_STEPS,
  FREE_CHECKOUT_STEPS,
  type NumberOfSteps,
  REQUEST_CHECKOUT_STEPS,
} from '../../contracts/checkout.ts';

/** What the number of steps depends on: each item's type, and whether the order costs nothing. */
export interface StepsBasis {
  /** The item type of every item of the checkout (a request item is request-based). */
  itemTypes: readonly ItemType[];
  /** The order's total comes to nothing (free items, or a coupon that makes it free). */
  isFree: boolean;
}

/**
 * 0 when every item is request-based (a request: no addresses, no payment); 2 when every item is
 * free or the order costs nothing (no payment step); otherwise 3 (addresses, summary, payment).
 * A request wins over free: request items carry no price, so a request alone also sums to nothing.
 */
export function numberOfCheckoutSteps({ itemTypes, isFree }: StepsBasis): NumberOfSteps {
  const every = (type: ItemType) => itemTypes.length > 0 && itemTypes.every((itemType) => itemType === type);
  if (every('request_item')) return REQUEST_CHECKOUT_STEPS;
  if (isFree || every('free_item')) return FREE_CHECKOUT_STEPS;
  return DEFAULT_CHECKOUT_STEPS;
}

/** The basis of a checkout as the server answered it (the client's side of the same rule). */
export function stepsBasisOf(checkout: Pick<Checkout, 'checkout_items' | 'order_details'>): StepsBasis {
  return {
    itemTypes: checkout.checkout_items.map((item) => item.item_type),
    isFree: checkout.order_details.is_free,
  };
}

/** A request: every item is request-based, so there are no addresses to choose and nothing to pay. */
export const isRequestCheckout = (steps: NumberOfSteps): boolean => steps === REQUEST_CHECKOUT_STEPS;

/** Nothing to pay: addresses and summary, no payment step. */
export const isFreeCheckout = (steps: NumberOfSteps): boolean => steps === FREE_CHECKOUT_STEPS;

/** Addresses, summary and payment. */
export const hasPaymentStep = (steps: NumberOfSteps): boolean => steps === DEFAULT_CHECKOUT_STEPS;
