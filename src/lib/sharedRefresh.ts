import { jwtDecode } from 'jwt-decode';

// Several tabs share one set of token cookies, and the server treats a refresh token sent twice as
// stolen (it revokes the whole family). So a tab refreshes under a cross-tab lock and, holding it,
// first looks at the cookies: when another tab has rotated the refresh token meanwhile, it takes
// that tab's still-valid tokens instead of refreshing again.

export interface StoredTokens {
  access: string | null;
  refresh: string | null;
  id: string | null;
}

export type RefreshPlan =
  /** Another tab refreshed: use the tokens it stored. */
  | { kind: 'adopt'; access: string; refresh: string; id: string; expiresIn: number }
  /** Ask the server, with the newest refresh token there is. */
  | { kind: 'refresh'; refreshToken: string }
  /** No refresh token anywhere: nothing can be refreshed. */
  | { kind: 'none' };

/** An adopted access token must still have this long to live, or it would be refused on the way. */
export const ADOPT_MARGIN_SECONDS = 2;

/** Seconds until a JWT's `exp`, or null when it has none or cannot be decoded. */
export function secondsLeft(token: string, nowSeconds: number): number | null {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' ? exp - nowSeconds : null;
  } catch {
    return null;
  }
}

/**
 * What a tab does, once it holds the refresh lock, with the refresh token it `held` and the
 * token cookies as they are now.
 */
export function planRefresh(held: string | null, stored: StoredTokens, nowSeconds: number): RefreshPlan {
  const { access, refresh, id } = stored;
  const rotatedElsewhere = refresh !== null && refresh !== held;
  if (rotatedElsewhere && access !== null && id !== null) {
    const left = secondsLeft(access, nowSeconds);
    if (left !== null && left > ADOPT_MARGIN_SECONDS)
      return { kind: 'adopt', access, refresh, id, expiresIn: left };
  }
  // The newest refresh token: another tab's when it rotated one (its access token has expired
  // since), else the one this tab held. With the cookie gone (signed out in another tab, or
  // cookies blocked) the held one is sent and the server decides.
  const newest = refresh ?? held;
  return newest === null ? { kind: 'none' } : { kind: 'refresh', refreshToken: newest };
}
