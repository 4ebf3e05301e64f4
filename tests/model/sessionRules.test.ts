import { describe, expect, it } from 'vitest';
import { returnPathOrHome, secondsToCookieDays } from '../../machines/auth/sessionRules.ts';

describe('secondsToCookieDays', () => {
  it('divides the token lifetime in seconds by 86400', () => {
    expect(secondsToCookieDays(86_400)).toBe(1);
    expect(secondsToCookieDays(900)).toBeCloseTo(0.0104166, 6);
    expect(secondsToCookieDays(604_800)).toBe(7);
  });

  it('gives 0 for a missing or nonsensical lifetime', () => {
    expect(secondsToCookieDays(0)).toBe(0);
    expect(secondsToCookieDays(-5)).toBe(0);
    expect(secondsToCookieDays(Number.NaN)).toBe(0);
  });
});

describe('returnPathOrHome', () => {
  it('returns to the saved page with its query string', () => {
    expect(returnPathOrHome('/userprofile/order?status=open&page=2')).toBe(
      '/userprofile/order?status=open&page=2',
    );
  });

  it('goes home when nothing was saved', () => {
    expect(returnPathOrHome(null)).toBe('/');
    expect(returnPathOrHome('')).toBe('/');
  });

  it('never leaves the site', () => {
    expect(returnPathOrHome('https://evil.example/')).toBe('/');
    expect(returnPathOrHome('//evil.example/')).toBe('/');
    expect(returnPathOrHome('/\\evil.example')).toBe('/');
    expect(returnPathOrHome('javascript:alert(1)')).toBe('/');
  });

  it('never leaves the site through characters a browser drops or reads as a slash', () => {
    // A browser takes tabs and line breaks out of an address: '/\t/evil.example' is '//evil.example'.
    for (const saved of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/\t\\evil.example']) {
      expect(new URL(saved, 'https://shop.example/').host).toBe('evil.example');
      expect(returnPathOrHome(saved)).toBe('/');
    }
    expect(returnPathOrHome('/cart\\x')).toBe('/');
    expect(returnPathOrHome('/search?q=a\u0000b')).toBe('/');
  });
});
