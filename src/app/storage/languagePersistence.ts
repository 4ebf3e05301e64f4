import Cookies from 'js-cookie';
import type { TextDirection } from '../../../contracts/store.ts';
import { LANGUAGE_COOKIE, readStorage, STORAGE_KEYS, writeStorage } from './storageKeys.ts';

const ONE_YEAR_IN_DAYS = 365;

export function persistLanguage(code: string, direction: TextDirection): void {
  writeStorage(STORAGE_KEYS.language, code);
  writeStorage(STORAGE_KEYS.direction, direction);
  Cookies.set(LANGUAGE_COOKIE, code, {
    expires: ONE_YEAR_IN_DAYS,
    // Lax: a shopper arriving from another site (a search result, an e-mail) is served the page in
    // their language and direction at once; the choice is nothing worth keeping from other sites.
    sameSite: 'lax',
    secure: globalThis.location?.protocol === 'https:',
  });
}

export function storedLanguage(): string | null {
  return readStorage(STORAGE_KEYS.language);
}

export function languageCookie(): string | null {
  return Cookies.get(LANGUAGE_COOKIE) ?? null;
}
