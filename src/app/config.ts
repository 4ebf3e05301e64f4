/**
 * Per-store configuration read at run time, so one build serves any store. The server injects it
 * into index.html (no extra request); `npm run dev` falls back to fetching it from the API server.
 */
export interface StorefrontConfig {
  /** The configured realm name; guests use its first dash-separated word. */
  realmName: string;
  storeId: number | null;
  /** Base URL of the store platform's API ('' = same origin). */
  apiBaseUrl: string;
  /** Base URL that image and media paths are prefixed with ('' = same origin). */
  mediaBaseUrl: string;
  clientId: string;
}

declare global {
  interface Window {
    __STOREFRONT_CONFIG__?: StorefrontConfig;
  }
}

export async function loadConfig(): Promise<StorefrontConfig> {
  if (window.__STOREFRONT_CONFIG__) return window.__STOREFRONT_CONFIG__;
  const response = await fetch('/storefront-config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not read the storefront configuration (${response.status})`);
  return (await response.json()) as StorefrontConfig;
}
