/**
 * Keyboard and paste filters for digits-only and no-space inputs (SPEC section 5).
 *
 * The filters decide on a keydown event and return true when the caller should call
 * `preventDefault()`. Only keys that would type a character can be blocked: named keys such as
 * Backspace, Delete, Tab, the arrows, Home, End, Enter, Escape, F1–F12 or Shift never produce
 * text, so they always pass. Shortcuts with Ctrl or Cmd (copy, paste, select all, undo) pass too,
 * except Ctrl+Alt, which is how Windows reports AltGr and which does type characters ('@', '€').
 * A key filter cannot see text from paste, drag and drop, autofill, IMEs or mobile keyboards
 * (Android often reports 'Unidentified'), so inputs also sanitise their value with `digitsOnly`
 * or `withoutWhitespace`. Only ASCII digits 0–9 count as digits: pincodes and phone numbers are
 * sent to the server in ASCII.
 */

/** The parts of a KeyboardEvent the filters read. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** True when `key` is one of the ASCII digits 0–9. */
export function isDigitKey(key: string): boolean {
  return /^[0-9]$/.test(key);
}

/** True when the key types a character: its value is a single code point ('a', ' ', '€', '😀'). */
function typesCharacter(key: string): boolean {
  return Array.from(key).length === 1;
}

/** True for a Ctrl or Cmd shortcut (but not AltGr, reported as Ctrl+Alt). */
function isShortcut(press: KeyPress): boolean {
  return (press.ctrlKey || press.metaKey) && !press.altKey;
}

/** Digits-only filter: true when the key press types anything other than a digit. */
export function blocksNonDigitKey(press: KeyPress): boolean {
  if (isShortcut(press)) return false;
  return typesCharacter(press.key) && !isDigitKey(press.key);
}

/** Space-blocking filter: true when the key press types a space ('Spacebar' is old Edge/IE). */
export function blocksSpaceKey(press: KeyPress): boolean {
  if (isShortcut(press)) return false;
  return press.key === ' ' || press.key === 'Spacebar';
}

/** Keeps only the ASCII digits of pasted or typed text ('+91 98765-43210' → '919876543210'). */
export function digitsOnly(text: string | null | undefined): string {
  return (text ?? '').replace(/[^0-9]/g, '');
}

/** Removes all whitespace from pasted or typed text, for inputs that block the space key. */
export function withoutWhitespace(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, '');
}
