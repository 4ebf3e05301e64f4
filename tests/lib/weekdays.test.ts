import { describe, expect, it } from 'vitest';
import { expandWeekdays, parseWeekdayCodes, WEEKDAY_NAMES_EN } from '../../src/lib/weekdays.ts';

describe('expandWeekdays', () => {
  it('joins three or more days with commas and a final &', () => {
    expect(expandWeekdays('mon,wed,fri')).toBe('Monday, Wednesday & Friday');
    expect(expandWeekdays('mon,tue,wed,thu,fri,sat,sun')).toBe(
      'Monday, Tuesday, Wednesday, Thursday, Friday, Saturday & Sunday',
    );
  });

  it('joins two days with &', () => {
    expect(expandWeekdays('mon,tue')).toBe('Monday & Tuesday');
  });

  it('shows one day as its name', () => {
    expect(expandWeekdays('sun')).toBe('Sunday');
  });

  it('accepts an array of codes', () => {
    expect(expandWeekdays(['sat', 'sun'])).toBe('Saturday & Sunday');
  });

  it('matches codes case-insensitively and ignores spaces', () => {
    expect(expandWeekdays(' MON , Wed,fRi ')).toBe('Monday, Wednesday & Friday');
  });

  it('keeps the input order', () => {
    expect(expandWeekdays('fri,mon')).toBe('Friday & Monday');
  });

  it('ignores unknown codes, full names and empty entries', () => {
    expect(expandWeekdays('mon,xyz,,monday,fri')).toBe('Monday & Friday');
  });

  it('counts a repeated code once', () => {
    expect(expandWeekdays('mon,MON,tue')).toBe('Monday & Tuesday');
  });

  it('gives an empty string when no day is known', () => {
    expect(expandWeekdays('')).toBe('');
    expect(expandWeekdays('holiday')).toBe('');
    expect(expandWeekdays([])).toBe('');
    expect(expandWeekdays(null)).toBe('');
    expect(expandWeekdays(undefined)).toBe('');
  });

  it('uses translated names and separators', () => {
    const names = {
      mon: 'lundi',
      tue: 'mardi',
      wed: 'mercredi',
      thu: 'jeudi',
      fri: 'vendredi',
      sat: 'samedi',
      sun: 'dimanche',
    };
    expect(expandWeekdays('mon,wed,fri', { names })).toBe('lundi, mercredi & vendredi');
    expect(expandWeekdays('mon,wed,fri', { names, lastSeparator: ' et ' })).toBe(
      'lundi, mercredi et vendredi',
    );
    expect(expandWeekdays('mon,tue,wed', { separator: '، ', lastSeparator: ' و' })).toBe(
      'Monday، Tuesday وWednesday',
    );
  });
});

describe('parseWeekdayCodes', () => {
  it('gives the known codes lower-cased in input order without repeats', () => {
    expect(parseWeekdayCodes('Sun,sat,SUN,foo')).toEqual(['sun', 'sat']);
  });

  it('has an English name for every code', () => {
    expect(Object.keys(WEEKDAY_NAMES_EN)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
  });
});
