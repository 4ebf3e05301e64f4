// What the served page says about itself before any script runs, so that a link
// shared or crawled shows the page: its title and description, its canonical address, Open Graph
// and Twitter card tags (the shared picture as one a preview service can draw, with its alt text:
// media/link-preview.ts) and, for a product, schema.org Product JSON-LD. Pages that name a
// product, category or vendor that the store does not have get a generic title and `noindex`. The
// open page's first data call is answered here too when it is one of these lookups (home banners,
// the product, the vendor), and its first image is named for a preload hint.
import type { Banner, ProductDetails, Vendor } from '../../contracts/pbs.ts';
import type { StoreSettings } from '../../contracts/store.ts';
import type { StorefrontBootstrap } from '../../contracts/storefront-bootstrap.ts';
import { isPriceVisible } from '../../machines/shared/priceVisibility.ts';
import { loadBanners } from '../catalogue/banners.ts';
import { categoryImagePath } from '../catalogue/media-paths.ts';
import { loadProductDetails } from '../catalogue/product-details.ts';
import { loadVendor } from '../catalogue/vendors.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { type PreviewImage, previewImage } from '../media/link-preview.ts';
import { mediaUrl } from '../media/media-url.ts';
import type { Store } from '../stores/stores.ts';
import { firstProductsPage, isPlainListing, type ListingAnswers, listingAnswers } from './listing-answers.ts';
import { mediaAddress } from './media-address.ts';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute; null for pages that should not be indexed. */
  canonical: string | null;
  noindex: boolean;
  /** [property, content] pairs: og:* (written as property=) and twitter:* (name=). */
  openGraph: [string, string][];
  /** A schema.org object for <script type="application/ld+json">, or null. */
  jsonLd: Record<string, unknown> | null;
  /** The address the page's largest image is requested at (as the storefront writes it), or null. */
  leadImage: string | null;
  /** The page's first data call, answered ahead (contracts/storefront-bootstrap.ts). */
  answers: Pick<StorefrontBootstrap, 'banners' | 'productDescription' | 'vendor'> & ListingAnswers;
}

export interface PageRequest {
  /** The route path: decoded, without a language prefix. */
  path: string;
  search: URLSearchParams;
  /** The store when it is active; null otherwise (missing, switched off, misconfigured). */
  store: Store | null;
  settings: StoreSettings | null;
  /** False when the build knows no route for the path: the page-not-found page. */
  knownRoute: boolean;
  /** Where canonical addresses point: the configured public origin (see http/link-origin.ts). */
  origin: string;
  /** MEDIA_BASE_URL: '' for this origin, else an absolute base or a path. */
  mediaBaseUrl: string;
}

/** SPEC section 9: the currency when the store names none. */
const FALLBACK_CURRENCY = 'INR';
/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;
/** Ratings run from 1 to 5 stars. */
const BEST_RATING = 5;
const ID = /^\s*\d{1,10}\s*$/;
const MAX_ID = 2_147_483_647;

/** A positive id from a query value ('7'), as the storefront's routes read it; null otherwise. */
function idOf(value: string | null): number | null {
  if (value === null || !ID.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * Collapsed whitespace, cut to `length` characters (code points) with the ellipsis counted: SPEC
 * section 5's rule, as the storefront applies it to the page's description (src/lib/truncate.ts).
 */
export function summarise(text: string, length = DESCRIPTION_LENGTH): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= length) return characters.join('');
  return `${characters
    .slice(0, length - 1)
    .join('')
    .trimEnd()}…`;
}

