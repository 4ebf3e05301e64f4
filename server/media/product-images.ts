// A store's own pictures of its products (table product_images, migration 068): per position of
// the gallery, an https address or a file kept in media_files under uploads/products/<id>/, in
// place of the generated picture. Only the store's key reaches these (routes/fulfilment.ts), and
// only for its own products: another store's product is the same 404 as a missing one.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  PRODUCT_IMAGE_MAX_POSITION,
  PRODUCT_IMAGE_URL_MAX_LENGTH,
  type ProductImageSlot,
  type ProductImages,
  type ProductImageType,
} from '../../contracts/product-images.ts';
import { PRODUCT_NOT_FOUND } from '../catalogue/require-product.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { catalogChanged } from '../page/first-screen-cache.ts';
import { MEDIA_PREFIX } from './media-url.ts';

const EXTENSIONS: Record<ProductImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The picture's type as its first bytes say: PNG, JPEG or WebP; null for anything else. */
export function sniffProductImageType(bytes: Uint8Array): ProductImageType | null {
  const starts = (prefix: number[], at = 0) => prefix.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * An image address as stored: https only, no user name or password (a link that carries a
 * password leaks it to every shopper), no spaces or control characters, at most 2048 characters.
 */
export function checkImageUrl(raw: string): string {
  const refused = () =>
    badRequest('The image address must be an https:// address without a user name or password.');
  if (raw.length > PRODUCT_IMAGE_URL_MAX_LENGTH) {
    throw badRequest('The image address can be at most {max} characters.', {
      max: PRODUCT_IMAGE_URL_MAX_LENGTH,
    });
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) throw refused();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused();
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.hostname === '') {
    throw refused();
  }
  if (!isPublicHostName(url.hostname)) {
    throw badRequest(
      'The image address must name a public web host, not an IP address, localhost or a local name.',
    );
  }
  if (url.href.length > PRODUCT_IMAGE_URL_MAX_LENGTH) {
    throw badRequest('The image address can be at most {max} characters.', {
      max: PRODUCT_IMAGE_URL_MAX_LENGTH,
    });
  }
  return url.href;
}

/** Names only a local network knows: shoppers' browsers would be sent to their own machines. */
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa', '.intranet'];

/**
 * Whether a picture's host is a public name: shoppers' browsers are sent there, so an address must
 * not point them at their own machine or network (loopback, private or link-local addresses, local
 * names). IP literals are refused outright: a store's picture host has a name.
 */
