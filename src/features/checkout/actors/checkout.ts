import { t } from '@lingui/core/macro';
import { type ActorRefFrom, fromPromise } from 'xstate';
import type {
  Checkout,
  CouponValidation,
  CreateCheckoutRequest,
  OrderCheckout,
  PaymentConfig,
} from '../../../../contracts/checkout.ts';
import type { cartMachine } from '../../../../machines/cart/cart.machine.ts';
import { checkoutMachine } from '../../../../machines/checkout/checkout.machine.ts';
import type {
  CheckoutCreated,
  CheckoutLoad,
  ChooseAddressesInput,
  ChooseSlotInput,
  CouponInput,
  OrderPlaced,
  PlaceOrderInput,
  SaveAddressInput,
  SavedAddress,
} from '../../../../machines/checkout/checkout.types.ts';
import { paymentSelectionMachine } from '../../../../machines/checkout/paymentSelection.machine.ts';
import type { LoadPaymentConfigInput } from '../../../../machines/checkout/paymentSelection.types.ts';
import type { ApiClient } from '../../../api/client.ts';
import { startOrderPayment } from '../../../api/orderPayment.ts';
import {
  clearBuyNowItem,
  readUserPincode,
  writePaymentFlags,
  writeUserPincode,
} from '../../../app/storage/paymentStorage.ts';
import { toast } from '../../../app/toast.ts';
import {
  addAddress,
  applyCheckoutCoupon,
  changePaymentType,
  chooseCheckoutAddresses,
  chooseCheckoutSlot,
  createOrder,
  editAddress,
  fetchAddresses,
  fetchCheckout,
  fetchCoupons,
  fetchPaymentConfig,
  fetchPaymentTypes,
  removeCheckoutCoupon,
  validateCoupon,
} from '../api/checkout.ts';
import { createNewCheckout } from '../cartCheckout.ts';

export interface CheckoutDeps {
  api: ApiClient;
  /** Goes to the provider's page (/cashfree, /amazonPayment, /payment) with the hand-off as navigation state. */
  goToPayment: (handOff: OrderCheckout) => void;
}

/** PUT payment-type (when paid), POST create-order, then POST order-checkout when it is paid online. */
async function placeOrder(api: ApiClient, input: PlaceOrderInput): Promise<OrderPlaced> {
  if (input.paymentTypeIds.length > 0) await changePaymentType(api, input.checkoutId, input.paymentTypeIds);
  const placement = await createOrder(api, input.checkoutId);
  const handOff = placement.payment_required ? await startOrderPayment(api, placement.order_id) : null;
  return { placement, handOff };
}

/**
 * The checkout (and its payment selection) with the cfs calls, user_pincode, the payment flags and
 * toasts. It runs in the storefront's actor system (the storefront invokes it while a checkout's
 * page is open): the cart it tells about a placed order is the system's.
 */
export function checkoutLogic({ api, goToPayment }: CheckoutDeps) {
  return checkoutMachine.provide({
    actors: {
      paymentSelection: paymentSelectionMachine.provide({
        actors: {
          loadPaymentConfig: fromPromise<PaymentConfig, LoadPaymentConfigInput>(({ input }) =>
            fetchPaymentConfig(api, input.paymentTypeId),
          ),
        },
      }),
      // The cart it waits for (a guest cart merged first) is the system's.
      createCheckout: fromPromise<CheckoutCreated, CreateCheckoutRequest>(({ input, system }) => {
        const cart = system.get('cart') as ActorRefFrom<typeof cartMachine> | undefined;
        if (!cart) throw new Error('checkout: the cart is not running');
        return createNewCheckout(api, cart, input);
      }),
      loadCheckout: fromPromise<CheckoutLoad, { checkoutId: string }>(async ({ input }) => {
        const [checkout, addresses, paymentTypes, coupons] = await Promise.all([
          fetchCheckout(api, input.checkoutId),
          fetchAddresses(api),
          fetchPaymentTypes(api),
          fetchCoupons(api, input.checkoutId),
        ]);
        return {
          checkout,
          savedPincode: readUserPincode(),
          addresses: addresses.addresses,
          paymentTypes,
          coupons: coupons.coupons,
        };
      }),
      chooseAddresses: fromPromise<Checkout, ChooseAddressesInput>(({ input }) =>
        chooseCheckoutAddresses(api, input.checkoutId, {
          delivery_address_id: input.choice.delivery,
          billing_address_id: input.choice.billing,
        }),
      ),
      saveAddress: fromPromise<SavedAddress, SaveAddressInput>(async ({ input }) => {
        const { addressId, address } = input.draft;
        const saved =
          addressId === null ? await addAddress(api, address) : await editAddress(api, addressId, address);
        const list = await fetchAddresses(api);
        return { address: saved, addresses: list.addresses };
      }),
      validateCoupon: fromPromise<CouponValidation, CouponInput>(({ input }) =>
        validateCoupon(api, input.checkoutId, input.code),
      ),
      applyCoupon: fromPromise<Checkout, CouponInput>(({ input }) =>
        applyCheckoutCoupon(api, input.checkoutId, input.code),
      ),
      removeCoupon: fromPromise<Checkout, { checkoutId: string }>(({ input }) =>
        removeCheckoutCoupon(api, input.checkoutId),
      ),
      chooseSlot: fromPromise<Checkout, ChooseSlotInput>(({ input }) =>
        chooseCheckoutSlot(api, input.checkoutId, input.checkoutItemId, input.slotId),
      ),
      placeOrder: fromPromise<OrderPlaced, PlaceOrderInput>(({ input }) => placeOrder(api, input)),
    },
    actions: {
      savePincode: (_, pincode) => writeUserPincode(pincode),
      // The page itself shows the order placed (its number and where to go next).
      announceOrderPlaced: (_, placement) => {
        clearBuyNowItem();
        void toast(
          placement.order_kind === 'request'
            ? t`Your request ${placement.order_number} has been submitted.`
            : t`Your order ${placement.order_number} has been placed.`,
          'success',
        );
      },
      handOff: (_, { handOff, source }) => {
        // The post-payment return checks this order once the shopper is back.
        writePaymentFlags(handOff.order_id, source);
        goToPayment(handOff);
      },
    },
  });
}
