// Types of the payment selection (machines/checkout/paymentSelection.machine.ts).
import type { PaymentConfig, PaymentMethod, PaymentTypeRestrictions } from '../../contracts/checkout.ts';
import type { FlowError } from '../shared/flowError.ts';

/** SPEC section 3 selectedPayment {payment[], paymentConfig, isPaymentSelectionSatisfied}. */
export interface SelectedPayment {
  payment: PaymentMethod[];
  /** The chosen gateway method's configuration; null when none is chosen (or it is still loading). */
  paymentConfig: PaymentConfig | null;
  isPaymentSelectionSatisfied: boolean;
}

export interface PaymentSelectionInput {
  /** The store's enabled methods (GET payment-types). */
  methods: PaymentMethod[];
  /** The modes this checkout may be paid by (the checkout's payment_modes). */
  restrictions: PaymentTypeRestrictions;
}

export interface PaymentSelectionContext extends SelectedPayment {
  methods: PaymentMethod[];
  restrictions: PaymentTypeRestrictions;
  /** Why the gateway's configuration could not be loaded; null when nothing failed. */
  error: FlowError | null;
}

/** Input of the `loadPaymentConfig` actor (GET payment-config/{paymentTypeId}). */
export interface LoadPaymentConfigInput {
  paymentTypeId: number;
}

export type PaymentSelectionEvent =
  /** The customer chose a method (one the store offers for this checkout). */
  | { type: 'SELECT'; methodId: number }
  /** The customer removed a chosen method. */
  | { type: 'REMOVE'; methodId: number }
  /** Load the chosen gateway's configuration again after it failed. */
  | { type: 'RETRY' }
  /** The checkout's modes changed (a coupon made it free, or no longer): the selection starts again. */
  | { type: 'RESET'; restrictions: PaymentTypeRestrictions };

/** What the selection announces to its parent (the checkout) after every change. */
export interface PaymentSelectionChanged {
  type: 'PAYMENT_SELECTION.CHANGED';
  selection: SelectedPayment;
}
