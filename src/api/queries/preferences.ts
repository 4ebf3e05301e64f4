import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { CustomerPreferences, PreferencesUpdate } from '../../../contracts/ums.ts';
import type { ApiClient } from '../client.ts';
import { fetchPreferences, savePreferences } from '../preferences.ts';
import { ARRIVAL_READ_STALE_TIME } from './freshness.ts';

const PREFERENCES_KEY = ['account', 'preferences'] as const;

export const preferencesQueries = {
  /** Read afresh at each arrival: another browser may have changed them. */
  preferences: (api: ApiClient) =>
    queryOptions({
      queryKey: PREFERENCES_KEY,
      queryFn: () => fetchPreferences(api),
      retry: false,
      staleTime: ARRIVAL_READ_STALE_TIME,
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
