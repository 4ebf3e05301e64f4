/** A duration split into whole hours and the remaining whole minutes (0–59). */
export interface DurationParts {
  hours: number;
  minutes: number;
}

/**
 * Splits a duration in minutes into hours and minutes, for screens that translate the units.
 * Fractions of a minute are dropped; negative or non-finite input gives 0 hours 0 minutes.
 */
export function durationParts(totalMinutes: number): DurationParts {
  const whole = Number.isFinite(totalMinutes) && totalMinutes > 0 ? Math.floor(totalMinutes) : 0;
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/**
 * The English duration format of SPEC section 9, with its literal '(s)' kept for every count:
 * under an hour 'N Minute(s)' (45 → '45 Minute(s)'), from an hour on 'N Hour(s) M Minute(s)'
 * (60 → '1 Hour(s) 0 Minute(s)', 125 → '2 Hour(s) 5 Minute(s)'). Input is handled as in
 * `durationParts`.
 */
export function formatDurationEn(totalMinutes: number): string {
  const { hours, minutes } = durationParts(totalMinutes);
  if (hours === 0) return `${minutes} Minute(s)`;
  return `${hours} Hour(s) ${minutes} Minute(s)`;
}
