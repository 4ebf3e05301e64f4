import Cookies from 'js-cookie';
import { GUEST_CART_LINES_COOKIE } from '../../../contracts/first-screen.ts';

// The guest cart lives in storage (SPEC section 3), which the server cannot read: its number of
// lines is mirrored in a cookie, so that the page the server draws shows the cart's count and an
// empty cart as they are, and hydrating it changes nothing.

const ONE_YEAR_IN_DAYS = 365;

/** Mirrors the guest cart's number of lines (no cookie for an empty cart). */
export function mirrorGuestCartLines(lines: number): void {
  if (lines <= 0) {
    if (Cookies.get(GUEST_CART_LINES_COOKIE) !== undefined) Cookies.remove(GUEST_CART_LINES_COOKIE);
    return;
  }
  if (Cookies.get(GUEST_CART_LINES_COOKIE) === String(lines)) return;
  Cookies.set(GUEST_CART_LINES_COOKIE, String(lines), {
    expires: ONE_YEAR_IN_DAYS,
    // Lax: sent when the shopper comes back from another site, the page it is for.
    sameSite: 'lax',
    secure: globalThis.location?.protocol === 'https:',
  });
}

/** Logout or clear empties storage: the mirror goes with it. */
export function forgetGuestCartLines(): void {
  Cookies.remove(GUEST_CART_LINES_COOKIE);
}
