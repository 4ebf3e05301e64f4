import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { TokenSet } from '../../../contracts/ums.ts';
import { sessionMachine } from '../../../machines/session.machine.ts';
import type { RefreshTokensInput, SignOutInput } from '../../../machines/session.types.ts';
import { logout, refreshTokens } from '../../api/auth.ts';
import type { ApiClient } from '../../api/client.ts';
import {
  clearBrowserSession,
  markUser,
  readTokenCookies,
  removeUserMarker,
  storeGuestRealm,
  storeTokenCookies,
  takeReturnPath,
} from '../sessionPersistence.ts';
import { refreshAcrossTabs } from '../tokenRefreshLock.ts';
import type { PageLoads } from './pageLoads.ts';

export interface SessionDeps {
  api: ApiClient;
  queryClient: QueryClient;
  /** Client-side navigation (the router's). */
  navigate: (href: string) => void;
  pageLoads: PageLoads;
}

/** The session with its real calls (refresh-token, session-logout), cookies, storage and navigation. */
export function sessionLogic({ api, queryClient, navigate, pageLoads }: SessionDeps) {
  return sessionMachine.provide({
    actors: {
      // One refresh across all tabs: see refreshAcrossTabs.
      refreshTokens: fromPromise<TokenSet, RefreshTokensInput>(({ input }) =>
        refreshAcrossTabs(input.refreshToken, (refreshToken) =>
          refreshTokens(api, refreshToken, input.realmName),
        ),
      ),
      signOut: fromPromise<null, SignOutInput>(({ input }) => logout(api, input.idToken ?? '')),
    },
    actions: {
      // Tokens adopted from another tab (or stored under the refresh lock) are in the cookies already,
      // with their right lifetimes: they are written only when they are new.
      storeTokens: (_, tokens) => {
        if (readTokenCookies().refresh !== tokens.refresh_token) storeTokenCookies(tokens);
      },
      clearSession: () => clearBrowserSession(),
      clearCache: () => queryClient.clear(),
      markUser: (_, marker) => markUser(marker),
      removeUserMarker: () => removeUserMarker(),
      storeGuestRealm: (_, realmName) => storeGuestRealm(realmName),
      goToReturnPage: () => navigate(takeReturnPath()),
      // A full page load to / leaves nothing of the old session in memory.
      goHome: () => pageLoads.assign('/'),
      reloadPage: () => pageLoads.reload(),
    },
  });
}
