import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { durationParts } from '../lib/duration.ts';
import { expandWeekdays, type WeekdayCode } from '../lib/weekdays.ts';

/** Weekday codes as translated day names joined with commas and a final '&' (SPEC section 9). */
export function useWeekdayText(): (codes: string) => string {
  const { t } = useLingui();
  const names: Record<WeekdayCode, string> = {
    mon: t`Monday`,
    tue: t`Tuesday`,
    wed: t`Wednesday`,
    thu: t`Thursday`,
    fri: t`Friday`,
    sat: t`Saturday`,
    sun: t`Sunday`,
  };
  return (codes) => expandWeekdays(codes, { names });
}

/**
 * A duration in minutes in words: '45 minutes', '2 hours 5 minutes', '1 hour' (SPEC section 9's
 * hours-and-minutes format, translated with real plurals; a whole number of hours drops '0 minutes').
 */
export function useDurationText(): (totalMinutes: number) => string {
  const { t } = useLingui();
  return (totalMinutes) => {
    const { hours, minutes } = durationParts(totalMinutes);
    const minutesText = t({ message: plural(minutes, { one: '# minute', other: '# minutes' }) });
    if (hours === 0) return minutesText;
    const hoursText = t({ message: plural(hours, { one: '# hour', other: '# hours' }) });
    return minutes === 0 ? hoursText : `${hoursText} ${minutesText}`;
  };
}
