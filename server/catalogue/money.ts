// Prices are stored in integer minor units and answered in major units (docs/SPEC.md section 9: the
// store currency has 100 minor units to the basic unit, e.g. cents to the rand).
export const MINOR_PER_MAJOR = 100;

export function toMajor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}

/** Major units with at most two decimals (already validated) to minor units, exactly. */
export function toMinor(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR);
}
