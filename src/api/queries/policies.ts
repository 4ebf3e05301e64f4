import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { fetchPolicies, fetchPolicy } from '../policies.ts';
import { STORE_SETUP_STALE_TIME } from './freshness.ts';

/** The store's policy pages: they change rarely, so they stay fresh as long as the store's setup. */
export const policyQueries = {
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: ['policies', 'list'],
      queryFn: () => fetchPolicies(api),
      staleTime: STORE_SETUP_STALE_TIME,
    }),
  page: (api: ApiClient, path: string) =>
    queryOptions({
      queryKey: ['policies', 'page', path],
      queryFn: () => fetchPolicy(api, path),
      staleTime: STORE_SETUP_STALE_TIME,
    }),
};
