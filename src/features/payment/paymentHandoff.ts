/** The hand-off form the payment provider receives (SPEC section 3, "Hand-off payment form fields"). */
export interface PaymentHandoff {
  payment_gateway_url: string;
  fields: {
    signature: string;
    /** Always PURCHASE (SPEC section 9). */
    command: 'PURCHASE';
    merchant_reference: string;
    amount: string;
    access_code: string;
    merchant_identifier: string;
    currency: string;
    language: string;
    customer_email: string;
    return_url: string;
  };
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Passed by the checkout when it hands the shopper to the payment provider. */
    paymentHandoff?: PaymentHandoff;
  }
}

/** Navigation state is whatever the browser kept: accept it only when it has the right shape. */
export function isPaymentHandoff(value: unknown): value is PaymentHandoff {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PaymentHandoff>;
  return (
    typeof candidate.payment_gateway_url === 'string' &&
    /^https?:\/\//.test(candidate.payment_gateway_url) &&
    typeof candidate.fields === 'object' &&
    candidate.fields !== null &&
    candidate.fields.command === 'PURCHASE'
  );
}