export function isPublicHostName(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return false;
  if (!host.includes('.') || host === 'localhost') return false;
  return !LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** A position from the path: 1 to 8. */
export function parsePosition(raw: string): number {
  const value = /^[1-9]$/.test(raw) ? Number(raw) : 0;
  if (value < 1 || value > PRODUCT_IMAGE_MAX_POSITION) {
    throw badRequest('The picture position must be a whole number from 1 to {max}.', {
      max: PRODUCT_IMAGE_MAX_POSITION,
    });
  }
  return value;
}

interface ImageRow {
  position: number;
  url: string | null;
  media_path: string | null;
}

/** The store's product, its row locked; 404 when missing or another store's. */
async function lockedProduct(tx: Queryable, storeId: number, productId: number): Promise<number> {
  const [product] = await tx.query<{ image_count: number }>(
    'SELECT image_count FROM products WHERE id = $1 AND store_id = $2 FOR UPDATE',
    [productId, storeId],
  );
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product.image_count;
}

export async function productImages(
  db: Queryable,
  storeId: number,
  productId: number,
): Promise<ProductImages> {
  const [product] = await db.query<{ image_count: number }>(
    'SELECT image_count FROM products WHERE id = $1 AND store_id = $2',
    [productId, storeId],
  );
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return imagesOf(db, productId, product.image_count);
}

async function imagesOf(db: Queryable, productId: number, imageCount: number): Promise<ProductImages> {
  const rows = await db.query<ImageRow>(
    'SELECT position, url, media_path FROM product_images WHERE product_id = $1',
    [productId],
  );
  const images = Array.from({ length: imageCount }, (_, index): ProductImageSlot => {
    const position = index + 1;
    const row = rows.find((each) => each.position === position);
    if (row?.url) return { position, source: 'url', image: row.url };
    if (row?.media_path) return { position, source: 'upload', image: `${MEDIA_PREFIX}${row.media_path}` };
    return { position, source: 'generated', image: `${MEDIA_PREFIX}products/${productId}/${position}.svg` };
  });
  return { product_id: productId, images };
}

export type NewImage = { url: string } | { type: ProductImageType; bytes: Uint8Array };

/**
 * Puts the store's picture at `position` (one past the last adds a picture), in the caller's
 * transaction. An uploaded file gets a fresh unguessable name, so no cache shows the one before;
 * the file it replaces is removed.
 */
export async function setProductImage(
  tx: Queryable,
  storeId: number,
  productId: number,
  position: number,
  image: NewImage,
  now: Date,
): Promise<ProductImages> {
  const imageCount = await lockedProduct(tx, storeId, productId);
  if (position > imageCount + 1) {
    throw badRequest('The picture position must be a whole number from 1 to {max}.', {
      max: Math.min(imageCount + 1, PRODUCT_IMAGE_MAX_POSITION),
    });
  }
  let url: string | null = null;
  let mediaPath: string | null = null;
  if ('url' in image) {
    url = image.url;
  } else {
    mediaPath = `uploads/products/${productId}/${randomBytes(12).toString('hex')}.${EXTENSIONS[image.type]}`;
    await tx.query('INSERT INTO media_files (path, content_type, body, created_at) VALUES ($1, $2, $3, $4)', [
      mediaPath,
      image.type,
      image.bytes,
      now,
    ]);
  }
  const [old] = await tx.query<{ media_path: string | null }>(
    'SELECT media_path FROM product_images WHERE product_id = $1 AND position = $2',
    [productId, position],
  );
  await tx.query(
    `INSERT INTO product_images (product_id, position, url, media_path, updated_at, added)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (product_id, position) DO UPDATE
     SET url = EXCLUDED.url, media_path = EXCLUDED.media_path, updated_at = EXCLUDED.updated_at`,
    [productId, position, url, mediaPath, now, position > imageCount],
  );
  if (old?.media_path) await tx.query('DELETE FROM media_files WHERE path = $1', [old.media_path]);
  const count = Math.max(imageCount, position);
  if (count !== imageCount)
    await tx.query('UPDATE products SET image_count = $2 WHERE id = $1', [productId, count]);
  await catalogChanged(tx);
  return imagesOf(tx, productId, count);
}

/**
 * Takes the store's picture away from `position`: a picture put in place of a generated one gives
 * the generated one back; a picture the store added takes its position with it (the added ones
 * after it move down one place), so removing every store picture leaves the gallery as it was.
 * 404 when the position holds no store picture.
 */
export async function removeProductImage(
  tx: Queryable,
  storeId: number,
  productId: number,
  position: number,
): Promise<ProductImages> {
  const imageCount = await lockedProduct(tx, storeId, productId);
  const [found] = await tx.query<{ added: boolean }>(
    'SELECT added FROM product_images WHERE product_id = $1 AND position = $2',
    [productId, position],
  );
  if (!found) throw notFound('The product has no picture of its store at position {position}.', { position });
  // Positions never move: a retried DELETE must not remove the picture that moved into the place.
  // An added picture goes from the end only; one before the end is replaced instead.
  if (found.added && position < imageCount) {
    throw conflict(
      'Only the last picture the store added can be removed: remove the later ones first, or replace this one.',
    );
  }
  const [old] = await tx.query<{ media_path: string | null }>(
    'DELETE FROM product_images WHERE product_id = $1 AND position = $2 RETURNING media_path',
    [productId, position],
  );
  if (old?.media_path) await tx.query('DELETE FROM media_files WHERE path = $1', [old.media_path]);
  await catalogChanged(tx);
  if (!found.added) return imagesOf(tx, productId, imageCount);
  const count = imageCount - 1;
  await tx.query('UPDATE products SET image_count = $2 WHERE id = $1', [productId, count]);
  return imagesOf(tx, productId, count);
}

/** Where the browser goes for a position that has the store's picture; null for the generated one. */
export async function storeImageLocation(
  db: Queryable,
  productId: number,
  position: number,
): Promise<string | null> {
  const [row] = await db.query<ImageRow>(
    'SELECT position, url, media_path FROM product_images WHERE product_id = $1 AND position = $2',
    [productId, position],
  );
  if (row?.url) return row.url;
  if (row?.media_path) return `${MEDIA_PREFIX}${row.media_path}`;
  return null;
}
