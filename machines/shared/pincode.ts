// The saved pincode's one rule (SPEC section 5), read by the catalogue's pincode check and by the
// checkout's first choice of a delivery address.

/** The stored pincode value that means "no pincode: show all products" (SPEC section 5). */
export const ALL_PRODUCTS_PINCODE = 'allProducts';

/**
 * The pincode to filter by: the trimmed value, or null when there is none (missing, blank, or
 * exactly 'allProducts' after trimming; the sentinel is compared case-sensitively because only
 * the app itself writes it).
 */
export function effectivePincode(value: string | null | undefined): string | null {
  const pincode = value?.trim() ?? '';
  if (pincode === '' || pincode === ALL_PRODUCTS_PINCODE) return null;
  return pincode;
}
