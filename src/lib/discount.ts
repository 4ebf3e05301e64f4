/**
 * Discount percent shown on a product: the truncated integer of
 * (original − selling) / original × 100 (SPEC section 5).
 *
 * Returns 0 when there is no real discount or the prices are unusable: a non-finite price, an
 * original price of 0 or less, a negative selling price, or a selling price at or above the original.
 * The product is computed before the division and rounded to 9 decimals before truncating, so
 * floating-point noise cannot turn an exact 29 % into 28 % (0.29 × 100 = 28.999…96 in IEEE 754).
 */
export function discountPercent(original: number, selling: number): number {
  if (!Number.isFinite(original) || !Number.isFinite(selling)) return 0;
  if (original <= 0 || selling < 0 || selling >= original) return 0;
  const percent = ((original - selling) * 100) / original;
  return Math.trunc(Number(percent.toFixed(9)));
}

/** Discount details that only say "N% off" (any spacing and case; N may have decimals). */
const PERCENT_OFF = /^\s*\d+(?:[.,]\d+)?\s*%\s*off\s*$/i;

/**
 * The discount details to show beside a price that already shows `shownPercent` (0: none): null
 * when there are none, or when they only say a percent off that the price says already (so a
 * discount is never shown twice) or that has no price to apply to (`priceShown` false: price on
 * request); otherwise the store's words ("Festive offer").
 */
export function offerText(details: string | null, shownPercent: number, priceShown = true): string | null {
  const text = details?.trim() ?? '';
  if (text === '') return null;
  return PERCENT_OFF.test(text) && (shownPercent > 0 || !priceShown) ? null : text;
}
