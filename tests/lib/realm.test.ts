import { describe, expect, it } from 'vitest';
import { guestRealmName } from '../../src/lib/realm.ts';

describe('guestRealmName', () => {
  it('takes the first dash-separated word', () => {
    expect(guestRealmName('demo-customers')).toBe('demo');
    expect(guestRealmName('acme-store-customers')).toBe('acme');
  });

  it('keeps a name without a dash whole', () => {
    expect(guestRealmName('demo')).toBe('demo');
  });

  it('ignores surrounding whitespace', () => {
    expect(guestRealmName('  demo-customers ')).toBe('demo');
  });

  it('gives an empty string for empty, missing or dash-first names', () => {
    expect(guestRealmName('')).toBe('');
    expect(guestRealmName(null)).toBe('');
    expect(guestRealmName(undefined)).toBe('');
    expect(guestRealmName('-customers')).toBe('');
  });
});
