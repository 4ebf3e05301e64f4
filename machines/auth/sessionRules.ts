/** SPEC section 9: token cookie lifetimes are the token set's seconds converted to days. */
export const SECONDS_PER_DAY = 86_400;

export function secondsToCookieDays(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? seconds / SECONDS_PER_DAY : 0;
}

/**
 * The page to return to after sign-in (SPEC section 2), or '/' when none was saved. Only a path on
 * this site counts: a stored absolute or protocol-relative URL could send the shopper elsewhere, and
 * so could a backslash (read as a slash) or a control character (a browser drops tabs and line
 * breaks from an address: '/\t/evil.example' is '//evil.example').
 */
export function returnPathOrHome(saved: string | null | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (!saved?.startsWith('/') || saved.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(saved)) return '/';
  return saved;
}

/** Local storage keys that survive sign-out and a cleared session: the language choice. */
export const KEPT_ON_CLEAR = ['ln', 'direction', 'language'] as const;
