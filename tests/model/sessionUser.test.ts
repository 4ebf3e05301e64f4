import { describe, expect, it } from 'vitest';
import { readSessionUser } from '../../machines/auth/sessionUser.ts';

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** A JWT as the server sends it, with a signature nobody checks here (the server does). */
function jwt(payload: unknown, header: unknown = { alg: 'RS256', typ: 'JWT', kid: 'key-1' }): string {
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}.${base64url('signature')}`;
}

const claims = {
  sub: '0b9f3c1e-6f0e-4a4e-9d8e-2f9d1c2b3a4f',
  realm: 'demo',
  sid: 'login-session-1',
  iat: 1_700_000_000,
  exp: 1_700_000_300,
};

describe('readSessionUser (SPEC section 4: the display name is name, else given_name, else preferred_username)', () => {
  it('reads sub, name and email', () => {
    const token = jwt({
      ...claims,
      name: 'Asha Rao',
      given_name: 'Asha',
      preferred_username: 'asha',
      email: 'asha@example.com',
    });
    expect(readSessionUser(token)).toEqual({
      id: claims.sub,
      displayName: 'Asha Rao',
      email: 'asha@example.com',
    });
  });

  it('falls back to given_name, then preferred_username', () => {
    expect(
      readSessionUser(jwt({ ...claims, given_name: 'Asha', preferred_username: 'asha' }))?.displayName,
    ).toBe('Asha');
    expect(readSessionUser(jwt({ ...claims, preferred_username: 'asha' }))?.displayName).toBe('asha');
  });

  it('treats empty or non-string name claims as absent', () => {
    expect(
      readSessionUser(jwt({ ...claims, name: '', given_name: 42, preferred_username: 'asha' }))?.displayName,
    ).toBe('asha');
  });

  it('has no display name or email when the token carries none', () => {
    expect(readSessionUser(jwt(claims))).toEqual({ id: claims.sub, displayName: null, email: null });
  });

  it('reads non-ASCII names (UTF-8 payload)', () => {
    expect(readSessionUser(jwt({ ...claims, name: 'آشا راو' }))?.displayName).toBe('آشا راو');
  });

  it("reads an unsigned token too: the signature is the server's to check", () => {
    const unsigned = `${base64url(JSON.stringify({ alg: 'none' }))}.${base64url(JSON.stringify({ sub: 'c-1' }))}.`;
    expect(readSessionUser(unsigned)?.id).toBe('c-1');
  });

  it.each([
    ['a token without sub', jwt({ ...claims, sub: undefined, name: 'Nobody' })],
    ['an empty sub', jwt({ ...claims, sub: '' })],
    ['a numeric sub', jwt({ ...claims, sub: 42 })],
    ['not a JWT', 'not-a-jwt'],
    ['an empty string', ''],
    ['a payload that is not base64url JSON', `${base64url('{}')}.%%%.${base64url('x')}`],
    ['a payload that is JSON but not an object', jwt(123)],
    ['a payload that is an array', jwt([claims])],
    ['a payload that is null', jwt(null)],
  ])('is null for %s', (_what, token) => {
    expect(readSessionUser(token)).toBeNull();
  });
});
