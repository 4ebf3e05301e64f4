// The origin of the links the server mails (reset links, the sign-in and sign-up pages). Never the
// request's Host or Origin as such: anyone can send `Host: evil.example`, and the customer would
// then get a working reset token inside a link to the stranger's site.
import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';

/**
 * PUBLIC_ORIGIN when configured. Otherwise, outside production, the storefront on this machine
 * that asked (the page's Origin, else the Host, when it names a loopback address: `npm start`,
 * `npm run dev` behind Vite's proxy, the test servers); else this server on this machine.
 */
export function linkOrigin(config: ServerConfig, c: Context): string {
  if (config.publicOrigin) return config.publicOrigin;
  if (config.nodeEnv !== 'production') {
    const asked = [c.req.header('Origin'), new URL(c.req.url).origin].find(isLoopbackOrigin);
    if (asked) return new URL(asked).origin;
  }
  return `http://localhost:${config.port}`;
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
