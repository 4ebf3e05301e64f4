import Cookies from 'js-cookie';
import { RETURN_PAGE_COOKIE } from '../../../contracts/first-screen.ts';
import { returnPathOrHome } from '../../../machines/auth/sessionRules.ts';
import { STORAGE_KEYS, writeStorage } from './storageKeys.ts';

// A guest who opens a signed-in page is sent to sign in by the server itself (a redirect, before
// the app runs), which cannot write the return page the route's guard keeps in storage: it sends
// the page in a cookie instead, and the storefront keeps it here, as its guard would have.

/** Keeps the server's return page (a path on this site only) as the page to return to, once. */
export function adoptReturnPageCookie(): void {
  const page = Cookies.get(RETURN_PAGE_COOKIE);
  if (page === undefined) return;
  Cookies.remove(RETURN_PAGE_COOKIE, { path: '/' });
  if (returnPathOrHome(page) === page) writeStorage(STORAGE_KEYS.returnPage, page);
}
