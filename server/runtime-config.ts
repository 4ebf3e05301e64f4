// The configuration the SPA reads at run time (window.__STOREFRONT_CONFIG__ or
// /storefront-config.json), so one build serves any store.
import type { StorefrontConfig } from '../contracts/storefront-config.ts';
import type { ServerConfig } from './config.ts';
import type { Queryable } from './db/db.ts';
import { HttpError } from './http/http-error.ts';
import { parseRealmName } from './http/realm.ts';
import { inlineJson } from './page/inline-json.ts';
import { findStoreByRealm } from './stores/stores.ts';

export async function buildRuntimeConfig(db: Queryable, config: ServerConfig): Promise<StorefrontConfig> {
  return {
    realmName: config.realmName,
    storeId: await storeIdOf(db, config.realmName),
    apiBaseUrl: config.apiBaseUrl,
    mediaBaseUrl: config.mediaBaseUrl,
    clientId: config.clientId,
    analyticsScriptUrl: config.analyticsScriptUrl,
  };
}

async function storeIdOf(db: Queryable, realmName: string): Promise<number | null> {
  let realm: string;
  try {
    realm = parseRealmName(realmName, 'STORE_REALM');
  } catch (error) {
    if (error instanceof HttpError) return null; // a malformed realm names no store
    throw error;
  }
  return (await findStoreByRealm(db, realm))?.id ?? null;
}

/**
 * The inline script that sets the config (its hash goes into the page's Content-Security-Policy);
 * `<`, `>`, `&` and line separators are escaped so no value can end the script tag.
 */
export function runtimeConfigCode(config: StorefrontConfig): string {
  return `window.__STOREFRONT_CONFIG__=${inlineJson(config)}`;
}
