// The refusal of an upload that is not one whole picture (image-structure.ts), as the product
// pictures and the profile picture both answer it: 422 with a message in the shopper's language.
import type { ProductImageType } from '../../contracts/product-images.ts';
import { HttpError } from '../http/http-error.ts';
import { msg } from '../i18n/server-message.ts';
import { isWholeImage, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './image-structure.ts';

export function requireWholeImage(type: ProductImageType, bytes: Uint8Array): void {
  if (isWholeImage(type, bytes)) return;
  throw new HttpError(
    422,
    msg(
      'The picture is cut short or damaged, or larger than {side} pixels a side or {megapixels} million pixels in all.',
      { side: MAX_IMAGE_SIDE, megapixels: MAX_IMAGE_PIXELS / 1_000_000 },
    ),
  );
}
