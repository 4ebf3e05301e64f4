import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import type { Checkout } from '../../contracts/checkout.ts';
import {
  type CheckoutSnapshot,
  canContinue,
  canGoBack,
  canPlaceOrder,
  checkoutMachine,
  isPaymentUnsatisfied,
  isSlotMissing,
  selectConfirmedOrderId,
} from '../../machines/checkout/checkout.machine.ts';
import type { CheckoutContext } from '../../machines/checkout/checkout.types.ts';
import { numberOfCheckoutSteps, stepsBasisOf } from '../../machines/checkout/checkoutSteps.ts';
import type { SelectedPayment } from '../../machines/checkout/paymentSelection.types.ts';
import { ADDRESSES, CHECKOUT_ID, CHECKOUTS, METHODS, PLACED } from './models/checkoutFixtures.ts';

// The selectors the checkout screens read instead of asking the machine themselves (DESIGN
// section 1: screens render states, the machine file holds the rules). Each snapshot is the
// machine resolved at a state with a checkout, as the server would have answered it.

const NONE: SelectedPayment = { payment: [], paymentConfig: null, isPaymentSelectionSatisfied: false };
const CASH: SelectedPayment = {
  payment: [METHODS.cod],
  paymentConfig: null,
  isPaymentSelectionSatisfied: true,
};
const BOTH: SelectedPayment = {
  payment: [METHODS.cod, METHODS.card],
  paymentConfig: null,
  isPaymentSelectionSatisfied: false,
};

function at(
  value: StateValue,
  checkout: Checkout | null,
  selectedPayment = NONE,
  placement: CheckoutContext['placement'] = null,
): CheckoutSnapshot {
  const context: CheckoutContext = {
    checkoutId: CHECKOUT_ID,
    start: null,
    startRefusal: null,
    checkout,
    addresses: [ADDRESSES.home, ADDRESSES.far],
    paymentTypes: null,
    coupons: [],
    steps: { activeStep: 1, numberOfSteps: checkout ? numberOfCheckoutSteps(stepsBasisOf(checkout)) : 3 },
    choice: null,
    addressDraft: null,
    couponDraft: '',
    couponValidation: null,
    selectedPayment,
    placement,
    error: null,
  };
  return checkoutMachine.resolveState({ value, context });
}

const addresses = (checkout: Checkout) => at({ open: { addresses: 'idle' } }, checkout);
const summary = (checkout: Checkout) => at({ open: { summary: 'idle' } }, checkout);

describe('checkout selectors', () => {
  it('canContinue: step 1 once both addresses are chosen and the pincode is served', () => {
    expect(canContinue(addresses(CHECKOUTS.fresh))).toBe(false);
    expect(canContinue(addresses(CHECKOUTS.unserviceable))).toBe(false);
    expect(canContinue(addresses(CHECKOUTS.addressed))).toBe(true);
    // Not while the addresses are on their way.
    expect(canContinue(at({ open: { addresses: 'savingChoice' } }, CHECKOUTS.addressed))).toBe(false);
  });

  it('canContinue: step 2 of a paid order once every service has its slot; never for a free one', () => {
    expect(canContinue(summary(CHECKOUTS.addressed))).toBe(false);
    expect(canContinue(summary(CHECKOUTS.ready))).toBe(true);
    expect(canContinue(summary(CHECKOUTS.freeByCoupon))).toBe(false);
    expect(canContinue(at({ open: { summary: 'savingSlot' } }, CHECKOUTS.ready))).toBe(false);
    expect(canContinue(at({ open: 'payment' }, CHECKOUTS.ready, CASH))).toBe(false);
  });

  it('canGoBack: from the summary and the payment, not from step 1 nor while busy', () => {
    expect(canGoBack(addresses(CHECKOUTS.addressed))).toBe(false);
    expect(canGoBack(summary(CHECKOUTS.ready))).toBe(true);
    expect(canGoBack(at({ open: { summary: 'applyingCoupon' } }, CHECKOUTS.ready))).toBe(false);
    expect(canGoBack(at({ open: 'payment' }, CHECKOUTS.ready))).toBe(true);
    expect(canGoBack(at({ open: 'placing' }, CHECKOUTS.ready, CASH))).toBe(false);
  });

  it('canPlaceOrder: a satisfied selection at step 3, a free order at step 2, a request; once', () => {
    expect(canPlaceOrder(at({ open: 'payment' }, CHECKOUTS.ready))).toBe(false);
    expect(canPlaceOrder(at({ open: 'payment' }, CHECKOUTS.ready, BOTH))).toBe(false);
    expect(canPlaceOrder(at({ open: 'payment' }, CHECKOUTS.ready, CASH))).toBe(true);
    expect(canPlaceOrder(summary(CHECKOUTS.ready))).toBe(false);
    expect(canPlaceOrder(summary(CHECKOUTS.freeByCoupon))).toBe(true);
    expect(canPlaceOrder(at({ open: 'request' }, CHECKOUTS.request))).toBe(true);
    // Single flight: not again while the order is being placed.
    expect(canPlaceOrder(at({ open: 'placing' }, CHECKOUTS.ready, CASH))).toBe(false);
  });

  it('isSlotMissing: a service without its slot; nothing before the checkout is loaded', () => {
    expect(isSlotMissing(at('loading', null))).toBe(false);
    expect(isSlotMissing(summary(CHECKOUTS.addressed))).toBe(true);
    expect(isSlotMissing(summary(CHECKOUTS.ready))).toBe(false);
    expect(isSlotMissing(at({ open: 'request' }, CHECKOUTS.request))).toBe(false);
  });

  it('isPaymentUnsatisfied: methods chosen that the store does not allow together', () => {
    expect(isPaymentUnsatisfied(at({ open: 'payment' }, CHECKOUTS.ready))).toBe(false);
    expect(isPaymentUnsatisfied(at({ open: 'payment' }, CHECKOUTS.ready, CASH))).toBe(false);
    expect(isPaymentUnsatisfied(at({ open: 'payment' }, CHECKOUTS.ready, BOTH))).toBe(true);
  });

  it('selectConfirmedOrderId: a placed order ends on its confirmation page; a request, or anything before, does not', () => {
    const order = PLACED.onDelivery.placement;
    expect(selectConfirmedOrderId(at('placed', CHECKOUTS.addressed, CASH, order))).toBe(order.order_id);
    const request = { ...order, order_kind: 'request' as const, payment_mode: null, order_status: null };
    expect(selectConfirmedOrderId(at('placed', CHECKOUTS.addressed, NONE, request))).toBeNull();
    expect(selectConfirmedOrderId(at({ open: 'placing' }, CHECKOUTS.addressed, CASH, order))).toBeNull();
    expect(
      selectConfirmedOrderId(at('handedOff', CHECKOUTS.addressed, NONE, PLACED.online.placement)),
    ).toBeNull();
  });
});
