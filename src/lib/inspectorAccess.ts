/**
 * Whether the Stately inspector attaches. It posts the actor system's events and snapshots (secrets
 * redacted, but the customer's e-mail and name included) to stately.ai, so in a production build
 * nothing but the browser's own opt-in can turn it on: a developer's
 * `localStorage.setItem('storefront.inspect', 'on')` from the devtools console, which no link and no
 * build setting can do. There `?inspect` (or a build made with VITE_INSPECT=true) only asks; the
 * opt-in decides. In development (`npm run dev`, development builds) `?inspect` is enough, and
 * VITE_INSPECT=true attaches it always.
 */
export const INSPECT_OPT_IN_KEY = 'storefront.inspect';

export interface InspectorContext {
  /** The page's query string (`window.location.search`). */
  search: string;
  /** `import.meta.env.VITE_INSPECT`. */
  envFlag: string | undefined;
  /** `import.meta.env.PROD`: a production build. */
  production: boolean;
  /** Local storage `storefront.inspect` in this browser; null when unset or unreadable. */
  optIn: string | null;
}

export function inspectorEnabled({ search, envFlag, production, optIn }: InspectorContext): boolean {
  const asked = envFlag === 'true' || new URLSearchParams(search).has('inspect');
  // The production rule comes first: the build's environment is not this browser's consent.
  if (production) return asked && optIn === 'on';
  return asked;
}
