import type { TokenSet } from '../../../contracts/ums.ts';
import { planRefresh } from '../../lib/sharedRefresh.ts';
import { unlessPageLeaves } from '../pageLeaving.ts';
import { untilCookieStored } from './cookieStored.ts';
import { readTokenCookies, storeTokenCookies } from './sessionPersistence.ts';
import { TOKEN_COOKIES } from './tokenCookies.ts';

// Tabs share the token cookies, and the server revokes a session whose refresh token is sent twice.
// Two tabs whose access token expires together would both refresh with it and sign the customer
// out, so a refresh runs under a Web Lock shared by every tab of this origin: the first tab
// refreshes and stores the new tokens before letting go; the next finds them and uses them.

const LOCK_NAME = 'storefront-token-refresh';

/** Runs `task` holding the cross-tab lock; without the Web Locks API (an insecure origin), directly. */
function holdingRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(LOCK_NAME, task) : task();
}

/**
 * Refreshes the session's tokens once across tabs. `held` is the refresh token this tab holds;
 * `refresh` asks the server with the refresh token it is given. A refresh cut off by the page
 * unloading never settles (see pageLeaving.ts): the next page refreshes with the stored tokens.
 */
export function refreshAcrossTabs(
  held: string | null,
  refresh: (refreshToken: string) => Promise<TokenSet>,
): Promise<TokenSet> {
  return unlessPageLeaves(
    holdingRefreshLock(async () => {
      const plan = planRefresh(held, readTokenCookies(), Math.floor(Date.now() / 1000));
      if (plan.kind === 'none') throw new Error('No refresh token is stored');
      if (plan.kind === 'adopt') {
        return {
          access_token: plan.access,
          refresh_token: plan.refresh,
          id_token: plan.id,
          expires_in: plan.expiresIn,
          // Cookies do not tell their lifetime; the session never stores adopted tokens again (they
          // are in the cookies already), so nothing reads this.
          refresh_expires_in: 0,
          token_type: 'Bearer',
        };
      }
      const tokens = await refresh(plan.refreshToken);
      // Stored, and held by the browser's cookie store, before the lock is let go, so the next tab
      // in line finds them (the id token's cookie is written last).
      storeTokenCookies(tokens);
      await untilCookieStored(TOKEN_COOKIES.id, tokens.id_token);
      return tokens;
    }),
  );
}
