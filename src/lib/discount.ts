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
