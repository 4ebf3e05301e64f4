/**
 * Date and time display formats of SPEC section 9: dates in the en-GB order day, short month,
 * year ('5 Jan 2024') and times on the 12-hour clock ('2:05 PM').
 *
 * Instants (Date objects, epoch milliseconds, ISO date-time strings) are shown in `timeZone`
 * (an IANA name such as 'Asia/Kolkata'; by default the browser's own zone, tests pass 'UTC').
 * Calendar dates ('2024-01-05') and times of day ('14:05', '14:05:30') carry no zone and are
 * shown as written, so a delivery date never moves to the previous day west of Greenwich.
 * Month names come from a fixed table because newer ICU versions write September as 'Sept'
 * in en-GB and older ones 'Sep'; the table keeps 'Sep' everywhere. Missing or invalid input
 * gives ''; an unknown time zone name throws a RangeError (a programming error, not bad data).
 *
 * formatDateTime shows an instant in the shopper's language: English (en, en_US, en_IN) as SPEC
 * section 9 says ('5 Jan 2024, 2:05 PM'), any other language as Intl writes a date and time there
 * ('5 janv. 2024, 14:05' in French: its own month names and clock, no 'AM'/'PM').
 */
import { dateTimeFormat } from './dateTimeFormats.ts';

/**
 * The zone a page is drawn in on the server, whoever it is drawn for: the server does not know the
 * shopper's zone (a review written at 20:00 UTC is the next day in Kolkata).
 */
export const SERVER_TIME_ZONE = 'UTC';

/**
 * The zone to show instants in (a review's day, an order's time): the server's while React draws a
 * page on the server or hydrates what it drew (src/app/firstScreen.ts's useDrawnFromServer), so
 * that the browser's first render is the server's, then the shopper's own (undefined: the
 * formatters' default), which React draws right after the hydration. A page the browser draws
 * itself shows the shopper's zone from the start.
 */
export function shownTimeZone(drawnFromServer: boolean): string | undefined {
  return drawnFromServer ? SERVER_TIME_ZONE : undefined;
}

/** What the formatters accept: a Date, epoch milliseconds or a date / date-time / time string. */
export type DateLike = Date | number | string;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function toInstant(value: DateLike): Date | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const date = new Date(value instanceof Date ? value.getTime() : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function wallClock(instant: Date, timeZone: string | undefined): WallClock {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
}

function calendarDate(text: string): Pick<WallClock, 'year' | 'month' | 'day'> | null {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  const exists = check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return exists ? { year, month, day } : null;
}

function timeOfDay(text: string): Pick<WallClock, 'hour' | 'minute'> | null {
  const match = TIME_OF_DAY.exec(text);
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute };
}

/** A date as '5 Jan 2024' (en-GB day month year); '' when missing or invalid. */
export function formatDate(value: DateLike | null | undefined, timeZone?: string): string {
  if (value == null) return '';
  const text = typeof value === 'string' ? value.trim() : null;
  if (text !== null && CALENDAR_DATE.test(text)) {
    const date = calendarDate(text);
    return date ? `${date.day} ${MONTHS[date.month - 1]} ${date.year}` : '';
  }
  const instant = toInstant(value);
  if (!instant) return '';
  const { day, month, year } = wallClock(instant, timeZone);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/**
 * A time of day on the 12-hour clock: '14:05' → '2:05 PM', '00:30' → '12:30 AM', '12:00' → '12:00 PM'.
 * Accepts 'H:mm', 'HH:mm' or 'HH:mm:ss' strings (seconds dropped) or an instant; '' when missing
 * or invalid (e.g. '24:00', '9:5').
 */
export function formatTime12h(value: DateLike | null | undefined, timeZone?: string): string {
  if (value == null) return '';
  const text = typeof value === 'string' ? value.trim() : null;
  let clock: Pick<WallClock, 'hour' | 'minute'> | null;
  if (text !== null && TIME_OF_DAY.test(text)) {
    clock = timeOfDay(text);
  } else {
    const instant = toInstant(value);
    clock = instant ? wallClock(instant, timeZone) : null;
  }
  if (!clock) return '';
  const suffix = clock.hour < 12 ? 'AM' : 'PM';
  const hour12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  return `${hour12}:${String(clock.minute).padStart(2, '0')} ${suffix}`;
}

/**
 * A day in the shopper's language, `locale` as for `formatDateTime`: English as '5 Jan 2024' (the
 * same as `formatDate`), other languages with Intl's short month ('5 sept. 2024'). A calendar date
 * ('2024-09-05') is that day wherever the shopper is; '' when missing or invalid.
 */
export function formatDay(value: DateLike | null | undefined, locale: string, timeZone?: string): string {
  const english = formatDate(value, timeZone);
  const tag = locale.replace(/_/g, '-');
  if (english === '' || tag.split('-')[0]?.toLowerCase() === 'en' || !isKnownLocale(tag)) return english;
  const text = typeof value === 'string' ? value.trim() : null;
  const day = text !== null && CALENDAR_DATE.test(text) ? calendarDate(text) : null;
  const [instant, zone] = day
    ? [new Date(Date.UTC(day.year, day.month - 1, day.day)), 'UTC']
    : [toInstant(value as DateLike), timeZone];
  if (!instant) return english;
  return dateTimeFormat(tag, {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(instant);
}

/**
 * An instant (date and time) in the shopper's language, `locale` a Lingui catalogue name ('fr',
 * 'en_IN') or a BCP 47 tag: English as '5 Jan 2024, 2:05 PM' (SPEC section 9), other languages with
 * Intl's short month and the language's own clock. A locale Intl does not know falls back to
 * English; '' when missing or invalid.
 */
export function formatDateTime(
  value: DateLike | null | undefined,
  locale: string,
  timeZone?: string,
): string {
  if (value == null) return '';
  const instant = toInstant(value);
  if (!instant) return '';
  const tag = locale.replace(/_/g, '-');
  const language = tag.split('-')[0]?.toLowerCase();
  if (language === 'en' || !isKnownLocale(tag)) {
    return `${formatDate(instant, timeZone)}, ${formatTime12h(instant, timeZone)}`;
  }
  // A 24-hour clock writes its hours with two digits ('01:30' in French), a 12-hour one does not.
  const { hourCycle } = dateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions();
  const twentyFour = hourCycle === 'h23' || hourCycle === 'h24';
  return dateTimeFormat(tag, {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: twentyFour ? '2-digit' : 'numeric',
    minute: '2-digit',
  }).format(instant);
}

function isKnownLocale(tag: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false;
  }
}
