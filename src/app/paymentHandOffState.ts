import type { PaymentHandOff } from '../../contracts/checkout.ts';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /**
     * The signed form the checkout hands to the provider's page (/cashfree, /amazonPayment,
     * /payment), which posts it (SPEC section 2). Read with src/lib/paymentHandOff.ts.
     */
    paymentHandOff?: PaymentHandOff;
  }
}

/**
 * Drops the hand-off from the open history entry once it is posted: Back from the provider finds
 * no payment data and goes home (SPEC section 8) instead of posting the form a second time.
 */
export function forgetPaymentHandOff(): void {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('paymentHandOff' in state)) return;
  const { paymentHandOff: _posted, ...rest } = state as Record<string, unknown>;
  window.history.replaceState(rest, '', window.location.href);
}
