// Types of the checkout (machines/checkout/checkout.machine.ts).
import type { AddressInput, CustomerAddress, UserPincode } from '../../contracts/address.ts';
import type {
  Checkout,
  CouponList,
  CouponValidation,
  NumberOfSteps,
  OrderCheckout,
  OrderPlacement,
  PaymentTypes,
} from '../../contracts/checkout.ts';
import type { FlowError } from '../shared/flowError.ts';
import type { PaymentSelectionChanged, SelectedPayment } from './paymentSelection.types.ts';

/** The storefront opens a checkout when the router says its page is open (machines/storefront/storefront.machine.ts). */
export interface CheckoutInput {
  checkoutId: string;
}

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
  checkoutId: string;
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
