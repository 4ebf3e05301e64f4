/** Browser storage keys the storefront reads and writes (SPEC section 3). */
export const STORAGE_KEYS = {
  language: 'ln',
  direction: 'direction',
  realmName: 'realm_name',
  userMarker: 'user',
  theme: 'theme',
  primaryColour: 'primary',
  storeName: 'store_name',
  storeFullName: 'store_full_name',
  returnPage: 'page',
  /** The guest cart, one entry per product (SPEC section 3). */
  cart: 'cart',
  /** Service slot choices, keyed by product and slot id (SPEC section 3). */
  slotSelected: 'slot_selected',
  /** The product of a Buy now, on its way to checkout (SPEC section 3). */
  buyNowItem: 'buyNowItem',
  /** A product a guest asked to add where signing in is required: added after sign-in. */
  pendingCartItem: 'pending_cart_item',
  /** A guest-cart merge sent but not yet confirmed: its key and lines, to repeat after a reload. */
  cartMerge: 'cart_merge',
  /** The server refused the guest-cart merge for good: it is not sent again until sign-out. */
  cartMergeRefused: 'cart_merge_refused',
  /** The pincode last checked at checkout and its address (SPEC section 3). */
  userPincode: 'user_pincode',
  /** An online payment under way: false until its outcome was taken care of (SPEC section 3). */
  payDone: 'payDone',
  /** The order an online payment is for (SPEC section 3). */
  orderId: 'orderID',
  /** The provider's signed answer the shopper came back with, until the order-status check sends it. */
  paymentAnswer: 'payment_answer',
  /** This browser's answer to the store's analytics tag: granted or denied (unset: not asked). */
  analyticsConsent: 'analytics_consent',
} as const;

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage can be blocked: nothing to remove then
  }
}

/** The language choice is also kept in a cookie, which the server reads for the page's hints. */
export { LANGUAGE_COOKIE } from '../../../contracts/site.ts';

export function readStorage(key: string): string | null {
  // The server's render has no storage: asked at every render, the error thrown for it was not free.
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage can be blocked (private mode, policies); the app still works without it
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // see readStorage
  }
}
