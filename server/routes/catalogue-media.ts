// The catalogue's pictures, drawn on request from the rows they show (nothing is stored or
// downloaded): /media/products/{productId}/{n}.svg for n = 1..image count, /media/banners/{id}.svg,
// /media/categories/{id}.svg and /media/vendors/{id}.svg. Mounted before the media_files
// catch-all. Like every media file they are public with an ETag; banners, categories and vendors
// are cached for a year. A product's position may get the store's own picture at any time
// (media/product-images.ts): its address then sends the browser on (302) to the store's address
// or to the uploaded file, and so each position is kept only for PRODUCT_IMAGE_CACHE.
import { type Context, Hono } from 'hono';
import type { ProductTypeName } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';
import { badgeSvg } from '../media/badge-svg.ts';
import { bannerSvg } from '../media/banner-svg.ts';
import { productImageSvg } from '../media/product-image-svg.ts';
import { storeImageLocation } from '../media/product-images.ts';
import { sendMedia } from '../media/send-media.ts';

/** A store's new picture shows within five minutes; meanwhile a browser asks again with its ETag. */
export const PRODUCT_IMAGE_CACHE = 'public, max-age=300';

const SVG = 'image/svg+xml';
const ID = /^[1-9]\d{0,8}$/;
const SVG_FILE = /^([1-9]\d{0,8})\.svg$/;

function notFoundMedia(): never {
  throw notFound('Media file not found');
}

/** The number in "<n>.svg", or a 404 for any other name. */
function svgNumber(file: string): number {
  const match = SVG_FILE.exec(file);
  return match?.[1] ? Number(match[1]) : notFoundMedia();
}

function sendSvg(c: Context, svg: string, cacheControl?: string): Response {
  return sendMedia(c, SVG, new TextEncoder().encode(svg), cacheControl);
}

export function catalogueMediaRoutes(db: Queryable): Hono {
  const app = new Hono();

  app.get('/products/:productId/:file', async (c) => {
    const productId = c.req.param('productId');
    if (!ID.test(productId)) notFoundMedia();
    const view = svgNumber(c.req.param('file'));
    const [product] = await db.query<{
      name: string;
      product_type: ProductTypeName;
      image_hue: number;
      image_count: number;
    }>('SELECT name, product_type, image_hue, image_count FROM products WHERE id = $1', [Number(productId)]);
    if (!product || view > product.image_count) notFoundMedia();
    const storeImage = await storeImageLocation(db, Number(productId), view);
    if (storeImage !== null) {
      c.header('Cache-Control', PRODUCT_IMAGE_CACHE);
      return c.redirect(storeImage, 302);
    }
    return sendSvg(
      c,
      productImageSvg({
        name: product.name,
        type: product.product_type,
        hue: product.image_hue,
        view,
        views: product.image_count,
      }),
      PRODUCT_IMAGE_CACHE,
    );
  });

  app.get('/banners/:file', async (c) => {
    const [banner] = await db.query<{ title: string; image_hue: number }>(
      'SELECT title, image_hue FROM banners WHERE id = $1',
      [svgNumber(c.req.param('file'))],
    );
    if (!banner) notFoundMedia();
    return sendSvg(c, bannerSvg({ title: banner.title, hue: banner.image_hue }));
  });

  app.get('/categories/:file', async (c) => {
    const [category] = await db.query<{ name: string; image_hue: number }>(
      'SELECT name, image_hue FROM categories WHERE id = $1',
      [svgNumber(c.req.param('file'))],
    );
    if (!category) notFoundMedia();
    return sendSvg(c, badgeSvg({ name: category.name, hue: category.image_hue, shape: 'circle' }));
  });

  app.get('/vendors/:file', async (c) => {
    const [vendor] = await db.query<{ name: string; logo_hue: number }>(
      'SELECT name, logo_hue FROM vendors WHERE id = $1',
      [svgNumber(c.req.param('file'))],
    );
    if (!vendor) notFoundMedia();
    return sendSvg(c, badgeSvg({ name: vendor.name, hue: vendor.logo_hue, shape: 'square' }));
  });

  return app;
}
