import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_FROM_SECONDS,
  groupByDay,
  secondsUntilChangesClose,
  shiftCalendarDate,
  showsChangeCountdown,
} from '../../src/features/orders/aftercare/bookingWindow.ts';
import { formatDate } from '../../src/lib/dateFormat.ts';
import { formatMmSs } from '../../src/lib/mmss.ts';

const START = '2026-03-04T10:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('secondsUntilChangesClose', () => {
  it('counts to the start less the notice', () => {
    // Closes 2026-03-03T10:00Z; 30 min 5 s before that.
    expect(secondsUntilChangesClose(START, at('2026-03-03T09:29:55.000Z'), 24)).toBe(1805);
    expect(formatMmSs(secondsUntilChangesClose(START, at('2026-03-03T09:29:55.000Z'), 24))).toBe('30:05');
  });

  it('drops fractions of a second', () => {
    expect(secondsUntilChangesClose(START, at('2026-03-03T09:59:58.500Z'), 24)).toBe(1);
  });

  it('is 0 once the window has closed, and at its close', () => {
    expect(secondsUntilChangesClose(START, at('2026-03-03T10:00:00.000Z'), 24)).toBe(0);
    expect(secondsUntilChangesClose(START, at('2026-03-04T09:00:00.000Z'), 24)).toBe(0);
  });

  it('is 0 for a start that is not a date, and a negative notice counts as none', () => {
    expect(secondsUntilChangesClose('soon', at('2026-03-03T10:00:00.000Z'), 24)).toBe(0);
    expect(secondsUntilChangesClose(START, at('2026-03-04T09:59:00.000Z'), -5)).toBe(60);
  });
});

describe('showsChangeCountdown', () => {
  it('shows only within the last hour of an open window', () => {
    expect(showsChangeCountdown(0)).toBe(false);
    expect(showsChangeCountdown(1)).toBe(true);
    expect(showsChangeCountdown(COUNTDOWN_FROM_SECONDS - 1)).toBe(true);
    expect(showsChangeCountdown(COUNTDOWN_FROM_SECONDS)).toBe(false);
    expect(showsChangeCountdown(86_400)).toBe(false);
  });
});

describe('shiftCalendarDate', () => {
  it('moves by whole days across months and years, both ways', () => {
    expect(shiftCalendarDate('2026-03-02', 14)).toBe('2026-03-16');
    expect(shiftCalendarDate('2026-12-25', 14)).toBe('2027-01-08');
    expect(shiftCalendarDate('2026-03-10', -14)).toBe('2026-02-24');
    expect(shiftCalendarDate('2028-02-20', 14)).toBe('2028-03-05');
  });

  it('refuses what is not a calendar date, or a fraction of a day', () => {
    expect(shiftCalendarDate('2026-02-30', 1)).toBeNull();
    expect(shiftCalendarDate('2026-3-2', 1)).toBeNull();
    expect(shiftCalendarDate('2026-03-02T00:00:00Z', 1)).toBeNull();
    expect(shiftCalendarDate('2026-03-02', 0.5)).toBeNull();
  });
});

describe('groupByDay', () => {
  const slot = (starts_at: string) => ({ starts_at });

  it('groups by the day the formatter names, keeping the order given', () => {
    const slots = [
      slot('2026-03-04T07:30:00.000Z'),
      slot('2026-03-04T10:00:00.000Z'),
      slot('2026-03-06T10:00:00.000Z'),
    ];
    expect(groupByDay(slots, (instant) => formatDate(instant, 'UTC'))).toEqual([
      { day: '4 Mar 2026', slots: [slots[0], slots[1]] },
      { day: '6 Mar 2026', slots: [slots[2]] },
    ]);
  });

  it('counts the day in the zone the formatter uses', () => {
    const late = slot('2026-03-04T20:00:00.000Z');
    expect(groupByDay([late], (instant) => formatDate(instant, 'Asia/Kolkata'))).toEqual([
      { day: '5 Mar 2026', slots: [late] },
    ]);
  });

  it('gives no groups for no times', () => {
    expect(groupByDay([], (instant) => instant)).toEqual([]);
  });
});
