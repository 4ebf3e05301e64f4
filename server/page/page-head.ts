// What the served page says about itself before any script runs, so that a link
// shared or crawled shows the page: its title and description, its canonical address, Open Graph
// and Twitter card tags (the shared picture as one a preview service can draw, with its alt text:
// media/link-preview.ts) and, for a product, schema.org Product JSON-LD. Pages that name a
// product, category or vendor that the store does not have get a generic title and `noindex`. The
// title says what the page is (the product, the category, "Search: lamp", "Categories", the policy)
// in the page's language, as the storefront's own document head does (src/app/documentHead.ts). A
// page whose address names its language is canonical at that address, with every language's
// address as an alternate and the one without a language as x-default (decision 0145). The
// open page's first data call is answered here too when it is one of these lookups (home banners,
// the product, the vendor), and its first image is named for a preload hint.
import { PAGE_LIMIT } from '../../contracts/paging.ts';
import type { Banner, ProductDetails, Vendor } from '../../contracts/pbs.ts';
import { POLICY_PATH_MAX_LENGTH, POLICY_PATH_PATTERN } from '../../contracts/policies.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../contracts/request.ts';
import type { StoreSettings } from '../../contracts/store.ts';
import type { StorefrontBootstrap } from '../../contracts/storefront-bootstrap.ts';
import { isPriceVisible } from '../../machines/shared/priceVisibility.ts';
import { listingSearchText } from '../../machines/shared/searchText.ts';
import { readSearchValue } from '../../machines/shared/searchValue.ts';
import { loadBanners } from '../catalogue/banners.ts';
import { categoryImagePath } from '../catalogue/media-paths.ts';
import { loadProductDetails } from '../catalogue/product-details.ts';
import { loadVendor } from '../catalogue/vendors.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { renderMessage } from '../i18n/render-message.ts';
import { msg, type ServerMessage } from '../i18n/server-message.ts';
import { type PreviewImage, previewImage } from '../media/link-preview.ts';
import { mediaUrl } from '../media/media-url.ts';
import { loadPolicy } from '../stores/policies.ts';
import type { Store } from '../stores/stores.ts';
import { routePattern } from './build-manifest.ts';
import { firstProductsPage, isPlainListing, type ListingAnswers, listingAnswers } from './listing-answers.ts';
import { mediaAddress } from './media-address.ts';
import { type ProductAnswers, productAnswers } from './product-answers.ts';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute; null for pages that should not be indexed. */
  canonical: string | null;
  /** [hreflang, absolute address] of the page in each of the store's languages, and x-default. */
  alternates: [string, string][];
  /** The listing's previous and next pages (absolute), where the page knows them. */
  previous: string | null;
  next: string | null;
  noindex: boolean;
  /** [property, content] pairs: og:* (written as property=) and twitter:* (name=). */
  openGraph: [string, string][];
  /** A schema.org object for <script type="application/ld+json">, or null. */
  jsonLd: Record<string, unknown> | null;
  /** The address the page's largest image is requested at (as the storefront writes it), or null. */
  leadImage: string | null;
  /** The page's first data call, answered ahead (contracts/storefront-bootstrap.ts). */
  answers: Pick<StorefrontBootstrap, 'banners' | 'productDescription' | 'vendor'> &
    ListingAnswers &
    ProductAnswers;
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
  /** The language the page is written in (the store's default when not given). */
  language?: string;
  /**
   * The language the address's first segment names, when the store has it (`/ar/…`): the page's
   * own address keeps it. Null for an address without one.
   */
  addressLanguage?: string | null;
  /** The store's active languages, in its order: each one's address is an alternate. */
  languages?: readonly string[];
  /**
   * False for a page served with its frame because the server is drawing as many as it may: what is
   * below a product (product-answers.ts) is then not read for it, the browser asks for it.
   */
  readsBelowProduct?: boolean;
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
  return (await describePageInTwo(db, request)).whole;
}

/**
 * The head in two steps: at once, all but its link preview tags (what the page's render needs:
 * its answers, its lead image), and the whole head once the picture a preview shares has been read
 * (media/link-preview.ts: a media request in process, an SVG checked), which the page's render
 * does not wait on.
 */
export async function describePageInTwo(
  db: Queryable,
  request: PageRequest,
): Promise<{ draft: PageHead; whole: Promise<PageHead> }> {
  const { sharing, ...draft } = await describeOwnPage(db, request);
  const whole = (sharing ? withSharingTags(db, draft, sharing, request) : Promise.resolve(draft)).then(
    (head) => inAllLanguages(head, request),
  );
  return { draft, whole };
}

/** What a page shares in link previews: its kind, the media address of its picture and what it shows. */
interface Sharing {
  type: string;
  image: string | null;
  alt: string;
}

