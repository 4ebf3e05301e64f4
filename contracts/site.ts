// The storefront's own pages and browser state that the server also needs to know: the policy
// pages (linked from the footer, listed in the sitemap), the pages a crawler has no business on
// (robots.txt), and the cookies the page keeps (the served page reads the language and whether a
// customer is signed in, for its hints).

/** /policies/<slug>: the store's policy pages, in the footer's order. */
export const POLICY_PAGES = ['privacy', 'terms', 'returns'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

/**
 * Path prefixes that robots.txt disallows: the signed-in customer's pages, the cart and checkout,
 * the payment hand-offs, and reset links (they carry a token).
 */
export const PRIVATE_PATH_PREFIXES = [
  '/WishList',
  '/activeSessions',
  '/amazonPayment',
  '/ask-ai',
  '/cart',
  '/cashfree',
  '/checkout/',
  '/customerAddress',
  '/loginSessions',
  '/myProfile',
  '/order-confirmation/',
  '/order-status',
  '/payment',
  '/preferences',
  '/resetPassword',
  '/trainingOverview/',
  '/userDetails',
  '/userprofile/',
] as const;

/** The cookie that keeps the shopper's language (SPEC section 9). */
export const LANGUAGE_COOKIE = 'ln';
/**
 * The cookie that mirrors the shopper's theme choice (kept in storage as `theme`), so that the served
 * page's frame is drawn in the right colours before any script runs.
 */
export const THEME_COOKIE = 'theme';
export const THEME_MODES = ['light', 'dark', 'system'] as const;
/** What the shopper picks; 'system' follows the device's colour scheme. */
export type ThemeMode = (typeof THEME_MODES)[number];

/** SPEC section 2: the pages that show no header and footer (the served page draws no frame there). */
export const PAGES_WITHOUT_CHROME = ['/signup', '/signin', '/amazonPayment'] as const;
/** The cookies that keep a signed-in customer's tokens (SPEC section 3). */
export const TOKEN_COOKIES = {
  access: 'access_token',
  refresh: 'refresh_token',
  id: 'id_token',
} as const;
