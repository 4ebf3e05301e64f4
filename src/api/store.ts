import { type AiConfiguration, CFS_BASE_PATH } from '../../contracts/cfs.ts';
import { ALL_PAGES } from '../../contracts/paging.ts';
import { PBS_BASE_PATH } from '../../contracts/pbs.ts';
import {
  type Language,
  STORE_SETTINGS_QUERY,
  type StoreImages,
  type StoreSettings,
  type StoreValidation,
} from '../../contracts/store.ts';
import { UMS_BASE_PATH } from '../../contracts/ums.ts';
import type { StoreCheck, StoreContent } from '../../machines/store/storeBootstrap.types.ts';
import { isApiError } from './apiError.ts';
import type { ApiClient } from './client.ts';

/** What a validate-store answer says: the store (null for a 404) can sell, is switched off or missing. */
export function storeCheckOf(store: StoreValidation | null): StoreCheck {
  if (store === null) return { kind: 'unavailable', reason: 'missing' };
  return store.store_status ? { kind: 'active', store } : { kind: 'unavailable', reason: 'inactive', store };
}

/** Resolves whether the store can sell; rejects only when the request itself failed. */
export async function validateStore(api: ApiClient, realmName: string): Promise<StoreCheck> {
  try {
    return storeCheckOf(
      await api.get<StoreValidation>(`${UMS_BASE_PATH}/validate-store`, { 'store-realmname': realmName }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return storeCheckOf(null);
    throw error;
  }
}

export async function fetchStoreSettings(api: ApiClient, storeId: number): Promise<StoreSettings> {
  const body = await api.get<{ store_settings_data: StoreSettings[] }>(`${PBS_BASE_PATH}/content-settings`, {
    ...STORE_SETTINGS_QUERY,
    'store-id': storeId,
  });
  const settings = body.store_settings_data[0];
  if (!settings) throw new Error('The store has no settings');
  return settings;
}

export function fetchStoreImages(api: ApiClient): Promise<StoreImages> {
  return api.get<StoreImages>(`${PBS_BASE_PATH}/store-images`);
}

/**
 * Settings and logos are independent reads: load them side by side, not one after the other.
 * `images` reads the logos (the app passes its query cache's, which the header shares).
 */
export async function loadStoreContent(
  api: ApiClient,
  storeId: number | null,
  images: () => Promise<StoreImages> = () => fetchStoreImages(api),
): Promise<StoreContent> {
  if (storeId === null) throw new Error('No store id is configured');
  const [settings, logos] = await Promise.all([fetchStoreSettings(api, storeId), images()]);
  return { settings, images: logos };
}

export async function fetchLanguages(api: ApiClient, realmName: string): Promise<Language[]> {
  const body = await api.get<{ data: Language[] }>(`${PBS_BASE_PATH}/languages`, {
    'language-code': 'en',
    page_number: ALL_PAGES,
    'realm-name': realmName,
  });
  return body.data;
}

export async function fetchAiConfiguration(api: ApiClient): Promise<AiConfiguration | null> {
  const body = await api.get<{ ai_configuration: AiConfiguration[] }>(`${CFS_BASE_PATH}/ai-configuration`);
  return body.ai_configuration[0] ?? null;
}
