/**
 * Every image of a product's comma-separated `product_image` list (SPEC section 3), trimmed, in
 * the order given (the first is the main image), without blanks or repeats. A list already split
 * into an array is accepted too.
 */
export function productImages(images: string | readonly string[] | null | undefined): string[] {
  const list = typeof images === 'string' ? images.split(',') : (images ?? []);
  const paths = list.map((image) => image.trim()).filter((image) => image !== '');
  return [...new Set(paths)];
}
