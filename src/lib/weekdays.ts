/**
 * Expands weekday codes to a readable list (SPEC section 9): 'mon,wed,fri' →
 * 'Monday, Wednesday & Friday'; two days 'Monday & Tuesday'; one day just its name; none ''.
 * Codes are the three-letter mon…sun, matched case-insensitively after trimming; unknown codes
 * are ignored and repeated codes count once. Days keep the order they were given in (the data
 * decides, e.g. a schedule starting on Saturday). Screens in other languages pass translated
 * `names` and, if their grammar needs it, their own `separator` and `lastSeparator`.
 */

export const WEEKDAY_CODES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** The English day names the SPEC format uses. */
export const WEEKDAY_NAMES_EN: Readonly<Record<WeekdayCode, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export interface WeekdayListOptions {
  /** Display name per code; English by default. */
  names?: Readonly<Record<WeekdayCode, string>>;
  /** Between all but the last two names; ', ' by default. */
  separator?: string;
  /** Between the last two names; ' & ' by default. */
  lastSeparator?: string;
}

function isWeekdayCode(code: string): code is WeekdayCode {
  return (WEEKDAY_CODES as readonly string[]).includes(code);
}

/** The known codes of a comma-separated string or a list, lower-cased, in input order, without repeats. */
export function parseWeekdayCodes(codes: string | readonly string[] | null | undefined): WeekdayCode[] {
  const list = typeof codes === 'string' ? codes.split(',') : (codes ?? []);
  const known = list.map((code) => code.trim().toLowerCase()).filter(isWeekdayCode);
  return [...new Set(known)];
}

/** The full names of the given weekday codes joined by commas with a final '&'. */
export function expandWeekdays(
  codes: string | readonly string[] | null | undefined,
  options: WeekdayListOptions = {},
): string {
  const { names = WEEKDAY_NAMES_EN, separator = ', ', lastSeparator = ' & ' } = options;
  const days = parseWeekdayCodes(codes).map((code) => names[code]);
  const last = days.pop();
  if (last === undefined) return '';
  return days.length === 0 ? last : `${days.join(separator)}${lastSeparator}${last}`;
}
