// The dated occurrences of a service slot: a weekday pattern ("mon,wed") at a time of day, on the
// store's clock (UTC in the reference server). Pure: no database.

const WEEKDAY_CODES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface SlotPattern {
  id: number;
  /** "mon,wed". */
  days: string;
  /** 24-hour "HH:MM". */
  start: string;
  end: string;
  /** Minutes. */
  duration: number;
  capacity: number;
}

export interface Occurrence {
  slotId: number;
  startsAt: Date;
  endsAt: Date;
}

/** The occurrences of `slot` starting in [from, to), earliest first. */
export function occurrencesBetween(slot: SlotPattern, from: Date, to: Date): Occurrence[] {
  const days = new Set(slot.days.split(',').map((code) => code.trim()));
  const offset = minutesOf(slot.start) * MINUTE_MS;
  const found: Occurrence[] = [];
  for (let day = Math.floor(from.getTime() / DAY_MS) * DAY_MS; day < to.getTime(); day += DAY_MS) {
    const startsAt = day + offset;
    if (startsAt < from.getTime() || startsAt >= to.getTime()) continue;
    if (!days.has(WEEKDAY_CODES[new Date(day).getUTCDay()] ?? '')) continue;
    found.push({
      slotId: slot.id,
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + slot.duration * MINUTE_MS),
    });
  }
  return found;
}

/** Whether `at` is exactly a start of `slot` (its weekday, its time, whole minutes). */
export function isOccurrence(slot: SlotPattern, at: Date): boolean {
  const startOfDay = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  const days = new Set(slot.days.split(',').map((code) => code.trim()));
  return (
    at.getTime() - startOfDay === minutesOf(slot.start) * MINUTE_MS &&
    days.has(WEEKDAY_CODES[at.getUTCDay()] ?? '')
  );
}

export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
