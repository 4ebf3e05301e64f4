import { PAGES_WITHOUT_CHROME } from '../../contracts/site.ts';

/**
 * Whether the header and footer show on this path: on every page but PAGES_WITHOUT_CHROME (SPEC
 * section 2; a trailing slash does not change the page).
 */
export function showsHeaderAndFooter(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !(PAGES_WITHOUT_CHROME as readonly string[]).includes(path);
}

/** SPEC section 2: the floating Ask AI widget shows on every page except these. */
const PAGES_WITHOUT_ASK_AI = ['/signup', '/signin', '/ask-ai'];

export function showsAskAiWidget(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !PAGES_WITHOUT_ASK_AI.includes(path);
}
