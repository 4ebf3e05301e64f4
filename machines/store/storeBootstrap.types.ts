// Types of the storeBootstrap machine (machines/store/storeBootstrap.machine.ts).
import type { StoreImages, StoreSettings, StoreValidation } from '../../contracts/store.ts';

export interface StoreBootstrapInput {
  /** The configured realm name of the store (SPEC section 4, "Session"). */
  realmName: string;
  storeId: number | null;
  /**
   * The store's answers the page was served with: the machine starts from them instead
   * of asking the API. Absent or null, it validates the store and loads its content as usual.
   */
  served?: ServedStore | null;
}

/**
 * What the server that served the page answered ahead: the store's check and, for an active store,
 * its content. An active store without its content is not used: the machine asks for both.
 */
export interface ServedStore {
  check: StoreCheck;
  content: StoreContent | null;
}

/** Why the store-unavailable page shows: the store is not active, unknown, or validation failed. */
export type UnavailableReason = 'inactive' | 'missing' | 'failed';

export interface StoreBootstrapContext {
  realmName: string;
  storeId: number | null;
  /** The served answers, until the machine has started from them (then null). */
  served: ServedStore | null;
  store: StoreValidation | null;
  settings: StoreSettings | null;
  images: StoreImages | null;
  unavailableReason: UnavailableReason | null;
}

export type StoreBootstrapEvent =
  /** Sent by the API client whenever any response has status >= 400 (SPEC section 8). */
  | { type: 'STORE_RECHECK' }
  /** Sent by the settings error page's retry button. */
  | { type: 'RETRY' };

/** Input of the `validateStore` actor (invoked as `validateStore` and as `recheckStore`). */
export interface ValidateStoreInput {
  realmName: string;
}

/** Input of the `loadSettings` actor. */
export interface LoadSettingsInput {
  storeId: number | null;
  realmName: string;
}

/** What the `validateStore` actor resolves to. It rejects only when the request failed. */
export type StoreCheck =
  | { kind: 'active'; store: StoreValidation }
  | { kind: 'unavailable'; reason: 'inactive'; store: StoreValidation }
  | { kind: 'unavailable'; reason: 'missing' };

/** What the `loadSettings` actor resolves to (loaded in parallel). */
export interface StoreContent {
  settings: StoreSettings;
  images: StoreImages;
}

/** What the UI shows for the store, in one word. */
export type StoreStatus = 'loading' | 'active' | 'unavailable' | 'error';
