// The per-store configuration the server hands the storefront at run time, so one build serves any store.

/** Written into index.html as window.__STOREFRONT_CONFIG__, and served at STOREFRONT_CONFIG_PATH. */
export interface StorefrontConfig {
  /** The configured realm name; guests use its first dash-separated word. */
  realmName: string;
  /** The id of the realm's store, or null when no such store exists. */
  storeId: number | null;
  /** Base URL of the store platform's API ('' = same origin). */
  apiBaseUrl: string;
  /** Base URL that image and media paths are prefixed with ('' = same origin). */
  mediaBaseUrl: string;
  clientId: string;
  /**
   * Where a store's analytics tag script loads from, without `?id=` (Google's gtag.js unless the
   * server says otherwise: a local stand-in in development and the journeys).
   */
  analyticsScriptUrl?: string;
}

/** Where the storefront fetches its configuration when index.html does not carry it (`npm run dev`). */
export const STOREFRONT_CONFIG_PATH = '/storefront-config.json';
