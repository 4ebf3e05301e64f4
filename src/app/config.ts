import { STOREFRONT_CONFIG_PATH, type StorefrontConfig } from '../../contracts/storefront-config.ts';

// Per-store configuration read at run time, so one build serves any store. The server injects it
// into index.html (no extra request); `npm run dev` falls back to fetching it from the API server.

declare global {
  interface Window {
    __STOREFRONT_CONFIG__?: StorefrontConfig;
  }
}

export async function loadConfig(): Promise<StorefrontConfig> {
  if (window.__STOREFRONT_CONFIG__) return window.__STOREFRONT_CONFIG__;
  const response = await fetch(STOREFRONT_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not read the storefront configuration (${response.status})`);
  return (await response.json()) as StorefrontConfig;
}
