// Types of the checkout (machines/checkout/checkout.machine.ts).
import type { AddressInput, CustomerAddress, UserPincode } from '../../contracts/address.ts';
import type {
  Checkout,
  CouponList,
  CouponValidation,
  CreateCheckoutRequest,
  NumberOfSteps,
  OrderCheckout,
  OrderPlacement,
  PaymentTypes,
} from '../../contracts/checkout.ts';
import type { FlowError } from '../shared/flowError.ts';
import type { PaymentSelectionChanged, SelectedPayment } from './paymentSelection.types.ts';

/**
 * The storefront opens a checkout when the router says its page is open
 * (machines/storefront/storefront.machine.ts): a checkout's id opens it; a start (the cart's
 * Proceed to checkout, or Buy now) makes a new one on the server first.
 */
export type CheckoutInput = { checkoutId: string } | { start: CreateCheckoutRequest };

/** What the `createCheckout` actor resolves: the new checkout's id, or why the cart's was refused. */
export type CheckoutCreated =
  | { kind: 'created'; checkoutId: string }
  /** The cart could not be brought together after sign-in (a failed merge or load): nothing was made. */
  | { kind: 'cartNotReady'; error: FlowError | null }
  /** An order of the cart waits at the provider for its payment: that order, to pay or cancel. */
  | { kind: 'cartOrderAwaitingPayment'; orderId: number; error: FlowError };

/** Why a new checkout was not made: refused for the cart, or the request failed (no answer, out of stock…). */
export type CheckoutStartRefusal =
  | Exclude<CheckoutCreated, { kind: 'created' }>
  | { kind: 'failed'; error: FlowError };

/** SPEC section 3 steps {activeStep, numberOfSteps}. */
export interface CheckoutSteps {
  /** 1 addresses, 2 summary, 3 payment; 0 for a request. */
  activeStep: 0 | 1 | 2 | 3;
  numberOfSteps: NumberOfSteps;
}

/** The delivery and billing address ids being chosen. */
export interface AddressChoice {
  delivery: number;
  billing: number;
}

/** An address being added (addressId null) or edited: kept until the server took it. */
export interface AddressDraft {
  addressId: number | null;
  address: AddressInput;
}

/** What the `loadCheckout` actor resolves: the checkout, what its steps offer, and the pincode last checked. */
export interface CheckoutLoad {
  checkout: Checkout;
  /** Local storage `user_pincode`: the pincode last checked and its address (read as the checkout opens). */
  savedPincode: UserPincode | null;
  addresses: CustomerAddress[];
  paymentTypes: PaymentTypes;
  coupons: CouponList['coupons'];
}

/** What the `saveAddress` actor resolves: the address as saved, and the customer's addresses now. */
export interface SavedAddress {
  address: CustomerAddress;
  addresses: CustomerAddress[];
}

/** What the `placeOrder` actor resolves: the order (or request), and the hand-off when it is paid online. */
export interface OrderPlaced {
  placement: OrderPlacement;
  handOff: OrderCheckout | null;
}

export interface CheckoutContext {
  /** The checkout's id; null while a new one is being made. */
  checkoutId: string | null;
  /** What a new checkout is made from (null when an existing one was opened). */
  start: CreateCheckoutRequest | null;
  /** Why the new checkout was not made. */
  startRefusal: CheckoutStartRefusal | null;
  /** The checkout as the server last answered it (items, addresses, pincode check, coupon, summary). */
  checkout: Checkout | null;
  addresses: CustomerAddress[];
  paymentTypes: PaymentTypes | null;
  coupons: CouponList['coupons'];
  steps: CheckoutSteps;
  /** The addresses being chosen (sent with PUT address). */
  choice: AddressChoice | null;
  addressDraft: AddressDraft | null;
  /** The coupon code typed last (kept when it is refused). */
  couponDraft: string;
  /** The server's word on the code typed last (is_valid false says why). */
  couponValidation: CouponValidation | null;
  /** The payment selection as the paymentSelection child last announced it. */
  selectedPayment: SelectedPayment;
  placement: OrderPlacement | null;
  /** Why the last step failed; null when nothing failed. What the customer entered stays. */
  error: FlowError | null;
}

export type CheckoutEvent =
  | { type: 'RETRY' }
  | { type: 'SELECT_DELIVERY'; addressId: number }
  | { type: 'SELECT_BILLING'; addressId: number }
  | { type: 'ADD_ADDRESS'; address: AddressInput }
  | { type: 'EDIT_ADDRESS'; addressId: number; address: AddressInput }
  | { type: 'APPLY_COUPON'; code: string }
  | { type: 'REMOVE_COUPON' }
  | { type: 'SELECT_SLOT'; checkoutItemId: number; slotId: number }
  /** Go to the next step (addresses → summary → payment). */
  | { type: 'CONTINUE' }
  /** Go back to the previous step. */
  | { type: 'BACK' }
  /** Place the order (free orders at step 2, others at step 3) or submit the request. */
  | { type: 'PLACE_ORDER' }
  | PaymentSelectionChanged;

/** Inputs of the checkout's actors. */
export interface ChooseAddressesInput {
  checkoutId: string;
  choice: AddressChoice;
}
export interface SaveAddressInput {
  draft: AddressDraft;
}
export interface CouponInput {
  checkoutId: string;
  code: string;
}
export interface ChooseSlotInput {
  checkoutId: string;
  checkoutItemId: number;
  slotId: number;
}
export interface PlaceOrderInput {
  checkoutId: string;
  /** The chosen methods ([] for a free order or a request): sent with PUT payment-type first. */
  paymentTypeIds: number[];
}

/** Which screen of the checkout shows. */
export type CheckoutScreen =
  | 'loading'
  | 'loadFailed'
  | 'addresses'
  | 'summary'
  | 'payment'
  | 'request'
  | 'placing'
  | 'placed'
  | 'handedOff'
  /** Its order was made already: the page points to it. */
  | 'ordered';
