// The dated occurrences of a weekly service slot, and whether a time is one of them (UTC).
import { describe, expect, it } from 'vitest';
import {
  isOccurrence,
  occurrencesBetween,
  type SlotPattern,
} from '../../server/bookings/slot-occurrences.ts';

const slot: SlotPattern = { id: 7, days: 'mon,wed', start: '10:00', end: '11:00', duration: 45, capacity: 8 };

describe('occurrencesBetween', () => {
  it('lists the slot’s weekdays at its time within [from, to), with its duration', () => {
    const found = occurrencesBetween(
      slot,
      new Date('2026-03-02T10:00:00Z'),
      new Date('2026-03-09T10:00:00Z'),
    );
    expect(found.map((o) => [o.slotId, o.startsAt.toISOString(), o.endsAt.toISOString()])).toEqual([
      [7, '2026-03-02T10:00:00.000Z', '2026-03-02T10:45:00.000Z'],
      [7, '2026-03-04T10:00:00.000Z', '2026-03-04T10:45:00.000Z'],
    ]);
  });

  it('leaves out a start before `from` on the first day, and nothing in an empty window', () => {
    const from = new Date('2026-03-02T10:00:00.001Z');
    expect(occurrencesBetween(slot, from, new Date('2026-03-04T10:00:00Z'))).toEqual([]);
    expect(occurrencesBetween(slot, from, from)).toEqual([]);
  });
});

describe('isOccurrence', () => {
  it.each([
    ['2026-03-04T10:00:00.000Z', true],
    ['2026-03-04T12:00:00+02:00', true],
    ['2026-03-05T10:00:00.000Z', false],
    ['2026-03-04T10:00:01.000Z', false],
    ['2026-03-04T10:30:00.000Z', false],
  ])('%s: %s', (at, expected) => {
    expect(isOccurrence(slot, new Date(at))).toBe(expected);
  });
});