/** The head with its Open Graph and Twitter tags, naming the picture a preview service can draw. */
async function withSharingTags(
  db: Queryable,
  head: PageHead,
  { type, image, alt }: Sharing,
  request: PageRequest,
): Promise<PageHead> {
  const shared = await previewImage(db, image, {
    origin: request.origin,
    mediaBaseUrl: request.mediaBaseUrl,
  });
  return {
    ...head,
    openGraph: [
      ['og:type', type],
      ['og:site_name', request.store?.displayName ?? ''],
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
}

/**
 * The page's address in every language of the store (decision 0145): each language's hreflang at
 * its prefixed address, x-default at the address without one (read in the visitor's cookie's
 * language, else the store's default); and the page's Open Graph locale. A page not to be indexed
 * has none.
 */
function inAllLanguages(head: PageHead, request: PageRequest): PageHead {
  const { language } = request;
  const languages = request.languages ?? [];
  const own = `${request.origin}${prefixOf(request.addressLanguage ?? null)}`;
  const tags: [string, string][] =
    head.openGraph.length === 0 || language === undefined
      ? []
      : [
          ['og:locale', openGraphLocale(language)],
          ...languages
            .filter((code) => code !== language)
            .map((code): [string, string] => ['og:locale:alternate', openGraphLocale(code)]),
        ];
  if (!head.canonical?.startsWith(own) || languages.length < 2) {
    return { ...head, openGraph: [...head.openGraph, ...tags] };
  }
  // The path and query after the language: '/productListing?category=1'.
  const rest = head.canonical.slice(own.length);
  const alternates: [string, string][] = [
    ...languages.map((code): [string, string] => [bcp47(code), `${request.origin}${prefixOf(code)}${rest}`]),
    ['x-default', `${request.origin}${rest}`],
  ];
  return { ...head, alternates, openGraph: [...head.openGraph, ...tags] };
}

/** 'en_US' → 'en-US': how hreflang and the address write a language. */
function bcp47(code: string): string {
  return code.replace('_', '-');
}

/** The sign-in pages: public, every shopper's, indexed like the store's other pages. */
const GUEST_PAGE_TITLES: Readonly<Partial<Record<string, ServerMessage>>> = {
  '/signin': msg('Sign in'),
  '/signup': msg('Create your account'),
  '/forgotpassword': msg('Reset your password'),
};

/**
 * The titles of a shopper's own pages (the cart, the payment's, the account's, the links e-mailed to
 * them), by their route file as src/app/documentHead.ts names them by route.
 */
const OWN_PAGE_TITLES: readonly (readonly [routeFile: string, title: ServerMessage])[] = [
  ['cart', msg('Cart')],
  ['amazonPayment', msg('Payment')],
  ['_guest/resetPassword', msg('Choose a new password')],
  ['_guest/unlock', msg('Unlock your account')],
  ['_authenticated/WishList', msg('Wish list')],
  ['_authenticated/ask-ai', msg('Ask AI')],
  ['_authenticated/activeSessions', msg('Active sessions')],
  ['_authenticated/cashfree', msg('Card payment')],
  ['_authenticated/customerAddress', msg('Addresses')],
  ['_authenticated/loginSessions', msg('Login sessions')],
  ['_authenticated/myProfile', msg('My profile')],
  ['_authenticated/order-status', msg('Order status')],
  ['_authenticated/payment', msg('Payment')],
  ['_authenticated/preferences', msg('Preferences')],
  ['_authenticated/userDetails', msg('User details')],
  ['_authenticated/checkout.$checkoutId', msg('Checkout')],
  ['_authenticated/userprofile.myOrder', msg('My orders')],
  ['_authenticated/order-confirmation.$orderId', msg('Order confirmation')],
  ['_authenticated/userprofile.order', msg('Orders')],
  ['_authenticated/userprofile.order_.$orderId', msg('Order details')],
  ['_authenticated/trainingOverview.$orderItemId.$orderId', msg('Training overview')],
];

const OWN_PAGE_PATTERNS = OWN_PAGE_TITLES.map(
  ([routeFile, title]) => [routePattern(routeFile), title] as const,
);

/** The title of the shopper's own page at `path`, if it is one. */
function ownPageTitle(path: string): ServerMessage | undefined {
  return OWN_PAGE_PATTERNS.find(([pattern]) => pattern.test(path))?.[1];
}

/** The address's language segment: '/en-US', or '' for the address without one. */
function prefixOf(code: string | null): string {
  return code === null ? '' : `/${bcp47(code)}`;
}

/**
 * Open Graph names a locale language_TERRITORY: a code with its region is one already (en_US); the
 * others take their usual one (the store's plain English is spelt as in Britain, en_US and en_IN
 * differ from it).
 */
const OPEN_GRAPH_LOCALES: Readonly<Record<string, string>> = {
  en: 'en_GB',
  ar: 'ar_AR',
  fr: 'fr_FR',
  hi: 'hi_IN',
};

function openGraphLocale(code: string): string {
  return code.includes('_') ? code : (OPEN_GRAPH_LOCALES[code] ?? code);
}

/** Search text as the listing reads it from the value the router reads (`?q=%22123%22` is 123): null if none. */
function searchTextOf(value: string | null): string | null {
  return value === null ? null : (listingSearchText(readSearchValue(value)) ?? null);
}

/** A page's head before its link preview tags, with what it shares in them, if anything. */
type HeadDraft = PageHead & { sharing?: Sharing };

async function describeOwnPage(db: Queryable, request: PageRequest): Promise<HeadDraft> {
  const { store, origin } = request;
  /** The address the storefront loads a media path from (MEDIA_BASE_URL prefixed). */
  const media = (path: string | null | undefined): string | null => mediaAddress(request.mediaBaseUrl, path);
  /** The same, absolute: for links that leave the page (og:image, JSON-LD). */
  const absolute = (path: string | null | undefined): string | null => {
    const url = media(path);
    return url === null ? null : new URL(url, `${origin}/`).href;
  };
  const language = request.language ?? 'en';
  const messageLanguage = LANGUAGE_CODES.find((code): code is LanguageCode => code === language) ?? null;
  /** A text in the page's language: the same words the storefront's catalogs give it. */
  const t = (message: ServerMessage): string => renderMessage(message, messageLanguage);
  const storeName = store?.displayName ?? '';
  /** "Products | Demo Store": the page's own words, then the store's name (documentHead.ts). */
  const titled = (own: string): string => (storeName ? `${own} | ${storeName}` : own);
  const generic = (): PageHead => ({
    title: titled(t(msg('Online store'))),
    description: storeName
      ? t(
          msg('Shop online at {storeName}: products, categories and vendors, delivered to your door.', {
            storeName,
          }),
        )
      : t(msg('Online store')),
    canonical: null,
    alternates: [],
    previous: null,
    next: null,
    noindex: false,
    openGraph: [],
    jsonLd: null,
    leadImage: null,
    answers: {},
  });
  /** The head, with what it shares in link previews (its tags are written by withSharingTags). */
  const withTags = (head: PageHead, type: string, image: string | null, alt: string): HeadDraft => ({
    ...head,
    sharing: { type, image, alt },
  });
  const unknown = (title: ServerMessage): PageHead => ({
    ...generic(),
    title: titled(t(title)),
    noindex: true,
  });

  // A store that is not open shows its unavailable page, whatever the address.
  if (!store) return generic();
  if (!request.knownRoute) return unknown(msg('Page not found'));

  const storeId = store.id;
  const path = request.path.replace(/\/+$/, '') || '/';
  /** The page's own address: in the language its address names, if any. */
  const canonicalOf = (search = '') =>
    `${origin}${prefixOf(request.addressLanguage ?? null)}${path}${search}`;
  const storeLogo = mediaUrl(store.logoPath);
  const lower = path.toLowerCase();
  /** A page of the store's own words: its title, at its address without the query. */
  const pageOf = (title: ServerMessage | string): HeadDraft =>
    withTags(
      { ...generic(), title: titled(typeof title === 'string' ? title : t(title)), canonical: canonicalOf() },
      'website',
      storeLogo,
      storeName,
    );

  if (lower === '/productdetails') {
    const id = idOf(request.search.get('id'));
    // The calls below the product are read beside it (product-answers.ts).
    const below =
      id === null || request.readsBelowProduct === false ? null : productAnswers(db, store.id, id);
    const product = id === null ? null : await found(loadProductDetails(db, store.id, id));
    if (!product) return unknown(msg('Product not found'));
    const head = productHead(product);
    return { ...head, answers: { ...head.answers, ...(await below) } };
  }
  if (lower === '/vendor' && request.search.has('id')) {
    const id = idOf(request.search.get('id'));
    const vendor = id === null ? null : await found(loadVendor(db, store.id, id));
    if (!vendor) return unknown(msg('Vendor not found'));
    const products = await firstProductsPage(db, store.id, vendor.vendor_id);
    return withListing(await vendorHead(vendor, canonicalOf(`?id=${vendor.vendor_id}`)), {
      listingProducts: products,
    });
  }
  if (lower === '/vendor') return pageOf(msg('Vendors'));
  if (lower === '/listcategories') return pageOf(msg('Categories'));
  if (lower === '/policies' || lower.startsWith('/policies/')) {
    const policyPath = path.slice('/policies'.length).replace(/^\/+/, '');
    if (policyPath === '') return pageOf(msg('Policies'));
    const policy =
      policyPath.length <= POLICY_PATH_MAX_LENGTH && POLICY_PATH_PATTERN.test(policyPath)
        ? await found(loadPolicy(db, store.id, policyPath, language))
        : null;
    if (!policy) return unknown(msg('Page not found'));
    const head = await pageOf(policy.title);
    return { ...head, description: summarise(policy.body.replace(/^## /gm, '')) || head.description };
  }
  if (lower === '/productlisting') return listingHead();
  if (path === '/') {
    const banners: Banner[] = await loadBanners(db, store.id);
    const head: PageHead = {
      ...generic(),
      canonical: canonicalOf(),
      leadImage: media(banners[0]?.banner_image),
      answers: { banners: { banners } },
    };
    const banner = banners[0];
    return banner?.banner_image
      ? withTags(head, 'website', banner.banner_image, banner.title)
      : withTags(head, 'website', storeLogo, storeName);
  }
  // A shopper's own page (their cart, their sign-in, their account): titled as the storefront
  // titles it, kept from search results, and without other languages' addresses to advertise.
  const ownPage = ownPageTitle(path);
  const guestPage = GUEST_PAGE_TITLES[lower];
  if (guestPage) return pageOf(guestPage);
  // Shared as a link, it still shows the store (its logo).
  if (ownPage) {
    return withTags(
      { ...generic(), title: titled(t(ownPage)), noindex: true },
      'website',
      storeLogo,
      storeName,
    );
  }
  // Any other page: the store's own words, at its address without the query.
  return withTags({ ...generic(), canonical: canonicalOf() }, 'website', storeLogo, storeName);

  /**
   * The listing: named for its vendor, else its category, else its search text ("Search: lamp"),
   * else "Products", as the storefront names it. Its address keeps what chooses its products (the
   * vendor, the category, the search text, the page), not the order or the filters; its previous
   * page, and its next one where the page's answers tell.
   */
  async function listingHead(): Promise<HeadDraft> {
    const search = request.search;
    const vendorId = search.has('vendor') ? idOf(search.get('vendor')) : null;
    const categoryId = search.has('category') ? idOf(search.get('category')) : null;
    const query = searchTextOf(search.get('q'));
    const page = idOf(search.get('page')) ?? 1;
    const addressOf = (pageNumber: number): string => {
      const fields = new URLSearchParams();
      if (vendorId !== null) fields.set('vendor', String(vendorId));
      if (categoryId !== null) fields.set('category', String(categoryId));
      if (query !== null) fields.set('q', query);
      if (pageNumber > 1) fields.set('page', String(pageNumber));
      const text = fields.toString();
      return canonicalOf(text ? `?${text}` : '');
    };
    const previous = page > 1 ? addressOf(page - 1) : null;
    let head: HeadDraft;
    // A vendor or category that is not an id is dropped by the listing (its address too): the
    // listing without it. An id that names none is not found.
    if (vendorId !== null) {
      const vendor = await found(loadVendor(db, storeId, vendorId));
      if (!vendor) return unknown(msg('Vendor not found'));
      head = await vendorHead(vendor, addressOf(page));
    } else if (categoryId !== null) {
      const [category] = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM categories WHERE id = $1 AND store_id = $2',
        [categoryId, storeId],
      );
      if (!category) return unknown(msg('Category not found'));
      head = await withTags(
        {
          ...generic(),
          title: titled(category.name),
          description: t(
            msg('{category} at {storeName}: browse and compare products, and shop online.', {
              category: category.name,
              storeName,
            }),
          ),
          canonical: addressOf(page),
        },
        'website',
        categoryImagePath(category.id),
        category.name,
      );
    } else {
      const title = query === null ? t(msg('Products')) : t(msg('Search: {query}', { query }));
      head = await withTags(
        { ...generic(), title: titled(title), canonical: addressOf(page) },
        'website',
        storeLogo,
        storeName,
      );
    }
    head = { ...head, previous };
    // A vendor that is not an id leaves the listing's calls to the storefront, as before it was dropped.
    if (!isPlainListing(search) || (search.has('vendor') && vendorId === null)) return head;
    const answers = await listingAnswers(db, storeId, vendorId);
    const first = answers.listingProducts;
    const more = first !== undefined && first.total_count > (first.page_limit || PAGE_LIMIT);
    return withListing({ ...head, next: more ? addressOf(2) : null }, answers);
  }

  /** A listing's head with its first calls answered and its first product's image preloaded. */
  function withListing(head: HeadDraft, answers: ListingAnswers): HeadDraft {
    const first = answers.listingProducts?.products[0]?.product_image.split(',')[0];
    return { ...head, leadImage: media(first), answers: { ...head.answers, ...answers } };
  }

  function productHead(product: ProductDetails): HeadDraft {
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
      // No brand: the store keeps none, and the vendor is who sells it (the offer's seller), not a brand.
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

  function vendorHead(vendor: Vendor, canonical: string): HeadDraft {
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
