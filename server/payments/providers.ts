// The payment providers by name (one module each, behind provider.ts's interface), and where the
// payments sandbox is mounted when it is.
import type { PaymentProvider } from '../../contracts/checkout.ts';
import { amazonPaymentServices } from './amazon-payment-services.ts';
import { cashfree } from './cashfree.ts';
import type { PaymentProviderModule } from './provider.ts';
import { wallet } from './wallet.ts';

export const PAYMENT_PROVIDER_MODULES: Readonly<Record<PaymentProvider, PaymentProviderModule>> = {
  amazon_payment_services: amazonPaymentServices,
  cashfree,
  wallet,
};

export const SANDBOX_PATH = '/payments-sandbox';

export function isProvider(value: string): value is PaymentProvider {
  return Object.hasOwn(PAYMENT_PROVIDER_MODULES, value);
}
