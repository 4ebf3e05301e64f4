// POST order-checkout: the signed hand-off form of an order paid online, for the storefront to post
// to the provider (here the reference server's payments sandbox), written by the provider's module
// (server/payments/). The amount is the order's, in minor units as text; customer_email ({email})
// is filled in before signing, and return_url is the storefront's /order-status.
import { type OrderCheckout, PAYMENT_PROVIDER_PAGES } from '../../contracts/checkout.ts';
import { loadStorePayments } from '../checkout/payment-types.ts';
import type { Customer } from '../customers/customers.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest } from '../http/http-error.ts';
import { msg } from '../i18n/server-message.ts';
import { PAYMENT_PROVIDER_MODULES, SANDBOX_PATH } from '../payments/providers.ts';
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
  const module = PAYMENT_PROVIDER_MODULES[method.provider];
  const merchant = {
    merchantIdentifier: method.merchantIdentifier ?? '',
    accessCode: method.accessCode ?? '',
    secret: method.merchantSecret ?? '',
  };
  const reference = orderNumber(order.id);
  return {
    order_id: order.id,
    order_number: reference,
    payment_page: PAYMENT_PROVIDER_PAGES[method.provider],
    hand_off: module.handOffForm(merchant, {
      reference,
      amountMinor: order.total_minor,
      currency: order.currency,
      language: places.language,
      email: customer.email ?? '',
      phone: customer.phone?.number ?? '',
      returnUrl: `${places.storefrontOrigin}/order-status`,
      gatewayUrl: `${places.gatewayOrigin}${SANDBOX_PATH}/${method.provider}`,
    }),
  };
}
