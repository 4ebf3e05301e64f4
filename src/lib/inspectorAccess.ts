/**
 * Whether the Stately inspector attaches. It posts the actor system's events and snapshots (secrets
 * redacted, but the customer's e-mail and name included) to stately.ai, so in a production build a
 * link must not be able to turn it on: there `?inspect` works only in a browser whose developer opted
 * in from the devtools console (`localStorage.setItem('storefront.inspect', 'on')`), which no link
 * can do. In development (`npm run dev`, development builds) `?inspect` is enough, and
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
  if (envFlag === 'true') return true;
  if (!new URLSearchParams(search).has('inspect')) return false;
  return !production || optIn === 'on';
}
