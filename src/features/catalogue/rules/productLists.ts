/**
 * A product row without the product the page is about (a page does not recommend itself) and
 * without repeats, order kept.
 */
export function otherProducts<T extends { product_id: number }>(
  products: readonly T[] | null | undefined,
  currentProductId: number,
): T[] {
  const seen = new Set<number>([currentProductId]);
  return (products ?? []).filter((product) => {
    if (seen.has(product.product_id)) return false;
    seen.add(product.product_id);
    return true;
  });
}
