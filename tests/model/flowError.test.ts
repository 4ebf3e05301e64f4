import { describe, expect, it } from 'vitest';
import { isRefusedForGood, toFlowError } from '../../machines/shared/flowError.ts';

describe('flow errors', () => {
  it('classifies what the API client rejects with', () => {
    expect(toFlowError({ status: 0, message: 'Failed to fetch' })).toEqual({ kind: 'network' });
    expect(toFlowError({ status: 429, message: 'Too many' })).toEqual({ kind: 'rateLimited' });
    expect(toFlowError({ status: 429, message: 'Wait', retryAfter: 45 })).toEqual({
      kind: 'rateLimited',
      retryAfter: 45,
    });
    expect(toFlowError({ status: 400, message: 'No.' })).toEqual({ kind: 'failed', message: 'No.' });
    expect(toFlowError(new Error('boom'))).toEqual({ kind: 'failed', message: null });
  });

  it('a refusal for good is one a repeat of the request would meet again', () => {
    for (const status of [400, 404, 409, 413, 422])
      expect(isRefusedForGood({ status, message: '' }), String(status)).toBe(true);
    for (const status of [0, 401, 403, 408, 429, 500, 502, 503])
      expect(isRefusedForGood({ status, message: '' }), String(status)).toBe(false);
    expect(isRefusedForGood(new Error('no status'))).toBe(false);
    expect(isRefusedForGood(null)).toBe(false);
  });
});
