// Where the browser reaches the payments sandbox (this server: API_BASE_URL's origin when the API is
// elsewhere, else the storefront's own origin), and the storefront's origin for return_url. Never
// the request's Host as such (see http/link-origin.ts).
import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';
import { linkOrigin } from '../http/link-origin.ts';

export function storefrontOrigin(config: ServerConfig, c: Context): string {
  return linkOrigin(config, c);
}

export function gatewayOrigin(config: ServerConfig, c: Context): string {
  try {
    const url = new URL(config.apiBaseUrl);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // '' or a path: the API is on the storefront's origin.
  }
  return linkOrigin(config, c);
}
