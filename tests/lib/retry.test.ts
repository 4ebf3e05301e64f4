import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/apiError.ts';
import {
  isRetryableError,
  RETRY_ATTEMPTS,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  retryDelay,
  shouldRetry,
} from '../../src/lib/retry.ts';

const withStatus = (status: unknown) => Object.assign(new Error('failed'), { status });

describe('retry constants', () => {
  it('match SPEC section 9', () => {
    expect(RETRY_ATTEMPTS).toBe(3);
    expect(RETRY_BASE_DELAY_MS).toBe(1000);
    expect(RETRY_MAX_DELAY_MS).toBe(30000);
  });
});

describe('retryDelay', () => {
  it('doubles from 1000 ms', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(2)).toBe(4000);
    expect(retryDelay(4)).toBe(16000);
  });

  it('is capped at 30000 ms', () => {
    expect(retryDelay(5)).toBe(30000);
    expect(retryDelay(50)).toBe(30000);
    expect(retryDelay(Number.POSITIVE_INFINITY)).toBe(30000);
  });

  it('treats negative or NaN attempts as the first', () => {
    expect(retryDelay(-2)).toBe(1000);
    expect(retryDelay(Number.NaN)).toBe(1000);
  });
});

describe('shouldRetry', () => {
  it('retries a network failure three times', () => {
    const error = new TypeError('Failed to fetch');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(true);
    expect(shouldRetry(3, error)).toBe(false);
    expect(shouldRetry(4, error)).toBe(false);
  });

  it('retries server errors', () => {
    expect(shouldRetry(0, new ApiError(500, 'Internal error'))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, 'Unavailable'))).toBe(true);
    expect(shouldRetry(3, new ApiError(503, 'Unavailable'))).toBe(false);
  });

  it('never retries client errors', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 499]) {
      expect(shouldRetry(0, new ApiError(status, 'Refused'))).toBe(false);
    }
  });

  it('retries 408 and 429, which are transient', () => {
    expect(shouldRetry(0, new ApiError(408, 'Timeout'))).toBe(true);
    expect(shouldRetry(2, new ApiError(429, 'Slow down'))).toBe(true);
    expect(shouldRetry(3, new ApiError(429, 'Slow down'))).toBe(false);
  });
});

describe('isRetryableError', () => {
  it('reads a numeric status from any error-like object', () => {
    expect(isRetryableError(withStatus(404))).toBe(false);
    expect(isRetryableError({ status: 400 })).toBe(false);
    expect(isRetryableError({ status: 502 })).toBe(true);
  });

  it('retries errors without a usable status', () => {
    expect(isRetryableError(withStatus('404'))).toBe(true);
    expect(isRetryableError(new Error('offline'))).toBe(true);
    expect(isRetryableError(null)).toBe(true);
    expect(isRetryableError('boom')).toBe(true);
    expect(isRetryableError({ status: 0 })).toBe(true);
  });

  it('never retries parse errors', () => {
    expect(isRetryableError(new SyntaxError('Unexpected token < in JSON'))).toBe(false);
  });
});
