// The rules of a store's analytics tag and the shopper's consent to it: what is stored,
// which answer counts, and what the tag is sent. Pure; the storage and the script are the app's.

/** The answer to "may the store's analytics run?": null until asked. */
export type AnalyticsChoice = 'granted' | 'denied' | null;

/** The stored answer; anything else (nothing, an old or edited value) is "not asked". */
export function parseAnalyticsChoice(raw: string | null | undefined): AnalyticsChoice {
  return raw === 'granted' || raw === 'denied' ? raw : null;
}

/** The preferences' analytics_consent as a choice (null: never asked). */
export function choiceOfConsent(consent: boolean | null | undefined): AnalyticsChoice {
  if (consent === true) return 'granted';
  if (consent === false) return 'denied';
  return null;
}

export function consentOfChoice(choice: 'granted' | 'denied'): boolean {
  return choice === 'granted';
}

/**
 * At sign-in, which answer this browser keeps and which, if any, to save for the customer. The
 * saved answer follows the customer to every browser, except that a "no" given in this browser is
 * never overridden by a saved "yes" (which may be older; withdrawing consent must be as easy as
 * giving it): the "no" is kept and saved. With nothing saved, this browser's answer is saved.
 */
export function choiceAtSignIn(
  local: AnalyticsChoice,
  saved: AnalyticsChoice,
): { keep: AnalyticsChoice; save: 'granted' | 'denied' | null } {
  if (local === 'denied' && saved !== 'denied') return { keep: 'denied', save: 'denied' };
  if (saved !== null) return { keep: saved, save: null };
  return { keep: local, save: local };
}

/** Whether the banner asks: a tag and no answer yet, or the shopper asked to change it. */
export function asksForConsent(tag: string | null, choice: AnalyticsChoice, reopened: boolean): boolean {
  return tag !== null && (choice === null || reopened);
}

/** The tag's script: the configured script URL (Google's gtag.js or a stand-in) with `?id=`. */
export function analyticsScriptSource(scriptUrl: string, tag: string): string {
  const separator = scriptUrl.includes('?') ? '&' : '?';
  return `${scriptUrl}${separator}id=${encodeURIComponent(tag)}`;
}

export interface PageView {
  page_location: string;
  page_path: string;
  page_title: string;
}

/**
 * The page view for an address the router settled on; null when it is the one last sent (a
 * reload of the same route's data, a hash change) so that each route change counts once. The
 * query string is kept (a search is a page), the hash is not.
 */
export function pageViewFor(
  location: { origin: string; pathname: string; search: string },
  title: string,
  lastSent: string | null,
): PageView | null {
  const path = `${location.pathname}${location.search}`;
  if (path === lastSent) return null;
  return { page_location: `${location.origin}${path}`, page_path: path, page_title: title };
}
