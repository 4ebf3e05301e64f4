// The origins of the addresses the server writes down. Never the request's Host or Origin in an
// e-mail: anyone can send `Host: evil.example`, and the customer would then get a working reset
// token inside a link to the stranger's site.
import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';

/**
 * E-mailed links (reset, unlock, sign-in and sign-up pages): PUBLIC_URL when configured (production
 * requires it), else http://localhost:PORT. The request is not consulted at all, on any port.
 */
export function mailLinkOrigin(config: Pick<ServerConfig, 'publicOrigin' | 'port'>): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`;
}

/**
 * Addresses answered to the browser that asked (a page's canonical address, the sitemap, the
 * payment hand-off's return address): PUBLIC_URL when configured. Otherwise, outside production,
 * the storefront on this machine that asked (the page's Origin, else the Host, when it names a
 * loopback address: `npm start`, `npm run dev` behind Vite's proxy, the test servers), so a shopper
 * on 127.0.0.1 comes back to 127.0.0.1 with their cookies; else this server on this machine.
 */
export function linkOrigin(config: ServerConfig, c: Context): string {
  if (config.publicOrigin) return config.publicOrigin;
  if (config.nodeEnv !== 'production') {
    const asked = [c.req.header('Origin'), new URL(c.req.url).origin].find(isLoopbackOrigin);
    if (asked) return new URL(asked).origin;
  }
  return mailLinkOrigin(config);
}

function isLoopbackOrigin(value: string | undefined): value is string {
  if (value === undefined) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(url.hostname);
}
