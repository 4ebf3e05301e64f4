// Where the generated catalogue images live under /media (see routes/catalogue-media.ts). The
// client prefixes its media base URL, as for store logos.
import { MEDIA_PREFIX } from '../media/media-url.ts';

/** "/media/products/7/1.svg,/media/products/7/2.svg,…": the first is the main image. */
export function productImagePaths(productId: number, imageCount: number): string {
  return Array.from(
    { length: imageCount },
    (_, index) => `${MEDIA_PREFIX}products/${productId}/${index + 1}.svg`,
  ).join(',');
}

export function categoryImagePath(categoryId: number): string {
  return `${MEDIA_PREFIX}categories/${categoryId}.svg`;
}

export function vendorLogoPath(vendorId: number): string {
  return `${MEDIA_PREFIX}vendors/${vendorId}.svg`;
}

export function bannerImagePath(bannerId: number): string {
  return `${MEDIA_PREFIX}banners/${bannerId}.svg`;
}
