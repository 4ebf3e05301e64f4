import type { PaymentHandOff, PaymentProvider } from '../../../contracts/checkout.ts';
import { handOffInNavigation, historyEntryKey } from '../../lib/paymentHandOff.ts';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /**
     * The signed form the checkout hands to the provider's page (/cashfree, /amazonPayment,
     * /payment), which posts it (SPEC section 2). Read with handOffForPage below.
     */
    paymentHandOff?: PaymentHandOff;
  }
}

/**
 * The history entry this document was loaded on, read as the app's code first runs (before the
 * router keys a first visit's entry, when it is null). A payment page loaded on its own entry is a
 * reload or Back from the provider, never the checkout's hand-off.
 */
const documentEntryKey = typeof window === 'undefined' ? null : historyEntryKey(window.history.state);

/** The hand-off a payment page posts, or null (the page sends the shopper home: SPEC section 8). */
export function handOffForPage(state: unknown, provider: PaymentProvider): PaymentHandOff | null {
  return handOffInNavigation(state, provider, documentEntryKey);
}
