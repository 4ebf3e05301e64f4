// Headers every answer carries: no MIME sniffing, no referrer to other sites (reset links carry
// their token in the address), no framing by other sites (a clickjacked "Buy now"), HSTS over
// https, and, on answers that are not the page, a Content-Security-Policy that allows nothing.
// The page's own policy is set where it is served (see content-security-policy.ts).
import type { MiddlewareHandler } from 'hono';
import { isHttps } from './client-address.ts';
import { isInProcess } from './in-process.ts';
import type { TrustedProxies } from './trusted-proxies.ts';

export const NOTHING_ALLOWED = "default-src 'none'; frame-ancestors 'none'";
const ONE_YEAR = 31_536_000;

/** Sent with every answer whatever it is (X-Frame-Options for browsers older than frame-ancestors). */
export const EVERY_ANSWER: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

export function securityHeaders(proxies: TrustedProxies): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Read by the page's render in this process, never by a browser.
    if (isInProcess(c)) return;
    const { headers } = c.res;
    for (const [name, value] of Object.entries(EVERY_ANSWER)) headers.set(name, value);
    const policy = headers.get('Content-Security-Policy');
    if (policy === null) headers.set('Content-Security-Policy', NOTHING_ALLOWED);
    else if (!/(^|;)\s*frame-ancestors\s/.test(policy)) {
      headers.set('Content-Security-Policy', `${policy}; frame-ancestors 'none'`);
    }
    // Browsers ignore it over plain http, and it must not pin a site that is not on https.
    if (isHttps(c, proxies)) headers.set('Strict-Transport-Security', `max-age=${ONE_YEAR}`);
  };
}
