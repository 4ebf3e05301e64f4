/** SPEC section 2: the header and footer show on every page except these. */
const PAGES_WITHOUT_CHROME = ['/signup', '/signin', '/amazonPayment'];

/** Whether the header and footer show on this path (a trailing slash does not change the page). */
export function showsHeaderAndFooter(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !PAGES_WITHOUT_CHROME.includes(path);
}

/** SPEC section 2: the floating Ask AI widget shows on every page except these. */
const PAGES_WITHOUT_ASK_AI = ['/signup', '/signin', '/ask-ai'];

export function showsAskAiWidget(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !PAGES_WITHOUT_ASK_AI.includes(path);
}
