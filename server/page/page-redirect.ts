// The Location of a page's redirect (a route's guard sending the visitor elsewhere, answered by the
// server as the browser's router would go): always a path on this site, never another origin.
// The router writes the address itself, but what it writes can carry the visitor's own address
// (where to come back to), so it is checked as if it came from outside.

/** Longer than this, the redirect is left to the browser: no proxy or browser trims it then. */
export const MAX_LOCATION_LENGTH = 2_048;

const BASE = 'http://storefront.invalid';

/**
 * The same-origin path to send the visitor to: the router's address (`/signin?…`, no language
 * prefix) behind the page's language segment (`/fr`), or null when it is not a plain path on this
 * site (another origin, protocol-relative, a backslash, a space or a control character) or too long.
 */
export function redirectLocation(href: string, languageSegment: string | null): string | null {
  // Printable ASCII only, checked first: URL would drop a tab or a line break silently, and the
  // router writes anything else percent-encoded.
  if (href.length > MAX_LOCATION_LENGTH || !/^[!-~]+$/.test(href) || href.includes('\\')) return null;
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(href, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // Dot segments resolved (`/a/../..//x` is `//x`): checked again as it will be written.
  const path = `${url.pathname}${url.search}`;
  if (path.startsWith('//')) return null;
  const location = languageSegment ? `/${languageSegment}${path}` : path;
  return location.length <= MAX_LOCATION_LENGTH ? location : null;
}
