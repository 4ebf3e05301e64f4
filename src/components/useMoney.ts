import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useStoreBootstrap } from '../app/AppSystemContext.tsx';
import { toBcp47 } from '../app/i18n.ts';
import { formatCurrencyLabel } from '../lib/currency.ts';
import { resolveStoreTheme } from '../lib/themeSettings.ts';

/** The store currency's symbol (SPEC section 3: the first store_currency entry, default ₹). */
export function useCurrencySymbol(): string {
  const settings = useStoreBootstrap((snapshot) => snapshot.context.settings);
  // The currency does not depend on the theme; 'light' only picks which colours come with it.
  return resolveStoreTheme(settings, 'light').currency.symbol;
}

/**
 * Formats an amount in major units as the store shows money: its currency symbol, a space, the
 * number with 2 decimals, grouped for the shopper's language ('R 1,234.50').
 */
export function useFormatMoney(): (amount: number | null | undefined) => string {
  const symbol = useCurrencySymbol();
  const { i18n } = useLingui();
  const locale = i18n.locale ? toBcp47(i18n.locale) : 'en';
  return useCallback((amount) => formatCurrencyLabel(amount, symbol, 2, locale), [symbol, locale]);
}
