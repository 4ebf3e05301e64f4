import { assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { UserPincode } from '../../contracts/address.ts';
import {
  type Checkout,
  type CheckoutSource,
  type CouponValidation,
  type CreateCheckoutRequest,
  DEFAULT_CHECKOUT_STEPS,
  type OrderCheckout,
  type OrderPlacement,
  type PaymentTypeRestrictions,
} from '../../contracts/checkout.ts';
import type { CartEvent } from '../cart/cart.types.ts';
import { toFlowError } from '../shared/flowError.ts';
import type {
  AddressChoice,
  AddressDraft,
  CheckoutContext,
  CheckoutCreated,
  CheckoutEvent,
  CheckoutInput,
  CheckoutLoad,
  CheckoutScreen,
  CheckoutStartRefusal,
  CheckoutSteps,
  ChooseAddressesInput,
  ChooseSlotInput,
  CouponInput,
  OrderPlaced,
  PlaceOrderInput,
  SaveAddressInput,
  SavedAddress,
} from './checkout.types.ts';
import { areAddressesReady, areSlotsChosen, checkedPincode, initialAddressChoice } from './checkoutRules.ts';
import {
  hasPaymentStep,
  isFreeCheckout,
  isRequestCheckout,
  numberOfCheckoutSteps,
  stepsBasisOf,
} from './checkoutSteps.ts';
import { paymentSelectionMachine } from './paymentSelection.machine.ts';
import type { PaymentSelectionEvent, SelectedPayment } from './paymentSelection.types.ts';

// The checkout (SPEC sections 3 "Checkout state", 4 "Checkout steps" and "Payment selection", 8, 9).
// The checkout is the server's (contracts/checkout.ts): the machine loads it with the customer's
// addresses, the store's payment methods and its coupons, and every change the customer makes is
// a request whose answer is the checkout again (totals, pincode check and steps are the server's).
// Step 1 chooses the delivery and billing addresses (the delivery pincode is checked, and
// `user_pincode` keeps it), adds or edits one; step 2 is the summary with coupons and service
// slots; step 3 the payment, chosen in the paymentSelection child. An order made free has 2 steps
// and is placed from step 2; an order of request-based items only is a request: no steps, no
// payment. Place order is single flight (the server is idempotent per checkout too). Pay on
// delivery (and a free order, a request) is placed at once; an online payment is handed off to
// the provider. A failure is kept as a FlowError, and what the customer entered stays.

const noSelection: SelectedPayment = { payment: [], paymentConfig: null, isPaymentSelectionSatisfied: false };

/** SPEC section 4: the steps of the checkout as the server answered it (the server's own rule). */
function numberOfStepsOf(checkout: Checkout) {
  return numberOfCheckoutSteps(stepsBasisOf(checkout));
}

function idOf(context: CheckoutContext): string {
  if (context.checkoutId === null) throw new Error('checkout: not made yet');
  return context.checkoutId;
}

function startOf(context: CheckoutContext): CreateCheckoutRequest {
  if (!context.start) throw new Error('checkout: nothing to start from');
  return context.start;
}

function checkoutOf(context: CheckoutContext): Checkout {
  if (!context.checkout) throw new Error('checkout: not loaded');
  return context.checkout;
}

function choiceOf(context: CheckoutContext): AddressChoice {
  if (!context.choice) throw new Error('checkout: no addresses chosen');
  return context.choice;
}

/** The checkout as the server answered it, and the number of steps it has now. */
function withCheckout(context: CheckoutContext, checkout: Checkout): Partial<CheckoutContext> {
  return { checkout, steps: { ...context.steps, numberOfSteps: numberOfStepsOf(checkout) }, error: null };
}

/** After an address was saved: the addresses to send again (the saved one may change the pincode check). */
function choiceAfterSave(context: CheckoutContext, saved: SavedAddress): AddressChoice | null {
  const { delivery, billing } = checkoutOf(context).address;
  const id = saved.address.address_id;
  if (delivery === null) return { delivery: id, billing: billing ?? id };
  if (delivery === id || billing === id) return { delivery, billing: billing ?? delivery };
  return null;
}

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    children: {} as { paymentSelection: 'paymentSelection' },
  },
  actors: {
    paymentSelection: paymentSelectionMachine,
    /**
     * POST checkout-journey: a new checkout from the cart (once the cart machine has brought the
     * guest cart and the saved one together) or from a Buy now product. Resolves the new id, or why
     * the cart's was refused (an order of the cart awaiting its payment; a cart not brought together).
     */
    createCheckout: fromPromise<CheckoutCreated, CreateCheckoutRequest>(async () => {
      throw new Error('createCheckout not provided');
    }),
    /** GET checkout-journey/{id}, customer-address, payment-types and coupons?checkout_id= (in parallel); reads user_pincode. */
    loadCheckout: fromPromise<CheckoutLoad, { checkoutId: string }>(async () => {
      throw new Error('loadCheckout not provided');
    }),
    /** PUT checkout-journey/{id}/address: the server checks the delivery pincode. */
    chooseAddresses: fromPromise<Checkout, ChooseAddressesInput>(async () => {
      throw new Error('chooseAddresses not provided');
    }),
    /** POST (add) or PUT (edit) customer-address; resolves it and the customer's addresses. */
    saveAddress: fromPromise<SavedAddress, SaveAddressInput>(async () => {
      throw new Error('saveAddress not provided');
    }),
    /** POST validate-coupon. */
    validateCoupon: fromPromise<CouponValidation, CouponInput>(async () => {
      throw new Error('validateCoupon not provided');
    }),
    /** PUT checkout-journey/{id}/coupon. */
    applyCoupon: fromPromise<Checkout, CouponInput>(async () => {
      throw new Error('applyCoupon not provided');
    }),
    /** DELETE checkout-journey/{id}/coupon. */
    removeCoupon: fromPromise<Checkout, { checkoutId: string }>(async () => {
      throw new Error('removeCoupon not provided');
    }),
    /** PUT checkout-journey/{id}/items/{checkoutItemId}/slot. */
    chooseSlot: fromPromise<Checkout, ChooseSlotInput>(async () => {
      throw new Error('chooseSlot not provided');
    }),
    /** PUT payment-type, POST create-order, then (paid online) POST order-checkout. */
    placeOrder: fromPromise<OrderPlaced, PlaceOrderInput>(async () => {
      throw new Error('placeOrder not provided');
    }),
  },
  actions: {
    /** The new checkout was made: its id (the route then opens its page). */
    takeCreatedId: assign(({ context }, created: CheckoutCreated) => ({
      checkoutId: created.kind === 'created' ? created.checkoutId : context.checkoutId,
    })),
    /** Why the new checkout was not made (refused for the cart). */
    keepStartRefusal: assign((_, created: CheckoutCreated) => ({
      startRefusal: created.kind === 'created' ? null : created,
    })),
    /** The new checkout's request failed (no answer, a product gone…). */
    keepStartFailure: assign((_, failure: { error: unknown }) => ({
      startRefusal: { kind: 'failed' as const, error: toFlowError(failure.error) },
    })),
    /** Opened after its order was made: the checkout as the server answered it, nothing else. */
    takeOrderedCheckout: assign(({ context }, checkout: Checkout) => withCheckout(context, checkout)),
    /** Opened: the checkout, what its steps offer, and the addresses to start from (none for a request). */
    takeLoad: assign(({ context }, load: CheckoutLoad) => ({
      ...withCheckout(context, load.checkout),
      addresses: load.addresses,
      paymentTypes: load.paymentTypes,
      coupons: load.coupons,
      // A request has no steps: no address is chosen for it.
      choice: isRequestCheckout(numberOfStepsOf(load.checkout))
        ? null
        : initialAddressChoice(load.checkout, load.addresses, load.savedPincode),
    })),
    /** Why the last step failed (what the customer entered stays). */
    keepError: assign((_, failure: { error: unknown }) => ({ error: toFlowError(failure.error) })),
    /** Nothing failed (yet): the last failure is no longer shown. */
    clearError: assign({ error: null }),
    /** The step the customer is on (0 for a request). */
    enterStep: assign(({ context }, activeStep: CheckoutSteps['activeStep']) => ({
      steps: { ...context.steps, activeStep },
    })),
    /** The payment selection as the paymentSelection child announced it. */
    keepSelection: assign((_, selectedPayment: SelectedPayment) => ({ selectedPayment })),
    /**
     * Another delivery address: billing stays (or is the same when none was chosen). A draft the
     * server refused is dropped: choosing an address means its form was left, and the failure of
     * this choice is the step's to say, not the closed form's.
     */
    chooseDelivery: assign(({ context }, addressId: number) => ({
      choice: { delivery: addressId, billing: checkoutOf(context).address.billing ?? addressId },
      addressDraft: null,
    })),
    /** Another billing address: the delivery address stays; a refused draft is dropped (above). */
    chooseBilling: assign(({ context }, addressId: number) => ({
      choice: { delivery: checkoutOf(context).address.delivery ?? addressId, billing: addressId },
      addressDraft: null,
    })),
    /** The addresses to send next (after an address was saved). */
    keepChoice: assign((_, choice: AddressChoice | null) => ({ choice })),
    /** The addresses were sent. */
    clearChoice: assign({ choice: null }),
    /** An address being added or edited: kept until the server took it. */
    draftAddress: assign((_, addressDraft: AddressDraft) => ({ addressDraft })),
    /** The address was saved: the customer's addresses now, the draft done with. */
    takeSavedAddress: assign((_, saved: SavedAddress) => ({
      addresses: saved.addresses,
      addressDraft: null,
      error: null,
    })),
    /** The code typed, before the server's word on it. */
    draftCoupon: assign((_, code: string) => ({ couponDraft: code, couponValidation: null })),
    /** The server's word on the code typed (is_valid false says why). */
    takeCouponValidation: assign((_, couponValidation: CouponValidation) => ({
      couponValidation,
      error: null,
    })),
    /** The coupon applied: the field is empty again. */
    clearCouponDraft: assign({ couponDraft: '' }),
    /** The coupon removed: its word goes too. */
    clearCouponValidation: assign({ couponValidation: null }),
    /** The order (or request) the server made. */
    takePlacement: assign((_, placement: OrderPlacement) => ({ placement })),
    /** Writes local storage `user_pincode` (the pincode checked and its address). */
    savePincode: (_, _pincode: UserPincode) => {},
    /** The order (or request) is made: the toast, the buy-now item cleared, and on to the order. */
    announceOrderPlaced: (_, _placement: OrderPlacement) => {},
    /**
     * Keeps payDone (false), orderID and where the order came from (the cart or a Buy now, for what
     * the return says when it fails), and goes to the provider's page with the hand-off.
     */
    handOff: (_, _params: { handOff: OrderCheckout; source: CheckoutSource }) => {},
    /** The order emptied the server cart: the cart reads it again. */
    reloadCart: sendTo(
      ({ system }) => system.get('cart'),
      (): CartEvent => ({ type: 'CHANGED_ELSEWHERE', guestLines: null }),
    ),
    /** The checkout's payment modes changed (a coupon made it free, or no longer): the selection starts again. */
    resetPaymentSelection: sendTo(
      'paymentSelection',
      (_, restrictions: PaymentTypeRestrictions): PaymentSelectionEvent => ({ type: 'RESET', restrictions }),
    ),
    /** The addresses were checked: user_pincode keeps the pincode, when one was checked. */
    savePincodeChecked: enqueueActions(({ enqueue }, checkout: Checkout) => {
      const pincode = checkedPincode(checkout);
      // A named action of this machine (typed by the machine, not yet by setup): tests record it.
      if (pincode) enqueue({ type: 'savePincode', params: pincode } as never);
    }),
    /** Takes the checkout the server answered; a change of payment modes starts the selection again. */
    takeCheckout: enqueueActions(({ context, enqueue }, checkout: Checkout) => {
      const before = checkoutOf(context).payment_modes;
      enqueue.assign(withCheckout(context, checkout));
      const after = checkout.payment_modes;
      if (
        before.online_payment !== after.online_payment ||
        before.pay_on_delivery !== after.pay_on_delivery
      ) {
        enqueue.assign({ selectedPayment: noSelection });
        // A named action of this machine (typed by the machine, not yet by setup): tests record it.
        enqueue({ type: 'resetPaymentSelection', params: after } as never);
      }
    }),
  },
  guards: {
    isNewCheckout: ({ context }) => context.start !== null,
    isCreated: (_, created: CheckoutCreated) => created.kind === 'created',
    isOrdered: (_, checkout: Checkout) => checkout.status === 'ordered',
    isRequest: ({ context }) => isRequestCheckout(context.steps.numberOfSteps),
    isFree: ({ context }) => isFreeCheckout(context.steps.numberOfSteps),
    hasInitialChoice: ({ context }) => context.choice !== null,
    hasChoice: ({ context }) => context.choice !== null,
    hasDelivery: ({ context }) => checkoutOf(context).address.delivery !== null,
    areAddressesReady: ({ context }) => areAddressesReady(checkoutOf(context)),
    isChoiceToSend: (_, choice: AddressChoice | null) => choice !== null,
    isCouponValid: (_, validation: CouponValidation) => validation.is_valid,
    hasCoupon: ({ context }) => checkoutOf(context).coupon !== null,
    canContinueToPayment: ({ context }) =>
      hasPaymentStep(context.steps.numberOfSteps) && areSlotsChosen(checkoutOf(context)),
    canPlaceFreeOrder: ({ context }) =>
      isFreeCheckout(context.steps.numberOfSteps) && areSlotsChosen(checkoutOf(context)),
    isPaymentSatisfied: ({ context }) =>
      context.selectedPayment.isPaymentSelectionSatisfied && context.selectedPayment.payment.length > 0,
    isHandedOff: (_, placed: OrderPlaced) => placed.handOff !== null,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    checkoutId: 'checkoutId' in input ? input.checkoutId : null,
    start: 'start' in input ? input.start : null,
    startRefusal: null,
    checkout: null,
    addresses: [],
    paymentTypes: null,
    coupons: [],
    steps: { activeStep: 1, numberOfSteps: DEFAULT_CHECKOUT_STEPS },
    choice: null,
    addressDraft: null,
    couponDraft: '',
    couponValidation: null,
    selectedPayment: noSelection,
    placement: null,
    error: null,
  }),
  initial: 'opening',
  states: {
    // A checkout's id opens it; a start makes a new one first.
    opening: {
      always: [{ guard: 'isNewCheckout', target: 'starting' }, { target: 'loading' }],
    },
    // A new checkout is made on the server (never on a preload: the route starts it only on a visit).
    starting: {
      invoke: {
        id: 'createCheckout',
        src: 'createCheckout',
        input: ({ context }) => startOf(context),
        onDone: [
          {
            guard: { type: 'isCreated', params: ({ event }) => event.output },
            target: 'started',
            actions: { type: 'takeCreatedId', params: ({ event }) => event.output },
          },
          {
            target: 'startFailed',
            actions: { type: 'keepStartRefusal', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'startFailed',
          actions: { type: 'keepStartFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Made: the route opens /checkout/{checkoutId}, whose checkout the storefront then opens.
    started: {},
    // Not made: the route says why (its Try again starts a new checkout afresh).
    startFailed: {},
    loading: {
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        input: ({ context }) => ({ checkoutId: idOf(context) }),
        onDone: [
          {
            // Its order was made already (another tab, or Back from the provider's page): nothing
            // is left to change or pay here; the page points to the order.
            guard: { type: 'isOrdered', params: ({ event }) => event.output.checkout },
            target: 'ordered',
            actions: { type: 'takeOrderedCheckout', params: ({ event }) => event.output.checkout },
          },
          {
            target: 'open',
            actions: { type: 'takeLoad', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading' } },
    },
    open: {
      // The payment selection lives as long as the checkout is open: going back to the summary keeps it.
      invoke: {
        id: 'paymentSelection',
        systemId: 'paymentSelection',
        src: 'paymentSelection',
        input: ({ context }) => ({
          methods: context.paymentTypes?.payment_types ?? [],
          restrictions: checkoutOf(context).payment_modes,
        }),
      },
      on: {
        'PAYMENT_SELECTION.CHANGED': {
          actions: { type: 'keepSelection', params: ({ event }) => event.selection },
        },
      },
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'isRequest', target: 'request' }, { target: 'addresses' }],
        },
        // Step 1: delivery and billing addresses, the pincode check.
        addresses: {
          entry: { type: 'enterStep', params: 1 },
          initial: 'choosing',
          states: {
            // A checkout without addresses gets the saved pincode's address, or the defaults.
            choosing: {
              always: [{ guard: 'hasInitialChoice', target: 'savingChoice' }, { target: 'idle' }],
            },
            idle: {
              on: {
                SELECT_DELIVERY: {
                  target: 'savingChoice',
                  actions: { type: 'chooseDelivery', params: ({ event }) => event.addressId },
                },
                SELECT_BILLING: {
                  guard: 'hasDelivery',
                  target: 'savingChoice',
                  actions: { type: 'chooseBilling', params: ({ event }) => event.addressId },
                },
                ADD_ADDRESS: {
                  target: 'savingAddress',
                  actions: {
                    type: 'draftAddress',
                    params: ({ event }) => ({ addressId: null, address: event.address }),
                  },
                },
                EDIT_ADDRESS: {
                  target: 'savingAddress',
                  actions: {
                    type: 'draftAddress',
                    params: ({ event }) => ({ addressId: event.addressId, address: event.address }),
                  },
                },
                // The addresses that failed to be sent are sent again.
                RETRY: { guard: 'hasChoice', target: 'savingChoice' },
                CONTINUE: { guard: 'areAddressesReady', target: '#checkout.open.summary' },
              },
            },
            savingChoice: {
              invoke: {
                id: 'chooseAddresses',
                src: 'chooseAddresses',
                input: ({ context }) => ({ checkoutId: idOf(context), choice: choiceOf(context) }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'takeCheckout', params: ({ event }) => event.output },
                    'clearChoice',
                    { type: 'savePincodeChecked', params: ({ event }) => event.output },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            savingAddress: {
              invoke: {
                id: 'saveAddress',
                src: 'saveAddress',
                input: ({ context }) => {
                  if (!context.addressDraft) throw new Error('checkout: no address to save');
                  return { draft: context.addressDraft };
                },
                onDone: [
                  {
                    // A new first address, or the delivery or billing address edited: sent (and checked) again.
                    guard: {
                      type: 'isChoiceToSend',
                      params: ({ context, event }) => choiceAfterSave(context, event.output),
                    },
                    target: 'savingChoice',
                    actions: [
                      { type: 'takeSavedAddress', params: ({ event }) => event.output },
                      {
                        type: 'keepChoice',
                        params: ({ context, event }) => choiceAfterSave(context, event.output),
                      },
                    ],
                  },
                  {
                    target: 'idle',
                    actions: { type: 'takeSavedAddress', params: ({ event }) => event.output },
                  },
                ],
                // The draft stays: the form shows what was typed, and why it was refused.
                onError: {
                  target: 'idle',
                  actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        // Step 2: the order summary, coupons and service slots.
        summary: {
          entry: { type: 'enterStep', params: 2 },
          initial: 'idle',
          states: {
            idle: {
              on: {
                APPLY_COUPON: {
                  target: 'validatingCoupon',
                  actions: { type: 'draftCoupon', params: ({ event }) => event.code },
                },
                REMOVE_COUPON: { guard: 'hasCoupon', target: 'removingCoupon' },
                SELECT_SLOT: { target: 'savingSlot' },
                BACK: { target: '#checkout.open.addresses.idle' },
                CONTINUE: { guard: 'canContinueToPayment', target: '#checkout.open.payment' },
                PLACE_ORDER: { guard: 'canPlaceFreeOrder', target: '#checkout.open.placing' },
              },
            },
            validatingCoupon: {
              invoke: {
                id: 'validateCoupon',
                src: 'validateCoupon',
                input: ({ context }) => ({ checkoutId: idOf(context), code: context.couponDraft }),
                onDone: [
                  {
                    guard: { type: 'isCouponValid', params: ({ event }) => event.output },
                    target: 'applyingCoupon',
                    actions: { type: 'takeCouponValidation', params: ({ event }) => event.output },
                  },
                  // The server says why the code does not apply; the code stays in the field.
                  {
                    target: 'idle',
                    actions: { type: 'takeCouponValidation', params: ({ event }) => event.output },
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            applyingCoupon: {
              invoke: {
                id: 'applyCoupon',
                src: 'applyCoupon',
                input: ({ context }) => ({ checkoutId: idOf(context), code: context.couponDraft }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'takeCheckout', params: ({ event }) => event.output },
                    'clearCouponDraft',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            removingCoupon: {
              invoke: {
                id: 'removeCoupon',
                src: 'removeCoupon',
                input: ({ context }) => ({ checkoutId: idOf(context) }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'takeCheckout', params: ({ event }) => event.output },
                    'clearCouponValidation',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            savingSlot: {
              invoke: {
                id: 'chooseSlot',
                src: 'chooseSlot',
                input: ({ context, event }) => {
                  if (event.type !== 'SELECT_SLOT') throw new Error('checkout: no slot chosen');
                  return {
                    checkoutId: idOf(context),
                    checkoutItemId: event.checkoutItemId,
                    slotId: event.slotId,
                  };
                },
                onDone: {
                  target: 'idle',
                  actions: { type: 'takeCheckout', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        // Step 3: the payment, chosen in the paymentSelection child.
        payment: {
          entry: { type: 'enterStep', params: 3 },
          on: {
            BACK: { target: '#checkout.open.summary.idle' },
            PLACE_ORDER: { guard: 'isPaymentSatisfied', target: 'placing' },
          },
        },
        // Every item is request-based: no steps, no payment; the customer submits the request.
        request: {
          entry: { type: 'enterStep', params: 0 },
          on: { PLACE_ORDER: { target: 'placing' } },
        },
        // Single flight: another Place order meanwhile is not taken.
        placing: {
          entry: 'clearError',
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => ({
              checkoutId: idOf(context),
              paymentTypeIds: hasPaymentStep(context.steps.numberOfSteps)
                ? context.selectedPayment.payment.map((method) => method.id)
                : [],
            }),
            onDone: [
              {
                guard: { type: 'isHandedOff', params: ({ event }) => event.output },
                target: '#checkout.handedOff',
                actions: { type: 'takePlacement', params: ({ event }) => event.output.placement },
              },
              {
                target: '#checkout.placed',
                actions: { type: 'takePlacement', params: ({ event }) => event.output.placement },
              },
            ],
            // Back where Place order was pressed, with everything chosen still there.
            onError: [
              {
                guard: 'isRequest',
                target: 'request',
                actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: 'isFree',
                target: 'summary.idle',
                actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'payment',
                actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    // Paid online: the provider's page takes over; the post-payment return checks the order later.
    handedOff: {
      type: 'final',
      entry: {
        type: 'handOff',
        params: ({ context, event }) => {
          const placed = (event as { output?: OrderPlaced }).output;
          if (!placed?.handOff) throw new Error('checkout: no hand-off');
          return { handOff: placed.handOff, source: checkoutOf(context).source };
        },
      },
    },
    // Opened after its order was made: the checkout is done with.
    ordered: { type: 'final' },
    // Placed at once (pay on delivery, free) or submitted (a request): the cart was emptied.
    placed: {
      type: 'final',
      entry: [
        {
          type: 'announceOrderPlaced',
          params: ({ context }) => {
            if (!context.placement) throw new Error('checkout: no order');
            return context.placement;
          },
        },
        'reloadCart',
      ],
    },
  },
});

export type CheckoutSnapshot = ReturnType<typeof checkoutMachine.transition>;

/** A new checkout: being made, made (its id), or refused (why); null for a checkout opened by its id. */
export type NewCheckout =
  | { status: 'starting' }
  | { status: 'created'; checkoutId: string }
  | { status: 'refused'; refusal: CheckoutStartRefusal };

export function selectNewCheckout(snapshot: CheckoutSnapshot): NewCheckout | null {
  const { context } = snapshot;
  if (context.start === null) return null;
  if (snapshot.matches('started') && context.checkoutId !== null) {
    return { status: 'created', checkoutId: context.checkoutId };
  }
  if (snapshot.matches('startFailed') && context.startRefusal !== null) {
    return { status: 'refused', refusal: context.startRefusal };
  }
  return { status: 'starting' };
}

export function selectCheckoutScreen(snapshot: CheckoutSnapshot): CheckoutScreen {
  // A new checkout's page is the one of its id (the route opens it once it is made).
  if (
    ['opening', 'starting', 'started', 'startFailed', 'loading'].some((state) =>
      snapshot.matches(state as never),
    )
  )
    return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches({ open: 'summary' })) return 'summary';
  if (snapshot.matches({ open: 'payment' })) return 'payment';
  if (snapshot.matches({ open: 'request' })) return 'request';
  if (snapshot.matches({ open: 'placing' })) return 'placing';
  if (snapshot.matches('placed')) return 'placed';
  if (snapshot.matches('ordered')) return 'ordered';
  if (snapshot.matches('handedOff')) return 'handedOff';
  return 'addresses';
}

/**
 * The checkout ends on the order's confirmation page once an order is placed at once (pay on
 * delivery, free): its id. A request stays on the checkout's own "submitted" screen; an online
 * payment reaches the confirmation page through the provider's return (src/features/checkout/paymentReturn.ts).
 */
export function selectConfirmedOrderId(snapshot: CheckoutSnapshot): number | null {
  if (!snapshot.matches('placed')) return null;
  const placement = snapshot.context.placement;
  return placement !== null && placement.order_kind === 'order' ? placement.order_id : null;
}

/** A request is on its way (the screen shows the step busy and keeps its fields). */
export function isCheckoutBusy(snapshot: CheckoutSnapshot): boolean {
  return [
    { open: { addresses: 'savingChoice' } },
    { open: { addresses: 'savingAddress' } },
    { open: { summary: 'validatingCoupon' } },
    { open: { summary: 'applyingCoupon' } },
    { open: { summary: 'removingCoupon' } },
    { open: { summary: 'savingSlot' } },
    { open: 'placing' },
  ].some((state) => snapshot.matches(state as never));
}

// What the screens may offer now. Each asks the machine (its guards decide), so a screen never
// restates a rule: a button is enabled exactly when the machine takes its event.

/** Continue may be pressed: step 1 with addresses ready, or step 2 of a paid order with every slot chosen. */
export function canContinue(snapshot: CheckoutSnapshot): boolean {
  return snapshot.can({ type: 'CONTINUE' });
}

/** Back may be pressed: at step 2 or 3, while nothing is on its way. */
export function canGoBack(snapshot: CheckoutSnapshot): boolean {
  return snapshot.can({ type: 'BACK' });
}

/** Place order may be pressed: at step 2 of a free order, at step 3 with a satisfied selection, or a request. */
export function canPlaceOrder(snapshot: CheckoutSnapshot): boolean {
  return snapshot.can({ type: 'PLACE_ORDER' });
}

/** Methods are chosen, but not a combination the store allows (say: one way to pay). */
export function isPaymentUnsatisfied(snapshot: CheckoutSnapshot): boolean {
  const { selectedPayment } = snapshot.context;
  return selectedPayment.payment.length > 0 && !selectedPayment.isPaymentSelectionSatisfied;
}

/** A service of the checkout still needs its slot (the order cannot go on without it). */
export function isSlotMissing(snapshot: CheckoutSnapshot): boolean {
  const { checkout } = snapshot.context;
  return checkout !== null && !areSlotsChosen(checkout);
}
