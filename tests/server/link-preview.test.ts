// What a link preview gets (decision 0138): the page names a picture the big preview services draw
// (a PNG rendition of an SVG at /media-preview/<media path>.png on the page's origin, a stored PNG
// or JPEG as it is), with its type, size and alt text, and Twitter's card tags beside Open
// Graph's; /media-preview serves the renditions with the source's caching and a strong ETag, and
// answers anything it does not serve with a 404 or 400 and a message.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODE_PARAM } from '../../contracts/request.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { handleError } from '../../server/http/error-handler.ts';
import { type NewImage, removeProductImage, setProductImage } from '../../server/media/product-images.ts';
import { DEFAULT_RENDITION_LIMITS, SvgRenditions } from '../../server/media/svg-rendition.ts';
import {
  describePage,
  describePageInTwo,
  type PageHead,
  type PageRequest,
} from '../../server/page/page-head.ts';
import { mediaPreviewRoutes } from '../../server/routes/media-preview.ts';
import { findStoreByRealm, type Store } from '../../server/stores/stores.ts';
import { DEMO_STORE } from './catalogue-kit.ts';
import { JPEG, png, WEBP_LOSSY } from './image-fixtures.ts';
import { openSeededDb, testConfig } from './test-db.ts';

const ORIGIN = 'https://shop.example.com';
const INDEX_HTML =
  '<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<meta charset="UTF-8" />\n<title>Online store</title>\n' +
  '</head>\n<body><div id="root"></div></body>\n</html>\n';

let db: Db;
let staticDir: string;
let demo: Store;
let renditions: SvgRenditions;
/** The server with /media-preview mounted in front (as server/app.ts mounts it). */
let site: Hono;

function siteOf(env: Record<string, string> = {}): Hono {
  const outer = new Hono();
  outer.onError(handleError);
  outer.use(contextStorage());
  outer.route('/media-preview', mediaPreviewRoutes(db, renditions));
  outer.route('/', createApp({ db, config: testConfig({ STATIC_DIR: staticDir, ...env }), log: () => {} }));
  return outer;
}

beforeAll(async () => {
  db = await openSeededDb();
  staticDir = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  const store = await findStoreByRealm(db, 'demo');
  if (!store) throw new Error('no demo store');
  demo = store;
  renditions = new SvgRenditions();
  site = siteOf();
});

afterAll(async () => {
  await db.close();
  await rm(staticDir, { recursive: true, force: true });
});

function head(path: string, request: Partial<PageRequest> = {}): Promise<PageHead> {
  const [route = '', query = ''] = path.split('?');
  return describePage(db, {
    path: route,
    search: new URLSearchParams(query),
    store: demo,
    settings: null,
    knownRoute: true,
    origin: ORIGIN,
    mediaBaseUrl: '',
    ...request,
  });
}

const tagsOf = (page: PageHead) => Object.fromEntries(page.openGraph);

/** The tags a picture gets, as the page writes them. */
function imageTags(url: string, type: string | null, size: [number, number] | null, alt: string) {
  return {
    'og:image': url,
    ...(type ? { 'og:image:type': type } : {}),
    ...(size ? { 'og:image:width': String(size[0]), 'og:image:height': String(size[1]) } : {}),
    'og:image:alt': alt,
    'twitter:card': 'summary_large_image',
    'twitter:image': url,
    'twitter:image:alt': alt,
  };
}

async function productName(id: number): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [id]);
  return row?.name ?? '';
}

/** The picture at a preview address, fetched as a preview service fetches it. */
async function fetchPreview(url: string, init: RequestInit = {}): Promise<Response> {
  const { pathname } = new URL(url);
  return site.request(pathname, init);
}