/** A lookup that finds nothing (404) gives null; other failures are failures. */
async function found<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export async function describePage(db: Queryable, request: PageRequest): Promise<PageHead> {
  const { store, origin } = request;
  /** The address the storefront loads a media path from (MEDIA_BASE_URL prefixed). */
  const media = (path: string | null | undefined): string | null => mediaAddress(request.mediaBaseUrl, path);
  /** The same, absolute: for links that leave the page (og:image, JSON-LD). */
  const absolute = (path: string | null | undefined): string | null => {
    const url = media(path);
    return url === null ? null : new URL(url, `${origin}/`).href;
  };
  const storeName = store?.displayName ?? '';
  const generic = (): PageHead => ({
    title: storeName ? `Online store | ${storeName}` : 'Online store',
    description: storeName
      ? `Shop online at ${storeName}: products, categories and vendors, delivered to your door.`
      : 'Online store.',
    canonical: null,
    noindex: false,
    openGraph: [],
    jsonLd: null,
    leadImage: null,
    answers: {},
  });
  /**
   * The head with its Open Graph and Twitter tags. `image` is the media address of the picture to
   * share and `alt` what it shows; the tags name the picture a preview service can draw.
   */
  const withTags = async (
    head: PageHead,
    type: string,
    image: string | null,
    alt: string,
  ): Promise<PageHead> => {
    const shared = await previewImage(db, image, { origin, mediaBaseUrl: request.mediaBaseUrl });
    return {
      ...head,
      openGraph: [
        ['og:type', type],
        ['og:site_name', storeName],
        ['og:title', head.title],
        ['og:description', head.description],
        ...(head.canonical ? ([['og:url', head.canonical]] as [string, string][]) : []),
        ...(shared ? imageTags('og:image', shared, alt) : []),
        ['twitter:card', shared ? 'summary_large_image' : 'summary'],
        ['twitter:title', head.title],
        ['twitter:description', head.description],
        ...(shared
          ? ([
              ['twitter:image', shared.url],
              ['twitter:image:alt', alt],
            ] as [string, string][])
          : []),
      ],
    };
  };
  const unknown = (title: string): PageHead => ({
    ...generic(),
    title: `${title} | ${storeName}`,
    noindex: true,
  });

  // A store that is not open shows its unavailable page, whatever the address.
  if (!store) return generic();
  if (!request.knownRoute) return unknown('Page not found');

  const path = request.path.replace(/\/+$/, '') || '/';
  const canonicalOf = (search = '') => `${origin}${path}${search}`;
  const storeLogo = mediaUrl(store.logoPath);
  const lower = path.toLowerCase();

  if (lower === '/productdetails') {
    const id = idOf(request.search.get('id'));
    const product = id === null ? null : await found(loadProductDetails(db, store.id, id));
    if (!product) return unknown('Product not found');
    return productHead(product);
  }
  if (lower === '/vendor' && request.search.has('id')) {
    const id = idOf(request.search.get('id'));
    const vendor = id === null ? null : await found(loadVendor(db, store.id, id));
    if (!vendor) return unknown('Vendor not found');
    const products = await firstProductsPage(db, store.id, vendor.vendor_id);
    return withListing(await vendorHead(vendor, canonicalOf(`?id=${vendor.vendor_id}`)), {
      listingProducts: products,
    });
  }
  if (lower === '/productlisting' && request.search.has('vendor')) {
    const id = idOf(request.search.get('vendor'));
    const vendor = id === null ? null : await found(loadVendor(db, store.id, id));
    if (!vendor) return unknown('Vendor not found');
    const head = await vendorHead(vendor, canonicalOf(`?vendor=${vendor.vendor_id}`));
    if (!isPlainListing(request.search)) return head;
    return withListing(head, await listingAnswers(db, store.id, vendor.vendor_id));
  }
  if (lower === '/productlisting' && request.search.has('category')) {
    const id = idOf(request.search.get('category'));
    const [category] =
      id === null
        ? []
        : await db.query<{ id: number; name: string }>(
            'SELECT id, name FROM categories WHERE id = $1 AND store_id = $2',
            [id, store.id],
          );
    if (!category) return unknown('Category not found');
    const head: PageHead = {
      ...generic(),
      title: `${category.name} | ${storeName}`,
      description: `${category.name} at ${storeName}: browse and compare products, and shop online.`,
      canonical: canonicalOf(`?category=${category.id}`),
    };
    return withTags(head, 'website', categoryImagePath(category.id), category.name);
  }
  if (path === '/') {
    const banners: Banner[] = await loadBanners(db, store.id);
    const head: PageHead = {
      ...generic(),
      canonical: `${origin}/`,
      leadImage: media(banners[0]?.banner_image),
      answers: { banners: { banners } },
    };
    const banner = banners[0];
    return banner?.banner_image
      ? withTags(head, 'website', banner.banner_image, banner.title)
      : withTags(head, 'website', storeLogo, storeName);
  }
  // Any other page: the store's own words, at its address without the query.
  const head = await withTags({ ...generic(), canonical: canonicalOf() }, 'website', storeLogo, storeName);
  if (lower === '/productlisting' && isPlainListing(request.search)) {
    return withListing(head, await listingAnswers(db, store.id, null));
  }
  return head;

  /** A listing's head with its first calls answered and its first product's image preloaded. */
  function withListing(head: PageHead, answers: ListingAnswers): PageHead {
    const first = answers.listingProducts?.products[0]?.product_image.split(',')[0];
    return { ...head, leadImage: media(first), answers: { ...head.answers, ...answers } };
  }

  function productHead(product: ProductDetails): Promise<PageHead> {
    const canonical = canonicalOf(`?id=${product.product_id}`);
    const images = product.product_image
      .split(',')
      .map((image) => absolute(image))
      .filter((image): image is string => image !== null);
    const description = summarise(product.description) || `${product.product_name} at ${storeName}.`;
    const currency = request.settings?.store_currency[0]?.iso_code ?? FALLBACK_CURRENCY;
    const jsonLd: Record<string, unknown> = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.product_name,
      description: summarise(product.description, 5000),
      image: images,
      sku: String(product.product_id),
      productID: String(product.product_id),
      category: product.category_name,
      brand: { '@type': 'Brand', name: product.vendor_name },
      url: canonical,
    };
    // A price the store hides ("price on request") is not written into the page either.
    if (isPriceVisible(product)) {
      jsonLd.offers = {
        '@type': 'Offer',
        url: canonical,
        price: product.final_price.toFixed(2),
        priceCurrency: currency,
        availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        seller: { '@type': 'Organization', name: product.vendor_name },
      };
    }
    if (product.rating_count > 0) {
      jsonLd.aggregateRating = {
        '@type': 'AggregateRating',
        ratingValue: product.rating,
        ratingCount: product.rating_count,
        bestRating: BEST_RATING,
        worstRating: 1,
      };
    }
    const head: PageHead = {
      ...generic(),
      title: `${product.product_name} | ${storeName}`,
      description,
      canonical,
      jsonLd,
      leadImage: media(product.product_image.split(',')[0]),
      answers: { productDescription: product },
    };
    return withTags(head, 'product', product.product_image.split(',')[0] ?? null, product.product_name);
  }

  function vendorHead(vendor: Vendor, canonical: string): Promise<PageHead> {
    const head: PageHead = {
      ...generic(),
      title: `${vendor.vendor_name} | ${storeName}`,
      description: summarise(vendor.description) || `${vendor.vendor_name} at ${storeName}.`,
      canonical,
      answers: { vendor },
    };
    return withTags(head, 'website', vendor.vendor_logo, vendor.vendor_name);
  }
}

/** og:image and what a preview service may know of it before fetching it. */
function imageTags(prefix: string, image: PreviewImage, alt: string): [string, string][] {
  const tags: [string, string][] = [[prefix, image.url]];
  if (image.type) tags.push([`${prefix}:type`, image.type]);
  if (image.width && image.height) {
    tags.push([`${prefix}:width`, String(image.width)], [`${prefix}:height`, String(image.height)]);
  }
  tags.push([`${prefix}:alt`, alt]);
  return tags;
}
