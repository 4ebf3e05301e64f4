import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { CustomerPreferences, PreferencesUpdate } from '../../../contracts/ums.ts';
import type { ApiClient } from '../client.ts';
import { fetchPreferences, savePreferences } from '../preferences.ts';

const PREFERENCES_KEY = ['account', 'preferences'] as const;

/** How long a read of the preferences stands in for another (see below). */
export const PREFERENCES_FRESH_MS = 5_000;

export const preferencesQueries = {
  /**
   * Read fresh at each visit: another browser may have changed them. Fresh for a few seconds all the
   * same, so that the page, mounting after its loader's read, does not read again: React Query's
   * suspense reads again a second after, which a busy phone (or test machine) reaches.
   */
  preferences: (api: ApiClient) =>
    queryOptions({
      queryKey: PREFERENCES_KEY,
      queryFn: () => fetchPreferences(api),
      retry: false,
      staleTime: PREFERENCES_FRESH_MS,
      refetchOnWindowFocus: false,
    }),
};

export const preferencesMutations = {
  save: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['account', 'savePreferences'],
      mutationFn: (update: PreferencesUpdate) => savePreferences(api, update),
      onSuccess: (saved: CustomerPreferences) => queryClient.setQueryData(PREFERENCES_KEY, saved),
    }),
};
