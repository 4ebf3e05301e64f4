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
} as const;

/** The language choice is also kept in a cookie, which the server reads for the page's hints. */
export { LANGUAGE_COOKIE } from '../../contracts/site.ts';

export function readStorage(key: string): string | null {
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
