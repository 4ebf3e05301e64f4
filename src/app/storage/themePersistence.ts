import Cookies from 'js-cookie';
import { THEME_COOKIE, type ThemeMode } from '../../../contracts/site.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storageKeys.ts';

const ONE_YEAR_IN_DAYS = 365;

/**
 * The shopper's theme choice: light unless dark or system was chosen. Without one in storage (the
 * browser cleared it, the cookie stayed) the cookie's mirror of the last choice stands: it is the
 * theme the server drew the page in, and switching away from it after hydration would repaint the
 * page and mismatch any part hydrated later.
 */
export function storedThemeMode(): ThemeMode {
  return themeModeOf(readStorage(STORAGE_KEYS.theme) ?? Cookies.get(THEME_COOKIE));
}

/** A kept theme value as a choice: light unless it says dark or system. */
function themeModeOf(value: string | null | undefined): ThemeMode {
  return value === 'dark' || value === 'system' ? value : 'light';
}

/** The theme the theme cookie names (the one the server drew its page in); light without one. */
export function cookieThemeMode(): ThemeMode {
  return themeModeOf(Cookies.get(THEME_COOKIE));
}

/** Keeps the choice in storage (SPEC section 3); ThemeModeProvider mirrors it in the cookie. */
export function storeThemeMode(mode: ThemeMode): void {
  writeStorage(STORAGE_KEYS.theme, mode);
}

/**
 * Writes the cookie the server reads to draw the served page's frame in the chosen colours before any
 * script runs, when it does not say `mode` yet (a new choice, or one made before the cookie existed).
 */
export function mirrorThemeCookie(mode: ThemeMode): void {
  if (Cookies.get(THEME_COOKIE) === mode) return;
  Cookies.set(THEME_COOKIE, mode, {
    expires: ONE_YEAR_IN_DAYS,
    // Lax: sent when the shopper arrives from another site (a search result, an e-mail), the first
    // page the frame is for; it holds nothing worth keeping from other sites.
    sameSite: 'lax',
    secure: globalThis.location?.protocol === 'https:',
  });
}
