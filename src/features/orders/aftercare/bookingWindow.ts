/**
 * Times of a booked session's change window (contracts/bookings.ts: a session can be rescheduled or
 * cancelled while it starts more than `noticeHours` from now). Pure: the screen passes its clock.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Below this many seconds left, the screen shows the countdown (mm:ss) to the window's close. */
export const COUNTDOWN_FROM_SECONDS = 3600;

/**
 * Whole seconds until changes to a session starting at `startsAt` close (its start less the notice),
 * counted from `now` (epoch ms); 0 when closed already or when `startsAt` is not a date.
 */
export function secondsUntilChangesClose(startsAt: string, now: number, noticeHours: number): number {
  const start = Date.parse(startsAt);
  if (Number.isNaN(start) || !Number.isFinite(now)) return 0;
  const closes = start - Math.max(0, noticeHours) * HOUR_MS;
  return Math.max(0, Math.floor((closes - now) / 1000));
}

/** Whether the countdown shows: the window is still open and closes within the hour. */
export function showsChangeCountdown(secondsLeft: number): boolean {
  return secondsLeft > 0 && secondsLeft < COUNTDOWN_FROM_SECONDS;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (YYYY-MM-DD) moved by whole `days` (negative goes back), for paging the free
 * times a fortnight at a time; null when `date` is not a real calendar date.
 */
export function shiftCalendarDate(date: string, days: number): string | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match || !Number.isInteger(days)) return null;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(at).toISOString().slice(0, 10) !== date) return null;
  return new Date(at + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Free times grouped by the calendar day (in `dayOf`'s reckoning: the screen passes the date
 * formatter of the customer's zone) they start on, in the order given; each day once.
 */
export function groupByDay<T extends { starts_at: string }>(
  slots: readonly T[],
  dayOf: (instant: string) => string,
): { day: string; slots: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const slot of slots) {
    const day = dayOf(slot.starts_at);
    const group = groups.get(day);
    if (group) group.push(slot);
    else groups.set(day, [slot]);
  }
  return [...groups].map(([day, list]) => ({ day, slots: list }));
}
