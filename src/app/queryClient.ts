import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '../lib/retry.ts';

/** How long a read stays fresh: a page drawn again within it asks for nothing. */
export const QUERY_STALE_TIME = 60_000;

/** SPEC section 9: 3 attempts, backoff doubling from 1000 ms up to 30000 ms. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: QUERY_STALE_TIME },
    },
  });
}
