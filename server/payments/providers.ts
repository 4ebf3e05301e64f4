// What each provider's hand-off form holds (contracts/checkout.ts): the fields, which of them names
// the merchant, the order (its number) and the amount, so that the sandbox reads every provider's
// form the same way.
import type { PaymentProvider } from '../../contracts/checkout.ts';

export interface ProviderForm {
  fields: readonly string[];
  merchantField: string;
  referenceField: string;
  amountField: string;
  currencyField: string;
  /** The provider's name on the sandbox page. */
  title: string;
}

export const PROVIDER_FORMS: Readonly<Record<PaymentProvider, ProviderForm>> = {
  amazon_payment_services: {
    fields: [
      'signature',
      'command',
      'merchant_reference',
      'amount',
      'access_code',
      'merchant_identifier',
      'currency',
      'language',
      'customer_email',
      'return_url',
    ],
    merchantField: 'merchant_identifier',
    referenceField: 'merchant_reference',
    amountField: 'amount',
    currencyField: 'currency',
    title: 'Hosted payment form (sandbox)',
  },
  cashfree: {
    fields: [
      'signature',
      'order_id',
      'order_amount',
      'order_currency',
      'customer_email',
      'customer_phone',
      'app_id',
      'return_url',
    ],
    merchantField: 'app_id',
    referenceField: 'order_id',
    amountField: 'order_amount',
    currencyField: 'order_currency',
    title: 'Card payment (sandbox)',
  },
  wallet: {
    fields: ['signature', 'merchant_id', 'txn_id', 'amount', 'currency', 'mobile_number', 'return_url'],
    merchantField: 'merchant_id',
    referenceField: 'txn_id',
    amountField: 'amount',
    currencyField: 'currency',
    title: 'Wallet payment (sandbox)',
  },
};

export const SANDBOX_PATH = '/payments-sandbox';

export function isProvider(value: string): value is PaymentProvider {
  return Object.hasOwn(PROVIDER_FORMS, value);
}
