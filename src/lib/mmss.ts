/**
 * Seconds as a 'mm:ss' countdown or timer (SPEC section 9): 125 → '02:05'. Minutes keep counting
 * past an hour (4500 → '75:00'); fractions of a second are dropped (4.9 → '00:04'); negative or
 * non-finite input shows '00:00'.
 */
export function formatMmSs(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