function pngSize(bytes: Uint8Array): [number, number] {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

/** Each tag's content, and the attribute it is written with (property= or name=). */
function metaOf(html: string): Record<string, string> {
  const { document } = new JSDOM(html).window;
  const tags: Record<string, string> = {};
  for (const meta of document.querySelectorAll('meta[property], meta[name]')) {
    const property = meta.getAttribute('property');
    const key = property ? `property=${property}` : `name=${meta.getAttribute('name')}`;
    tags[key] = meta.getAttribute('content') ?? '';
  }
  return tags;
}

describe('the picture a page shares', () => {
  it('is a PNG rendition of a product’s SVG picture, 1200×1200, with its name as alt text and Twitter’s tags', async () => {
    const page = await head('/ProductDetails?id=7');
    const name = await productName(7);
    const url = `${ORIGIN}/media-preview/products/7/1.svg.png`;
    expect(tagsOf(page)).toEqual({
      'og:type': 'product',
      'og:site_name': 'Demo Store',
      'og:title': page.title,
      'og:description': page.description,
      'og:url': `${ORIGIN}/ProductDetails?id=7`,
      ...imageTags(url, 'image/png', [1200, 1200], name),
      'twitter:title': page.title,
      'twitter:description': page.description,
    });
    // The structured data keeps the pictures the page shows.
    expect(page.jsonLd?.image).toEqual(expect.arrayContaining([`${ORIGIN}/media/products/7/1.svg`]));
    const response = await fetchPreview(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual([1200, 1200]);
  });

  it('is the home page’s first banner, the category’s picture, the vendor’s logo and elsewhere the store’s logo, each at the size it is drawn', async () => {
    const [category] = await db.query<{ name: string }>('SELECT name FROM categories WHERE id = 1');
    const [vendor] = await db.query<{ name: string }>('SELECT name FROM vendors WHERE id = 2');
    const home = await head('/');
    const [banner] = home.answers.banners?.banners ?? [];
    if (!banner) throw new Error('the demo store has no banner');
    const cases: [PageHead, string, [number, number], string][] = [
      [home, banner.banner_image.replace('/media/', ''), [1200, 375], banner.title],
      [await head('/productListing?category=1'), 'categories/1.svg', [1200, 1200], category?.name ?? ''],
      [await head('/vendor?id=2'), 'vendors/2.svg', [1200, 1200], vendor?.name ?? ''],
      [await head('/productListing?vendor=2'), 'vendors/2.svg', [1200, 1200], vendor?.name ?? ''],
      [await head('/cart'), demo.logoPath ?? '', [0, 0], 'Demo Store'],
    ];
    for (const [page, path, size, alt] of cases) {
      const url = `${ORIGIN}/media-preview/${path}.png`;
      const tags = tagsOf(page);
      const drawn = [Number(tags['og:image:width']), Number(tags['og:image:height'])] as [number, number];
      // The logo's height follows its proportions; the rest are known.
      expect(tags, path).toMatchObject(imageTags(url, 'image/png', size[0] ? size : drawn, alt));
      expect(drawn[0]).toBe(1200);
      const response = await fetchPreview(url);
      expect(response.status, path).toBe(200);
      expect(pngSize(new Uint8Array(await response.arrayBuffer())), path).toEqual(drawn);
    }
  });

  it('is the store’s own picture as it is when the store gave the product a PNG, JPEG or WebP, and its address when it is elsewhere', async () => {
    const [product] = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE store_id = $1 ORDER BY id LIMIT 1 OFFSET 3',
      [DEMO_STORE],
    );
    const id = product?.id ?? 0;
    const name = await productName(id);
    const cases: [NewImage, string | null, [number, number] | null][] = [
      [{ type: 'image/png', bytes: png(1600, 900) }, 'image/png', [1600, 900]],
      [{ type: 'image/jpeg', bytes: JPEG }, 'image/jpeg', [4, 3]],
      [{ type: 'image/webp', bytes: WEBP_LOSSY }, 'image/webp', [1, 1]],
      [{ url: 'https://pictures.example.com/lamp.jpg' }, null, null],
    ];
    for (const [image, type, size] of cases) {
      const images = await db.transaction((tx) => setProductImage(tx, DEMO_STORE, id, 1, image, new Date()));
      try {
        const stored = images.images[0]?.image ?? '';
        const url = 'url' in image ? image.url : `${ORIGIN}${stored}`;
        expect(tagsOf(await head(`/ProductDetails?id=${id}`))).toMatchObject(
          imageTags(url, type, size, name),
        );
        // Behind MEDIA_BASE_URL, a stored picture is named there, as the page shows it.
        if (!('url' in image)) {
          const cdn = await head(`/ProductDetails?id=${id}`, {
            mediaBaseUrl: 'https://cdn.example.com/shop/',
          });
          expect(tagsOf(cdn)['og:image']).toBe(`https://cdn.example.com/shop${stored}`);
        }
        // A rendition address named earlier, while the position had its drawn picture, still answers.
        const earlier = await fetchPreview(`${ORIGIN}/media-preview/products/${id}/1.svg.png`);
        if ('url' in image) {
          expect(earlier.status).toBe(302);
          expect(earlier.headers.get('Location')).toBe(image.url);
        } else {
          expect(earlier.status).toBe(200);
          expect(earlier.headers.get('Content-Type')).toBe(image.type);
          expect(new Uint8Array(await earlier.arrayBuffer())).toEqual(image.bytes);
        }
        expect(earlier.headers.get('Cache-Control')).toBe('public, max-age=300');
      } finally {
        await db.transaction((tx) => removeProductImage(tx, DEMO_STORE, id, 1));
      }
    }
  });

  it('is a rendition on the page’s own origin when MEDIA_BASE_URL names another host (this server draws it)', async () => {
    const page = await head('/ProductDetails?id=7', { mediaBaseUrl: 'https://cdn.example.com/shop/' });
    expect(tagsOf(page)['og:image']).toBe(`${ORIGIN}/media-preview/products/7/1.svg.png`);
    // What the storefront shows still comes from there.
    expect(page.leadImage).toBe('https://cdn.example.com/shop/media/products/7/1.svg');
  });

  it('is left out, with a summary card, when the page has no picture', async () => {
    const page = await head('/cart', { store: { ...demo, logoPath: null } });
    const tags = tagsOf(page);
    expect(tags['twitter:card']).toBe('summary');
    expect(tags['twitter:title']).toBe(page.title);
    expect(tags['twitter:description']).toBe(page.description);
    expect(Object.keys(tags).filter((key) => key.includes('image'))).toEqual([]);
  });

  it('is read while the page renders: the head comes first without the tags, then whole', async () => {
    const request: PageRequest = {
      path: '/ProductDetails',
      search: new URLSearchParams('id=1'),
      store: demo,
      settings: null,
      knownRoute: true,
      origin: ORIGIN,
      mediaBaseUrl: '',
      language: 'en',
      languages: ['en', 'ar'],
    };
    const { draft, whole } = await describePageInTwo(db, request);
    // What the render needs is there; the tags that name the picture are not, nor the languages'.
    expect(draft.answers.productDescription?.product_id).toBe(1);
    expect(draft.leadImage).not.toBeNull();
    expect(draft.openGraph).toEqual([]);
    const complete = await whole;
    expect(tagsOf(complete)['og:image']).toBe(`${ORIGIN}/media-preview/products/1/1.svg.png`);
    expect(tagsOf(complete)['og:locale']).toBe('en_GB');
    expect(complete).toEqual(await describePage(db, request));
  });

  it('is written into the served page: Open Graph as property=, Twitter as name=', async () => {
    const response = await site.request('/ProductDetails?id=7');
    expect(response.status).toBe(200);
    const meta = metaOf(await response.text());
    const url = 'http://localhost/media-preview/products/7/1.svg.png';
    const name = await productName(7);
    expect(meta).toMatchObject({
      'property=og:image': url,
      'property=og:image:type': 'image/png',
      'property=og:image:width': '1200',
      'property=og:image:height': '1200',
      'property=og:image:alt': name,
      'name=twitter:card': 'summary_large_image',
      'name=twitter:image': url,
      'name=twitter:image:alt': name,
    });
    expect(meta['name=twitter:title']).toBe(meta['property=og:title']);
    expect(meta['name=twitter:description']).toBe(meta['property=og:description']);
    // PUBLIC_ORIGIN names it, never the Host header.
    const configured = siteOf({ PUBLIC_ORIGIN: 'https://store.example.org' });
    const poisoned = metaOf(
      await (await configured.request('http://evil.example/ProductDetails?id=7')).text(),
    );
    expect(poisoned['property=og:image']).toBe(
      'https://store.example.org/media-preview/products/7/1.svg.png',
    );
  });
});

describe('/media-preview', () => {
  it('draws once, then answers from memory with the source’s caching and a strong ETag (304 when it matches)', async () => {
    const fresh = new SvgRenditions();
    const app = new Hono().route('/media-preview', mediaPreviewRoutes(db, fresh));
    const first = await app.request('/media-preview/banners/1.svg.png');
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await app.request('/media-preview/banners/1.svg.png');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array(await first.arrayBuffer()));
    const unchanged = await app.request('/media-preview/banners/1.svg.png', {
      headers: { 'If-None-Match': etag },
    });
    expect(unchanged.status).toBe(304);
    expect(fresh.drawn).toBe(1);
  });

  it.each([
    ['/media-preview/products/999999/1.svg.png', 404, 'Media file not found'],
    ['/media-preview/products/7/9.svg.png', 404, 'Media file not found'],
    ['/media-preview/stores/19/nothing.svg.png', 404, 'Media file not found'],
    ['/media-preview/products/7/1.svg', 404, 'Media file not found'],
    ['/media-preview/', 404, 'Media file not found'],
    ['/media-preview/..%2F..%2Fpackage.json.png', 400, 'Invalid media path'],
    ['/media-preview/stores/.hidden.svg.png', 400, 'Invalid media path'],
    ['/media-preview/%E0%A4%A.png', 400, 'The media path has malformed percent-encoding'],
    [`/media-preview/${'a/'.repeat(300)}x.svg.png`, 400, 'Invalid media path'],
  ])('%s is a %i with a message', async (path, status, message) => {
    const response = await site.request(path);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ response_body: null, response_message: message });
  });

  it('reads nothing outside the media (dot segments are resolved before the route: no preview there)', async () => {
    const response = await site.request('/media-preview/%2e%2e/%2e%2e/package.json.png');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"dependencies"');
  });

  it('says so in the shopper’s language', async () => {
    const response = await site.request(`/media-preview/products/999999/1.svg.png?${LANGUAGE_CODE_PARAM}=fr`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ response_message: 'Fichier média introuvable' });
  });

  it('is a 404 for a stored SVG it will not draw, and the page names the SVG as it is', async () => {
    const path = 'stores/19/link-preview-blurred.svg';
    const blurred =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><filter id="f"><feGaussianBlur stdDeviation="90"/></filter><rect width="400" height="200" filter="url(#f)"/></svg>';
    await db.query('INSERT INTO media_files (path, content_type, body) VALUES ($1, $2, $3)', [
      path,
      'image/svg+xml',
      new TextEncoder().encode(blurred),
    ]);
    try {
      const response = await site.request(`/media-preview/${path}.png`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        response_body: null,
        response_message: 'No preview picture can be drawn from this media file',
      });
      const page = await head('/cart', { store: { ...demo, logoPath: path } });
      expect(tagsOf(page)).toMatchObject({
        'og:image': `${ORIGIN}/media/${path}`,
        'og:image:alt': 'Demo Store',
      });
      expect(tagsOf(page)).not.toHaveProperty('og:image:type');
    } finally {
      await db.query('DELETE FROM media_files WHERE path = $1', [path]);
    }
  });

  it('tells a preview service to come back when the drawings are busy (503, Retry-After)', async () => {
    const busy = new SvgRenditions(
      { ...DEFAULT_RENDITION_LIMITS, timeoutMs: 0 },
      () => new Promise(() => {}),
    );
    const app = new Hono();
    app.onError(handleError);
    app.use(contextStorage());
    app.route('/media-preview', mediaPreviewRoutes(db, busy));
    const response = await app.request('/media-preview/banners/2.svg.png');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toEqual({
      response_body: null,
      response_message: 'Preview pictures are being drawn for others: try again in a few seconds',
    });
  });
});
