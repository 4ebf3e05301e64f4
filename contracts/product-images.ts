// A store's own pictures of its products, set by the store with its fulfilment key (the header
// X-Fulfilment-Key, contracts/fulfilment.ts), replacing the generated ones position by position:
//
//   GET    /fulfilment/products/{productId}/images                        → ProductImages
//   PUT    /fulfilment/products/{productId}/images/{position}  {image_url} → ProductImages
//   PUT    /fulfilment/products/{productId}/images/{position}/file  bytes  → ProductImages
//          (Content-Type image/png, image/jpeg or image/webp; the bytes must be one whole
//          picture of that type: server/media/image-structure.ts)
//   DELETE /fulfilment/products/{productId}/images/{position}             → ProductImages
//
// A position is 1 to the product's picture count, or one more (up to 8) to add a picture. The
// storefront keeps showing /media/products/{productId}/{position}.svg, which sends the browser on
// to the store's picture. DELETE of a picture put in place of a generated one shows the generated
// one again; DELETE of the last picture the store added takes that position away. Positions never
// move (a retried DELETE must not take the picture that moved in): an added picture before the end
// is replaced, or removed once the later ones are (409 before). Removing every store picture, added
// ones from the end, gives back the gallery the product had.
// 404 for an unknown product or another store's, or a DELETE where the store has no picture;
// 400 for a bad position or address, or a file whose first bytes are not its declared type; 422
// for a file that is not one whole PNG, JPEG or WebP picture (cut short, damaged, anything after
// its end, a width or height outside 1..10000, or over 40 million pixels); 413 for a file over the limit.

export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];
/** An uploaded picture's largest size. */
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** An image address's longest length. */
export const PRODUCT_IMAGE_URL_MAX_LENGTH = 2048;
/** The most pictures a product has. */
export const PRODUCT_IMAGE_MAX_POSITION = 8;

export interface ProductImageUrlRequest {
  /** An https:// address, no user name or password. */
  image_url: string;
}

export interface ProductImageSlot {
  position: number;
  /** generated: drawn by the server; url: the store's address; upload: a file the server keeps. */
  source: 'generated' | 'url' | 'upload';
  /** Where the picture is: /media/… for generated and uploaded pictures, the address for url. */
  image: string;
}

export interface ProductImages {
  product_id: number;
  images: ProductImageSlot[];
}
