// What the server and the storefront's server build (src/entry-server.tsx) exchange to render a
// page's first screen, and how the page carries it to the browser that hydrates it.

import type { ThemeMode } from './site.ts';
import type { TextDirection } from './store.ts';
import type { StorefrontBootstrap } from './storefront-bootstrap.ts';
import type { StorefrontConfig } from './storefront-config.ts';

export interface FirstScreenRequest {
  /** The page's path and query, without a language prefix. */
  href: string;
  config: StorefrontConfig;
  served: StorefrontBootstrap;
  /** The page's language, with its compiled catalog's messages. */
  language: { code: string; direction: TextDirection; messages: Record<string, unknown> };
  /** The shopper's theme (from the theme cookie): light, dark, or the device's ("system"). */
  themeMode: ThemeMode;
  /**
   * For the "system" theme, the device's colour scheme as its browser tells it
   * (COLOR_SCHEME_HINT): the page is drawn in it, and the browser hydrates in it
   * (DRAWN_COLOR_SCHEME_QUERY_KEY).
   */
  colorScheme?: 'light' | 'dark';
  /**
   * A signed-in customer's session, as the request's cookies carry it: the page is drawn for the
   * customer (their header, their pages), as the browser, reading the same cookies, hydrates it.
   */
  session?: FirstScreenSession;
  /**
   * How many lines the guest's cart has, as its cookie (GUEST_CART_LINES_COOKIE) tells: the browser
   * keeps the cart, the server draws its count and whether it is empty. Absent for a customer.
   */
  guestCartLines?: number;
  /**
   * Only where the router sends the visitor is wanted, not the page (one the server does not draw
   * for them): a page the router would render gives null, without being rendered.
   */
  onlyRedirect?: boolean;
}

/** The session cookies' tokens (server/page/page-session.ts reads them). */
export interface FirstScreenSession {
  access: string;
  refresh: string | null;
  id: string | null;
}

export interface FirstScreen {
  /** Goes inside #root. */
  html: string;
  /** The first screen's style elements, for the head. */
  styles: string;
  /** The query cache the page was drawn from (TanStack Query's dehydrated state), for the browser. */
  queries: unknown;
  /** The page's HTTP status: 200, or 404 for a product, vendor or page not found. */
  status: number;
}

/**
 * Where the router's guard sends the visitor instead of the page asked for (a guest on a customer's
 * page to sign in, a customer on sign-in home): the router's own address for it, a path and query
 * without the language prefix, for the server to answer with a redirect.
 */
export interface FirstScreenRedirect {
  redirectTo: string;
}

/**
 * The page a guest asked for when the server sent them to sign in (a route's guard, answered by a
 * redirect before the browser's app ran): the guard keeps it as the page to return to after signing
 * in, in the browser's storage, which the server cannot write. The storefront moves it there as it
 * starts (src/app/storage/returnPageCookie.ts) and removes the cookie. A path on this site.
 */
export const RETURN_PAGE_COOKIE = 'return_page';

/** How long the return page's cookie waits for the storefront to take it: a sign-in's time. */
export const RETURN_PAGE_COOKIE_SECONDS = 600;

/**
 * The cookie that mirrors how many lines the guest's cart (kept in the browser's storage) has, so
 * that the server draws the cart's count and an empty cart as they are.
 */
export const GUEST_CART_LINES_COOKIE = 'cart_lines';

/** The query the server's render puts the guest cart's line count under, for the browser's hydration. */
export const GUEST_CART_LINES_QUERY_KEY = ['firstScreen', 'guestCartLines'] as const;

/**
 * The query the server's render puts the signed-in customer's name under (the header shows it): the
 * browser hydrates with it, though its cookies may carry a newer session by then (renewed in another
 * tab, or by the page being left), and shows the session's own name right after.
 */
export const CUSTOMER_NAME_QUERY_KEY = ['firstScreen', 'customerName'] as const;

/**
 * The request header in which a browser tells the device's colour scheme ("light" or "dark"), a
 * client hint: Chromium sends it once a page's answer asks for it (Accept-CH), and retries the very
 * first request with it when the answer says the page depends on it (Critical-CH).
 */
export const COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme';

/**
 * The query the server's render puts the colour scheme it drew a "system" page in under: the
 * browser hydrates the page in that scheme (its own media query says the same, the hint being the
 * device's), then follows its media query.
 */
export const DRAWN_COLOR_SCHEME_QUERY_KEY = ['firstScreen', 'colorScheme'] as const;

/** Marks #root when it holds the page rendered on the server, for the browser to hydrate. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** Set on the html element once the storefront's first render (or hydration) has committed. */
export const STARTED_ATTRIBUTE = 'data-storefront-started';

/**
 * Where a drawn page keeps what the shopper did before the app started (server/page/after-paint.ts
 * records it, src/app/earlyInput.ts replays it): the last button pressed, the selects changed.
 */
export const EARLY_INPUT_GLOBAL = '__storefrontEarlyInput';

/**
 * The fields whose typed text is kept for the app (before it starts, and while it hydrates the
 * field's part of the page): text of every kind, not boxes to tick or files.
 */
export const TYPED_FIELDS = 'textarea,input:not([type=checkbox]):not([type=radio]):not([type=file])';

/** The id of the JSON data block with the query cache the server's render was drawn from. */
export const FIRST_SCREEN_QUERIES_ID = 'sf-first-screen-queries';

/**
 * The pages whose first screen the server draws: the public pages of the catalogue and the store's
 * content, the same for every guest, and the guest's cart and sign-in pages, drawn as they stand
 * before the browser's own state is read (the cart's lines are kept in the browser: the server draws
 * the page with its lines loading, and the browser fills them in once it has taken the page over).
 * Pages that carry a token in their address (password reset, unlock) and the customer's pages are
 * drawn by the browser.
 */
const FIRST_SCREEN_PAGES: readonly string[] = [
  '/',
  '/productListing',
  '/ProductDetails',
  '/vendor',
  '/listCategories',
  '/cart',
  '/signin',
  '/signup',
  '/forgotPassword',
];

/**
 * A signed-in customer's own pages the server draws for them: those that only read (their profile,
 * orders, wish list, addresses, sessions). Pages that act as they open (the checkout, a payment's
 * return, Ask AI) stay the browser's: the server must not do what the browser will do; so do the
 * preferences, drawn from this browser's own choices (its theme, its analytics answer).
 */
const CUSTOMER_FIRST_SCREEN_PAGES: readonly string[] = [
  '/myProfile',
  '/userDetails',
  '/userprofile/myOrder',
  '/WishList',
  '/customerAddress',
  '/loginSessions',
  '/activeSessions',
];

/** Whether the server draws the page at `pagePath` for a signed-in customer (their session's cookies). */
export function drawsCustomerFirstScreen(pagePath: string): boolean {
  return drawsFirstScreen(pagePath) || CUSTOMER_FIRST_SCREEN_PAGES.includes(pagePath);
}

/** Whether the server draws the first screen of the page at `pagePath` (normalised, no language prefix). */
export function drawsFirstScreen(pagePath: string): boolean {
  return (
    FIRST_SCREEN_PAGES.includes(pagePath) || pagePath === '/policies' || pagePath.startsWith('/policies/')
  );
}
