// The pages that machines care about (SPEC section 2), and how a path names one. The router sends
// ROUTE_CHANGED with the path; machines compare it with these, never with the DOM's location.
import { CHECKOUT_ID_PATTERN } from '../../contracts/checkout.ts';

export const PAGES = {
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgotPassword',
  resetPassword: '/resetPassword',
  cart: '/cart',
  checkout: '/checkout',
  payment: '/payment',
  cashfree: '/cashfree',
  orderStatus: '/order-status',
  amazonPayment: '/amazonPayment',
  productDetails: '/ProductDetails',
  unlock: '/unlock',
  myProfile: '/myProfile',
  userDetails: '/userDetails',
  activeSessions: '/activeSessions',
} as const;

/** SPEC section 4: the pages where a saved pending product is not added to the cart. */
const NO_PENDING_ADD = [
  PAGES.checkout,
  PAGES.payment,
  PAGES.signUp,
  PAGES.signIn,
  PAGES.cashfree,
  PAGES.productDetails,
] as const;

/** SPEC section 4: the pages where the post-payment return waits (the payment is still under way). */
const NO_PAYMENT_RETURN = [
  PAGES.checkout,
  PAGES.payment,
  PAGES.cashfree,
  PAGES.orderStatus,
  PAGES.amazonPayment,
] as const;

/** Where the router is: the path (no query) and the query parameters as strings. */
export interface Route {
  path: string;
  search: Record<string, string>;
}

/** `/signin/` and `/signin` are one page. */
export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isPage(path: string, page: string): boolean {
  return normalisePath(path) === page;
}

/** SPEC section 4: a 401 on the sign-in page never triggers a token refresh. */
export function refreshAllowedOn(path: string): boolean {
  return !isPage(path, PAGES.signIn);
}

/** A page or one of its sub-pages (/checkout and /checkout/42). */
export function isWithin(path: string, page: string): boolean {
  const normal = normalisePath(path);
  return normal === page || normal.startsWith(`${page}/`);
}

/**
 * The checkout a path opens: the id of /checkout/{checkoutId}; null for any other page, and for
 * /checkout/cart and /checkout/buy-now, which only start a checkout (the route then opens its id).
 */
export function checkoutIdOf(path: string): string | null {
  const match = /^\/checkout\/([^/]+)$/.exec(normalisePath(path));
  const id = match?.[1]?.toLowerCase() ?? null;
  return id !== null && CHECKOUT_ID_PATTERN.test(id) ? id : null;
}

/**
 * A page that only starts a checkout (/checkout/cart, /checkout/buy-now): while the checkout is
 * being made, the router may announce it after the route asked for the start; it is still the same
 * start, not a page left.
 */
export function startsCheckout(path: string): boolean {
  return /^\/checkout\/(cart|buy-now)$/.test(normalisePath(path));
}

/** SPEC section 4: a pending add-to-cart happens on any page but these. */
export function pendingAddAllowedOn(path: string): boolean {
  return !NO_PENDING_ADD.some((page) => isWithin(path, page));
}

/** SPEC section 4: the guest cart merges anywhere but on the cart page. */
export function mergeAllowedOn(path: string): boolean {
  return !isPage(path, PAGES.cart);
}

/** SPEC section 4: the post-payment return runs on any page but the checkout and payment pages. */
export function paymentReturnAllowedOn(path: string): boolean {
  return !NO_PAYMENT_RETURN.some((page) => isWithin(path, page));
}
