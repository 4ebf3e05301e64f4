import { type CustomerPreferences, type PreferencesUpdate, UMS_BASE_PATH } from '../../contracts/ums.ts';
import type { ApiClient } from './client.ts';

// The signed-in customer's preferences (SPEC section 2, /preferences).
const PREFERENCES = `${UMS_BASE_PATH}/preferences`;

export const fetchPreferences = (api: ApiClient) => api.get<CustomerPreferences>(PREFERENCES);

export const savePreferences = (api: ApiClient, update: PreferencesUpdate) =>
  api.send<CustomerPreferences>('PUT', PREFERENCES, update);
