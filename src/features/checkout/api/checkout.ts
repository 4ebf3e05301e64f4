import type { AddressInput, AddressList, CustomerAddress } from '../../../../contracts/address.ts';
import { CFS_BASE_PATH } from '../../../../contracts/cfs.ts';
import type {
  ApplyCouponRequest,
  ChangePaymentTypeRequest,
  Checkout,
  CheckoutAddressRequest,
  CheckoutSlotRequest,
  CouponList,
  CouponValidation,
  CreateOrderRequest,
  OrderPlacement,
  OrderStatusCheck,
  OrderStatusCheckRequest,
  PaymentAnswerFields,
  PaymentConfig,
  PaymentTypes,
  ValidateCouponRequest,
} from '../../../../contracts/checkout.ts';
import { ApiError } from '../../../api/apiError.ts';
import type { ApiClient } from '../../../api/client.ts';

// The checkout journey, addresses, coupons, payment types and orders (contracts/checkout.ts and
// contracts/address.ts). Every checkout change answers the whole checkout.
const JOURNEY = `${CFS_BASE_PATH}/checkout-journey`;
const ADDRESSES = `${CFS_BASE_PATH}/customer-address`;
const journey = (checkoutId: string) => `${JOURNEY}/${encodeURIComponent(checkoutId)}`;

export const fetchCheckout = (api: ApiClient, checkoutId: string) => api.get<Checkout>(journey(checkoutId));

export const chooseCheckoutAddresses = (api: ApiClient, checkoutId: string, body: CheckoutAddressRequest) =>
  api.request<Checkout>('PUT', `${journey(checkoutId)}/address`, { body });

export const chooseCheckoutSlot = (
  api: ApiClient,
  checkoutId: string,
  checkoutItemId: number,
  slotId: number,
) =>
  api.request<Checkout>('PUT', `${journey(checkoutId)}/items/${checkoutItemId}/slot`, {
    body: { slot_id: slotId } satisfies CheckoutSlotRequest,
  });

export const applyCheckoutCoupon = (api: ApiClient, checkoutId: string, code: string) =>
  api.request<Checkout>('PUT', `${journey(checkoutId)}/coupon`, {
    body: { coupon_code: code } satisfies ApplyCouponRequest,
  });

export const removeCheckoutCoupon = (api: ApiClient, checkoutId: string) =>
  api.request<Checkout>('DELETE', `${journey(checkoutId)}/coupon`);

export const changePaymentType = (api: ApiClient, checkoutId: string, paymentTypeIds: number[]) =>
  api.request<Checkout>('PUT', `${journey(checkoutId)}/payment-type`, {
    body: { payment_type_ids: paymentTypeIds } satisfies ChangePaymentTypeRequest,
  });

export const fetchAddresses = (api: ApiClient) => api.get<AddressList>(ADDRESSES);

export const addAddress = (api: ApiClient, address: AddressInput) =>
  api.request<CustomerAddress>('POST', ADDRESSES, { body: address });

export const editAddress = (api: ApiClient, addressId: number, address: AddressInput) =>
  api.request<CustomerAddress>('PUT', `${ADDRESSES}/${addressId}`, { body: address });

export const fetchCoupons = (api: ApiClient, checkoutId: string) =>
  api.get<CouponList>(`${CFS_BASE_PATH}/coupons`, { checkout_id: checkoutId });

export const validateCoupon = (api: ApiClient, checkoutId: string, code: string) =>
  api.request<CouponValidation>('POST', `${CFS_BASE_PATH}/validate-coupon`, {
    body: { checkout_id: checkoutId, coupon_code: code } satisfies ValidateCouponRequest,
  });

export const fetchPaymentTypes = (api: ApiClient) => api.get<PaymentTypes>(`${CFS_BASE_PATH}/payment-types`);

export const fetchPaymentConfig = (api: ApiClient, paymentTypeId: number) =>
  api.get<PaymentConfig>(`${CFS_BASE_PATH}/payment-config/${paymentTypeId}`);

/** Creates the checkout's order once: a repeat answers the same order. */
export const createOrder = (api: ApiClient, checkoutId: string) =>
  api.request<OrderPlacement>('POST', `${CFS_BASE_PATH}/create-order`, {
    body: { checkout_id: checkoutId } satisfies CreateOrderRequest,
  });

/** SPEC section 7: PUT check-order-status/{orderId}; response_body.message says whether it is paid. */
/**
 * PUT check-order-status, with the provider's answer the shopper came back with. An answer the
 * server refuses (already recorded by the provider's notification, a second tab, or not good)
 * settles nothing: the order's status as it stands is then read without it.
 */
export async function checkOrderStatus(
  api: ApiClient,
  orderId: string,
  answer: PaymentAnswerFields | null = null,
): Promise<OrderStatusCheck> {
  const path = `${CFS_BASE_PATH}/check-order-status/${encodeURIComponent(orderId)}`;
  if (answer !== null) {
    const body: OrderStatusCheckRequest = { provider_answer: answer };
    try {
      return await api.request<OrderStatusCheck>('PUT', path, { body });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 401) {
        throw error;
      }
    }
  }
  return api.request<OrderStatusCheck>('PUT', path);
}
