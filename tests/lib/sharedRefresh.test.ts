import { describe, expect, it } from 'vitest';
import { ADOPT_MARGIN_SECONDS, planRefresh, secondsLeft } from '../../src/lib/sharedRefresh.ts';

const NOW = 1_800_000_000;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;
const accessFor = (secondsToLive: number) => jwt({ sub: 'c1', exp: NOW + secondsToLive });

describe('secondsLeft', () => {
  it('counts the seconds to the exp claim', () => {
    expect(secondsLeft(accessFor(60), NOW)).toBe(60);
    expect(secondsLeft(accessFor(-5), NOW)).toBe(-5);
  });

  it('is null for a token without exp or one that is not a JWT', () => {
    expect(secondsLeft(jwt({ sub: 'c1' }), NOW)).toBeNull();
    expect(secondsLeft('not a token', NOW)).toBeNull();
  });
});

describe('planRefresh', () => {
  it('refreshes with the held token when no other tab rotated it', () => {
    const stored = { access: accessFor(-1), refresh: 'r1', id: 'i1' };
    expect(planRefresh('r1', stored, NOW)).toEqual({ kind: 'refresh', refreshToken: 'r1' });
  });

  it("adopts another tab's fresh tokens instead of sending a rotated refresh token again", () => {
    const access = accessFor(900);
    expect(planRefresh('r1', { access, refresh: 'r2', id: 'i2' }, NOW)).toEqual({
      kind: 'adopt',
      access,
      refresh: 'r2',
      id: 'i2',
      expiresIn: 900,
    });
  });

  it("refreshes with the other tab's newer refresh token once its access token has (nearly) expired", () => {
    for (const stored of [
      { access: accessFor(ADOPT_MARGIN_SECONDS), refresh: 'r2', id: 'i2' },
      { access: null, refresh: 'r2', id: 'i2' },
      { access: accessFor(900), refresh: 'r2', id: null },
      { access: 'garbage', refresh: 'r2', id: 'i2' },
    ]) {
      expect(planRefresh('r1', stored, NOW)).toEqual({ kind: 'refresh', refreshToken: 'r2' });
    }
  });

  it('sends the held token when the cookie is gone, and the server decides', () => {
    expect(planRefresh('r1', { access: null, refresh: null, id: null }, NOW)).toEqual({
      kind: 'refresh',
      refreshToken: 'r1',
    });
  });

  it('plans nothing without any refresh token', () => {
    expect(planRefresh(null, { access: null, refresh: null, id: null }, NOW)).toEqual({ kind: 'none' });
  });

  it('adopts on start-up (nothing held) when another tab stored fresh tokens', () => {
    const access = accessFor(600);
    expect(planRefresh(null, { access, refresh: 'r2', id: 'i2' }, NOW).kind).toBe('adopt');
  });
});
