// Data the checkout models share: the store's payment methods and a gateway's configuration.
import type { PaymentConfig, PaymentMethod, PaymentTypeRestrictions } from '../../../contracts/checkout.ts';

export const METHODS = {
  cod: { id: 1, is_payment_gateway: false, payment_type: 'COD', provider: null, label: 'Cash on delivery' },
  card: { id: 2, is_payment_gateway: true, payment_type: 'CASHFREE', provider: 'cashfree', label: 'Card' },
  hosted: {
    id: 3,
    is_payment_gateway: true,
    payment_type: 'AMAZON_PAY',
    provider: 'amazon_payment_services',
    label: 'Hosted card form',
  },
} as const satisfies Record<string, PaymentMethod>;

export const ALL_METHODS: PaymentMethod[] = [METHODS.cod, METHODS.card, METHODS.hosted];

export const MODES = {
  both: { pay_on_delivery: true, online_payment: true },
  online: { pay_on_delivery: false, online_payment: true },
  onDelivery: { pay_on_delivery: true, online_payment: false },
  none: { pay_on_delivery: false, online_payment: false },
} as const satisfies Record<string, PaymentTypeRestrictions>;

export const CARD_CONFIG: PaymentConfig = {
  payment_type_id: 2,
  provider: 'cashfree',
  payment_gateway_url: 'http://localhost:3000/payments-sandbox/cashfree',
  merchant_identifier: 'merchant-1',
  access_code: 'access-1',
  currency: 'INR',
  language: 'en',
  environment: 'sandbox',
};
