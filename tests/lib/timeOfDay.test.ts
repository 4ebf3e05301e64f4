import { describe, expect, it } from 'vitest';
import { timeOfDayText } from '../../src/lib/timeOfDay.ts';

describe('timeOfDayText', () => {
  it('words a time of day in the language, 12-hour', () => {
    expect(timeOfDayText('14:05', 'en-US')).toMatch(/^2:05\s?PM$/);
    expect(timeOfDayText('00:30', 'en-US')).toMatch(/^12:30\s?AM$/);
    expect(timeOfDayText('14:05', 'fr')).toMatch(/2:05/);
    expect(timeOfDayText('09:00', 'en_IN')).toMatch(/^9:00\s?(am|AM)$/);
    // Arabic and Hindi in their own words (not the English AM/PM).
    expect(timeOfDayText('14:05', 'ar')).not.toMatch(/PM/);
    expect(timeOfDayText('14:05', 'hi')).not.toMatch(/PM/);
  });

  it('gives nothing for what is not a time, and falls back to English for an unknown language tag', () => {
    expect(timeOfDayText('25:00', 'en')).toBe('');
    expect(timeOfDayText('10:00 AM', 'en')).toBe('');
    expect(timeOfDayText('10:00', 'not a tag!')).toMatch(/10:00/);
  });
});
