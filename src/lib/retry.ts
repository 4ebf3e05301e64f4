/**
 * The data-fetching retry policy of SPEC section 9, shaped for TanStack Query's `retry` and
 * `retryDelay` options (which pass the failure count so far, starting at 0).
 *
 * A failed request is retried up to 3 times with a delay doubling from 1000 ms, capped at
 * 30000 ms. Errors that a retry cannot fix are not retried: client errors (an error object with a
 * numeric `status` 400–499, such as ApiError) because the same request will be refused again, and
 * parse errors (SyntaxError) because the same body will not parse either. 408 Request Timeout and
 * 429 Too Many Requests are transient and are retried. Network failures (no status) and 5xx are
 * retried. The same classification serves translation loading (SPEC section 8).
 */

export const RETRY_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

const TRANSIENT_CLIENT_ERRORS: ReadonlySet<number> = new Set([408, 429]);

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

/** True when trying the same request again could succeed. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof SyntaxError) return false;
  const status = statusOf(error);
  if (status === null || status < 400 || status > 499) return true;
  return TRANSIENT_CLIENT_ERRORS.has(status);
}

/** Whether to retry after `failureCount` earlier retries (0 on the first failure). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < RETRY_ATTEMPTS && isRetryableError(error);
}

/** Wait before the next retry: 1000 ms × 2^attemptIndex, at most 30000 ms (0 → 1000, 5 → 30000). */
export function retryDelay(attemptIndex: number): number {
  const index = Number.isNaN(attemptIndex) ? 0 : Math.max(0, attemptIndex);
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** index, RETRY_MAX_DELAY_MS);
}
