import Cookies from 'js-cookie';
import { THEME_COOKIE } from '../../../contracts/site.ts';
import type { TokenSet } from '../../../contracts/ums.ts';
import { KEPT_ON_CLEAR, returnPathOrHome, secondsToCookieDays } from '../../../machines/auth/sessionRules.ts';
import { forgetGuestCartLines } from './guestCartCookie.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storageKeys.ts';
import { TOKEN_COOKIES } from './tokenCookies.ts';

/** The session's browser side: token cookies and the local-storage markers (SPEC sections 3, 4, 9). */

export function readTokenCookies() {
  return {
    access: Cookies.get(TOKEN_COOKIES.access) ?? null,
    refresh: Cookies.get(TOKEN_COOKIES.refresh) ?? null,
    id: Cookies.get(TOKEN_COOKIES.id) ?? null,
  };
}

export function storeTokenCookies(tokens: TokenSet): void {
  const options = {
    sameSite: 'strict' as const,
    secure: window.location.protocol === 'https:',
  };
  const accessDays = secondsToCookieDays(tokens.expires_in);
  const refreshDays = secondsToCookieDays(tokens.refresh_expires_in);
  Cookies.set(TOKEN_COOKIES.access, tokens.access_token, { ...options, expires: accessDays });
  Cookies.set(TOKEN_COOKIES.refresh, tokens.refresh_token, { ...options, expires: refreshDays });
  // The id token is only the logout hint: it lives as long as the session can.
  Cookies.set(TOKEN_COOKIES.id, tokens.id_token, { ...options, expires: refreshDays });
}

/**
 * Logout or clear: the three token cookies go, and local storage but the language choice. The theme
 * choice goes with storage, and so does its mirror in the cookie the server draws the next page's
 * frame by (else that page is served in the old theme and the storefront redraws it).
 */
export function clearBrowserSession(): void {
  for (const name of Object.values(TOKEN_COOKIES)) Cookies.remove(name);
  Cookies.remove(THEME_COOKIE);
  forgetGuestCartLines();
  try {
    const kept = KEPT_ON_CLEAR.map((key) => [key, window.localStorage.getItem(key)] as const);
    window.localStorage.clear();
    for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
  } catch {
    // storage may be blocked; the cookies are gone, which is what signs the shopper out
  }
}

export function markUser(marker: 'loggedIn' | 'guest'): void {
  writeStorage(STORAGE_KEYS.userMarker, marker);
}

export function removeUserMarker(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.userMarker);
  } catch {
    // see clearBrowserSession
  }
}

export function storeGuestRealm(realmName: string): void {
  writeStorage(STORAGE_KEYS.realmName, realmName);
}

/** Where to go after signing in: the saved page (then forgotten), else home. */
export function takeReturnPath(): string {
  const saved = readStorage(STORAGE_KEYS.returnPage);
  try {
    window.localStorage.removeItem(STORAGE_KEYS.returnPage);
  } catch {
    // see clearBrowserSession
  }
  return returnPathOrHome(saved);
}
