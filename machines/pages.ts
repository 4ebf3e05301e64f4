// The pages that machines care about (SPEC section 2), and how a path names one. The router sends
// ROUTE_CHANGED with the path; machines compare it with these, never with the DOM's location.

export const PAGES = {
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgotPassword',
  resetPassword: '/resetPassword',
} as const;

/** Where the router is: the path (no query) and the query parameters as strings. */
export interface Route {
  path: string;
  search: Record<string, string>;
}

/** `/signin/` and `/signin` are one page. */
export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isPage(path: string, page: string): boolean {
  return normalisePath(path) === page;
}

/** SPEC section 4: a 401 on the sign-in page never triggers a token refresh. */
export function refreshAllowedOn(path: string): boolean {
  return !isPage(path, PAGES.signIn);
}
