import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from '../../src/lib/dateTimeFormats.ts';

describe('dateTimeFormat', () => {
  it('builds each locale and set of options once', () => {
    const first = dateTimeFormat('fr', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    expect(dateTimeFormat('fr', { day: 'numeric', month: 'short', timeZone: 'UTC' })).toBe(first);
    expect(first.format(new Date(Date.UTC(2024, 8, 5)))).toBe('5 sept.');
  });

  it('builds another for another locale, zone or option', () => {
    const first = dateTimeFormat('fr', { day: 'numeric', timeZone: 'UTC' });
    expect(dateTimeFormat('de', { day: 'numeric', timeZone: 'UTC' })).not.toBe(first);
    expect(dateTimeFormat('fr', { day: 'numeric', timeZone: 'Asia/Kolkata' })).not.toBe(first);
    expect(dateTimeFormat('fr', { day: '2-digit', timeZone: 'UTC' })).not.toBe(first);
  });

  it('throws for what Intl refuses, as the constructor does, every time', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Nowhere/Atlantis' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Nowhere/Atlantis' })).toThrow(RangeError);
  });
});
