import { readAccessToken } from '../api/tokenCookies.ts';
import { STORAGE_KEYS, writeStorage } from './storageKeys.ts';

/**
 * Whether a customer is signed in: an access-token cookie is present. The session machine
 * (SPEC section 4, Session) will own this decision once sign-in exists; the guards ask here.
 */
export function isSignedIn(): boolean {
  return readAccessToken() !== null;
}

/** Remembers where a guest was headed, query string included, so sign-in can return there. */
export function saveReturnPage(href: string): void {
  writeStorage(STORAGE_KEYS.returnPage, href);
}
