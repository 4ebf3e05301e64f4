// POST order-checkout: the signed hand-off form of an order paid online, for the storefront to post
// to the provider (here the reference server's payments sandbox). The amount is the order's, in
// minor units as text; customer_email ({email}) is filled in before signing, and return_url is the
// storefront's /order-status.
import {
  type CardFormFields,
  type HandOffFormFields,
  type OrderCheckout,
  PAYMENT_FORM_COMMAND,
  PAYMENT_PROVIDER_PAGES,
  type PaymentHandOff,
  type WalletFormFields,
} from '../../contracts/checkout.ts';
import { loadStorePayments, type StorePaymentType } from '../checkout/payment-types.ts';
import type { Customer } from '../customers/customers.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest } from '../http/http-error.ts';
import { msg } from '../i18n/server-message.ts';
import { SANDBOX_PATH } from '../payments/providers.ts';
import { sign } from '../payments/signature.ts';
import { orderNumber, requireCustomerOrder } from './orders.ts';

export const NOT_PAID_ONLINE = 'This order is not paid online.';
export const paymentAlready = (status: string) =>
  status === 'Failed'
    ? msg('The payment of this order has already failed.')
    : msg('The payment of this order is already done.');

export interface HandOffPlaces {
  /** Where the sandbox is (this server as the browser reaches it). */
  gatewayOrigin: string;
  /** The storefront's origin, for return_url. */
  storefrontOrigin: string;
  language: string;
}

export async function orderCheckout(
  db: Queryable,
  customer: Customer,
  orderId: number,
  places: HandOffPlaces,
): Promise<OrderCheckout> {
  const order = await requireCustomerOrder(db, customer.id, orderId);
  if (order.payment_mode !== 'online_payment' || order.provider === null) throw badRequest(NOT_PAID_ONLINE);
  if (order.payment_status !== 'Created') throw badRequest(paymentAlready(order.payment_status ?? 'settled'));
  const { methods } = await loadStorePayments(db, order.store_id);
  const method = methods.find((candidate) => candidate.id === order.payment_type_id);
  if (!method || method.provider === null) {
    throw badRequest('This payment method is no longer offered; check out again to choose another.');
  }
  const reference = orderNumber(order.id);
  const common = {
    gatewayUrl: `${places.gatewayOrigin}${SANDBOX_PATH}/${method.provider}`,
    returnUrl: `${places.storefrontOrigin}/order-status`,
    amount: String(order.total_minor),
    email: customer.email ?? '',
    phone: customer.phone?.number ?? '',
  };
  return {
    order_id: order.id,
    order_number: reference,
    payment_page: PAYMENT_PROVIDER_PAGES[method.provider],
    hand_off: handOff(method, reference, order.currency, places.language, common),
  };
}

function handOff(
  method: StorePaymentType,
  reference: string,
  currency: string,
  language: string,
  common: { gatewayUrl: string; returnUrl: string; amount: string; email: string; phone: string },
): PaymentHandOff {
  const secret = method.merchantSecret ?? '';
  const merchant = method.merchantIdentifier ?? '';
  switch (method.provider) {
    case 'amazon_payment_services': {
      const unsigned: Omit<HandOffFormFields, 'signature'> = {
        command: PAYMENT_FORM_COMMAND,
        merchant_reference: reference,
        amount: common.amount,
        access_code: method.accessCode ?? '',
        merchant_identifier: merchant,
        currency,
        language,
        customer_email: common.email,
        return_url: common.returnUrl,
      };
      return {
        provider: 'amazon_payment_services',
        payment_gateway_url: common.gatewayUrl,
        fields: { ...unsigned, signature: sign(unsigned, secret) },
      };
    }
    case 'cashfree': {
      const unsigned: Omit<CardFormFields, 'signature'> = {
        order_id: reference,
        order_amount: common.amount,
        order_currency: currency,
        customer_email: common.email,
        customer_phone: common.phone,
        app_id: merchant,
        return_url: common.returnUrl,
      };
      return {
        provider: 'cashfree',
        payment_gateway_url: common.gatewayUrl,
        fields: { ...unsigned, signature: sign(unsigned, secret) },
      };
    }
    case 'wallet': {
      const unsigned: Omit<WalletFormFields, 'signature'> = {
        merchant_id: merchant,
        txn_id: reference,
        amount: common.amount,
        currency,
        mobile_number: common.phone,
        return_url: common.returnUrl,
      };
      return {
        provider: 'wallet',
        payment_gateway_url: common.gatewayUrl,
        fields: { ...unsigned, signature: sign(unsigned, secret) },
      };
    }
    default:
      throw badRequest(NOT_PAID_ONLINE);
  }
}
