import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '../lib/retry.ts';

/** SPEC section 9: 3 attempts, backoff doubling from 1000 ms up to 30000 ms. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 60_000 },
    },
  });
}
