/** The ellipsis `truncate` appends: one typographic character (U+2026), not three dots. */
export const ELLIPSIS = '…';

/**
 * Cuts `text` to at most `max` characters and appends an ellipsis only when something was cut
 * (SPEC section 5). Characters are counted as Unicode code points, so an emoji is never split in
 * half; whitespace left at the cut is dropped before the ellipsis ('Hello world', 6 → 'Hello…').
 * The ellipsis is not counted in `max`. A fractional `max` is floored and a negative one counts
 * as 0; a NaN `max` leaves the text whole. Null or undefined text gives ''.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (text == null) return '';
  if (Number.isNaN(max)) return text;
  const limit = Math.max(0, Math.floor(max));
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return characters.slice(0, limit).join('').trimEnd() + ELLIPSIS;
}
