import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { fetchAiConfiguration } from '../store.ts';

/** Ask AI's reads. SPEC section 5: read only for signed-in customers; callers make sure of that. */
export const aiQueries = {
  /**
   * Whether the store turns Ask AI on. Always stale: the store can turn it off at any time, so the
   * Ask AI page checks afresh on every visit and the floating link on every mount and window focus.
   */
  configuration: (api: ApiClient) =>
    queryOptions({
      queryKey: ['ai', 'configuration'],
      queryFn: () => fetchAiConfiguration(api),
      staleTime: 0,
    }),
};
