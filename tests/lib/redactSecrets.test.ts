import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from '../../src/lib/redactSecrets.ts';

describe('redactSecrets', () => {
  it('redactSecrets replaces tokens, passwords and codes at any depth, and cuts cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(
      redactSecrets({
        context: { tokens: { access: 'a', refresh: 'r', id: 'i' }, page: '/cart' },
        event: { type: 'LOGIN_SUCCEEDED', tokens: { access_token: 'a' } },
        input: { refreshToken: 'r', idToken: 'i', realmName: 'demo' },
        output: [{ signup_token: 's' }],
        verify: { type: 'VERIFY', otp: '123456' },
        submit: { type: 'SUBMIT', password: 'p', passwordAgain: 'p' },
        route: { search: { token: 'reset-link' } },
        cyclic,
      }),
    ).toEqual({
      context: { tokens: REDACTED, page: '/cart' },
      event: { type: 'LOGIN_SUCCEEDED', tokens: REDACTED },
      input: { refreshToken: REDACTED, idToken: REDACTED, realmName: 'demo' },
      output: [{ signup_token: REDACTED }],
      verify: { type: 'VERIFY', otp: REDACTED },
      submit: { type: 'SUBMIT', password: REDACTED, passwordAgain: REDACTED },
      route: { search: { token: REDACTED } },
      cyclic: { name: 'loop', self: REDACTED },
    });
  });

  it('keeps plain data postable: functions dropped, dates as text', () => {
    expect(redactSecrets({ at: new Date(0), run: () => 1, list: [1, 'a', null] })).toEqual({
      at: '1970-01-01T00:00:00.000Z',
      list: [1, 'a', null],
    });
  });
});
