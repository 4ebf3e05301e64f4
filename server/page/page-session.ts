// The session a request's cookies carry, for drawing a signed-in customer's page on the server. The
// server does not verify the token here: the render calls the API with it, which does (signature,
// expiry, a session signed out elsewhere), and a render the API turns down is left to the browser.
// What is read here only spares a render that would be turned down: a token that is not a JWT, or
// one about to expire (the browser renews it first, behind its loading screen).
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { decodeJwt } from 'jose';
import type { FirstScreenSession } from '../../contracts/first-screen.ts';
import { TOKEN_COOKIES } from '../../contracts/site.ts';

/** How long the access token must still be good for: the render, and the browser's hydration after it. */
export const SESSION_MARGIN_SECONDS = 60;

/** The longest token cookie worth reading (a real access token is well under 2 KB). */
const MAX_TOKEN_LENGTH = 8_192;

/** The customer's session from the request's cookies, or null (a guest, or a session to renew first). */
export function sessionForRender(c: Context, nowMs = Date.now()): FirstScreenSession | null {
  const access = getCookie(c, TOKEN_COOKIES.access);
  if (!access || access.length > MAX_TOKEN_LENGTH) return null;
  let expires: unknown;
  try {
    expires = decodeJwt(access).exp;
  } catch {
    return null;
  }
  if (typeof expires !== 'number' || expires * 1000 < nowMs + SESSION_MARGIN_SECONDS * 1000) return null;
  const cookie = (name: string) => {
    const value = getCookie(c, name);
    return value && value.length <= MAX_TOKEN_LENGTH ? value : null;
  };
  return { access, refresh: cookie(TOKEN_COOKIES.refresh), id: cookie(TOKEN_COOKIES.id) };
}
