import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatTime12h } from '../../src/lib/dateFormat.ts';

describe('formatDate', () => {
  it('formats an instant as day, short month and year', () => {
    expect(formatDate(new Date(Date.UTC(2024, 0, 5, 10, 30)), 'UTC')).toBe('5 Jan 2024');
    expect(formatDate('2024-12-31T23:59:59Z', 'UTC')).toBe('31 Dec 2024');
    expect(formatDate(Date.UTC(2023, 5, 15), 'UTC')).toBe('15 Jun 2023');
  });

  it('writes September as Sep whatever the ICU version', () => {
    expect(formatDate('2024-09-05T12:00:00Z', 'UTC')).toBe('5 Sep 2024');
  });

  it('shows an instant in the requested time zone', () => {
    const instant = '2024-01-05T20:00:00Z';
    expect(formatDate(instant, 'UTC')).toBe('5 Jan 2024');
    expect(formatDate(instant, 'Asia/Kolkata')).toBe('6 Jan 2024');
    expect(formatDate('2024-01-05T02:00:00Z', 'America/New_York')).toBe('4 Jan 2024');
  });

  it('shows a calendar date as written, in any time zone', () => {
    expect(formatDate('2024-01-05', 'America/Los_Angeles')).toBe('5 Jan 2024');
    expect(formatDate(' 2024-02-29 ', 'Pacific/Kiritimati')).toBe('29 Feb 2024');
  });

  it('gives an empty string for invalid or missing dates', () => {
    expect(formatDate('not a date', 'UTC')).toBe('');
    expect(formatDate('2023-02-29', 'UTC')).toBe('');
    expect(formatDate('2024-13-01', 'UTC')).toBe('');
    expect(formatDate('', 'UTC')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'UTC')).toBe('');
    expect(formatDate(Number.NaN, 'UTC')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it('throws on an unknown time zone name', () => {
    expect(() => formatDate('2024-01-05T00:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('formatTime12h', () => {
  it('formats afternoon times as PM', () => {
    expect(formatTime12h('14:05')).toBe('2:05 PM');
    expect(formatTime12h('23:59')).toBe('11:59 PM');
  });

  it('formats morning times as AM', () => {
    expect(formatTime12h('09:30')).toBe('9:30 AM');
    expect(formatTime12h('9:30')).toBe('9:30 AM');
    expect(formatTime12h('11:59')).toBe('11:59 AM');
  });

  it('shows midnight hours as 12 AM and noon hours as 12 PM', () => {
    expect(formatTime12h('00:00')).toBe('12:00 AM');
    expect(formatTime12h('00:45')).toBe('12:45 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('12:30')).toBe('12:30 PM');
  });

  it('drops seconds', () => {
    expect(formatTime12h('14:05:30')).toBe('2:05 PM');
    expect(formatTime12h('14:05:30.250')).toBe('2:05 PM');
  });

  it('formats an instant in the requested time zone', () => {
    const instant = new Date(Date.UTC(2024, 0, 5, 14, 5));
    expect(formatTime12h(instant, 'UTC')).toBe('2:05 PM');
    expect(formatTime12h(instant, 'Asia/Kolkata')).toBe('7:35 PM');
    expect(formatTime12h('2024-01-05T00:07:00Z', 'UTC')).toBe('12:07 AM');
  });

  it('gives an empty string for invalid or missing times', () => {
    expect(formatTime12h('24:00')).toBe('');
    expect(formatTime12h('12:60')).toBe('');
    expect(formatTime12h('12:30:61')).toBe('');
    expect(formatTime12h('9:5')).toBe('');
    expect(formatTime12h('noon')).toBe('');
    expect(formatTime12h('')).toBe('');
    expect(formatTime12h(new Date(Number.NaN), 'UTC')).toBe('');
    expect(formatTime12h(null)).toBe('');
  });
});

describe('formatDateTime', () => {
  const instant = '2024-09-05T14:05:00Z';

  it('writes English as SPEC section 9 says, whichever English', () => {
    for (const locale of ['en', 'en_US', 'en_IN']) {
      expect(formatDateTime(instant, locale, 'UTC')).toBe('5 Sep 2024, 2:05 PM');
    }
  });

  it('writes other languages with their own month names and clock', () => {
    const french = formatDateTime(instant, 'fr', 'UTC');
    expect(french).toMatch(/^5 sept\. 2024.*14:05$/);
    expect(french).not.toMatch(/AM|PM|Sep /);
    const arabic = formatDateTime(instant, 'ar', 'UTC');
    expect(arabic).toMatch(/سبتمبر/);
    expect(arabic).not.toMatch(/AM|PM|Sep/);
    expect(formatDateTime(instant, 'hi', 'UTC')).toMatch(/सित/);
  });

  it('shows the instant in the requested time zone', () => {
    expect(formatDateTime('2024-01-05T20:00:00Z', 'fr', 'Asia/Kolkata')).toMatch(/^6 janv\. 2024.*01:30$/);
  });

  it('falls back to English for a locale Intl does not know; empty for nothing or an invalid instant', () => {
    expect(formatDateTime(instant, 'zz_ZZ', 'UTC')).toBe('5 Sep 2024, 2:05 PM');
    expect(formatDateTime('not a date', 'fr', 'UTC')).toBe('');
    expect(formatDateTime(null, 'fr')).toBe('');
    expect(formatDateTime(undefined, 'ar')).toBe('');
  });
});

describe('formatDay', () => {
  it('writes English as formatDate does, whichever English', () => {
    for (const locale of ['en', 'en_US', 'en_IN']) {
      expect(formatDay('2024-09-05T14:05:00Z', locale, 'UTC')).toBe('5 Sep 2024');
    }
  });

  it('writes other languages with their own month names, a calendar date on its own day', () => {
    expect(formatDay('2024-09-05T14:05:00Z', 'fr', 'UTC')).toBe('5 sept. 2024');
    expect(formatDay('2024-09-05', 'fr', 'Pacific/Honolulu')).toBe('5 sept. 2024');
    expect(formatDay('2024-09-05', 'ar')).toMatch(/سبتمبر/);
    expect(formatDay('2024-09-05', 'hi')).not.toMatch(/Sep/);
  });

  it('is empty for nothing or an invalid date, and English for a language Intl does not know', () => {
    expect(formatDay(null, 'fr')).toBe('');
    expect(formatDay('2024-02-30', 'fr')).toBe('');
    expect(formatDay('2024-09-05', 'zz_ZZ')).toBe('5 Sep 2024');
  });
});
