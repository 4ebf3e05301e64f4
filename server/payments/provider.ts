// The one small interface every payment provider sits behind (one module each: amazon-payment-
// services.ts, cashfree.ts, wallet.ts; PAYMENT_PROVIDER_MODULES in providers.ts). The merchant side
// (our API) builds the hand-off form with it and believes an outcome only once the provider's
// answer has passed verifyReturn, verifyNotification or queryStatus: each checks the provider's
// signature with the merchant's secret before it says anything about the payment.
import type { PaymentHandOff, PaymentProvider } from '../../contracts/checkout.ts';

/** The merchant's account at a provider (a store's gateway payment method). */
export interface MerchantAccount {
  merchantIdentifier: string;
  accessCode: string;
  /** The secret the merchant shares with the provider; answers are signed with a key derived from it. */
  secret: string;
}

/** What the hand-off form asks the provider to take. */
export interface PaymentRequest {
  /** The merchant's reference: the order's number (ORD-…). */
  reference: string;
  amountMinor: number;
  currency: string;
  language: string;
  email: string;
  phone: string;
  /** Where the provider sends the shopper back: the storefront's /order-status. */
  returnUrl: string;
  /** Where the storefront posts the form. */
  gatewayUrl: string;
}

export type PaymentOutcome = 'paid' | 'declined';

/** What a provider's answer says once its signature was verified. */
export interface ProviderAnswer {
  provider: PaymentProvider;
  merchantIdentifier: string;
  reference: string;
  /** Minor units, as the provider wrote them (compared as text with the order's). */
  amount: string;
  currency: string;
  outcome: PaymentOutcome;
  /** The provider's id of the transaction: recorded once by the merchant. */
  transactionId: string;
}

/** Which field of a message holds what (the provider's own names). */
export interface MessageShape {
  fields: readonly string[];
  merchantField: string;
  referenceField: string;
  amountField: string;
  currencyField: string;
}

/** What a provider's answer is built from (the payments sandbox answers with it). */
export interface AnswerFacts {
  merchantIdentifier: string;
  accessCode: string;
  reference: string;
  amount: string;
  currency: string;
  transactionId: string;
  outcome: PaymentOutcome;
}

/** Sends a signed status query to the provider and resolves its signed reply's fields. */
export type StatusTransport = (fields: Record<string, string>) => Promise<Record<string, string>>;

export interface PaymentProviderModule {
  provider: PaymentProvider;
  /** The provider's name on the sandbox page. */
  title: string;
  /** The hand-off form's fields. */
  form: MessageShape;
  /** The answer's fields (the return's and the notification's). */
  answer: MessageShape & { transactionField: string };
  /** The merchant's signed hand-off form. */
  handOffForm(merchant: MerchantAccount, request: PaymentRequest): PaymentHandOff;
  /** The shopper's return (the fields the provider added to return_url), verified. 400 otherwise. */
  verifyReturn(fields: Readonly<Record<string, string>>, merchant: MerchantAccount): ProviderAnswer;
  /** The provider's server-to-server notification, verified. 400 otherwise. */
  verifyNotification(fields: Readonly<Record<string, string>>, merchant: MerchantAccount): ProviderAnswer;
  /** Asks the provider how the payment of `reference` stands; null while it is undecided. */
  queryStatus(
    merchant: MerchantAccount,
    reference: string,
    send: StatusTransport,
  ): Promise<ProviderAnswer | null>;
  /** The provider's signed answer (what the payments sandbox, as the provider, sends). */
  signedAnswer(facts: AnswerFacts, secret: string): Record<string, string>;
}
