/**
 * The image a product shows: the first non-blank, trimmed path of its comma-separated
 * `product_image` list (SPEC section 3), or null when there is none. A list already split into
 * an array is accepted too. Paths must not contain commas (so inline data: URLs cannot be listed).
 */
export function firstImage(images: string | readonly string[] | null | undefined): string | null {
  const list = typeof images === 'string' ? images.split(',') : (images ?? []);
  for (const image of list) {
    const path = image.trim();
    if (path !== '') return path;
  }
  return null;
}
