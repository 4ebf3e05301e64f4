import type { QueryClient } from '@tanstack/react-query';
import { fromCallback, fromPromise } from 'xstate';
import type { TokenSet } from '../../../../contracts/ums.ts';
import { sessionMachine } from '../../../../machines/auth/session.machine.ts';
import type {
  RefreshTokensInput,
  SessionEvent,
  SignOutInput,
} from '../../../../machines/auth/session.types.ts';
import type { ApiClient } from '../../../api/client.ts';
import type { PageLoads } from '../../../app/actors/pageLoads.ts';
import {
  clearBrowserSession,
  markUser,
  readTokenCookies,
  removeUserMarker,
  storeGuestRealm,
  storeTokenCookies,
  takeReturnPath,
} from '../../../app/storage/sessionPersistence.ts';
import { refreshAcrossTabs } from '../../../app/storage/tokenRefreshLock.ts';
import { logout, refreshTokens } from '../api/auth.ts';

export interface SessionDeps {
  api: ApiClient;
  queryClient: QueryClient;
  /** Client-side navigation (the router's). */
  navigate: (href: string) => void;
  pageLoads: PageLoads;
}

/** Tabs of this store tell each other that the session's tokens were written or cleared. */
const CHANNEL = 'storefront-session';
type SessionMessage = 'signedIn' | 'signedOut';

function openChannel(): BroadcastChannel | null {
  // Not on the server's render (src/entry-server.tsx): it has no other tabs, and Node's channels
  // would join every request's actors.
  return typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(CHANNEL);
}

/** The session with its real calls (refresh-token, session-logout), cookies, storage and navigation. */
export function sessionLogic({ api, queryClient, navigate, pageLoads }: SessionDeps) {
  // One channel for sending and listening: a tab never hears its own messages.
  const channel = openChannel();
  const tellOtherTabs = (message: SessionMessage) => channel?.postMessage(message);
  return sessionMachine.provide({
    actors: {
      // One refresh across all tabs: see refreshAcrossTabs.
      refreshTokens: fromPromise<TokenSet, RefreshTokensInput>(({ input }) =>
        refreshAcrossTabs(input.refreshToken, (refreshToken) =>
          refreshTokens(api, refreshToken, input.realmName),
        ),
      ),
      signOut: fromPromise<null, SignOutInput>(({ input }) => logout(api, input.idToken ?? '')),
      // The message only says what happened; the cookies say what holds now (a later message may
      // have changed them again), so they are read when it arrives.
      watchOtherTabs: fromCallback<SessionEvent>(({ sendBack }) => {
        const onMessage = (event: MessageEvent<SessionMessage>) => {
          const tokens = readTokenCookies();
          if (event.data === 'signedIn' && tokens.access !== null)
            sendBack({ type: 'SIGNED_IN_ELSEWHERE', tokens });
          else if (event.data === 'signedOut' && tokens.access === null && tokens.refresh === null)
            sendBack({ type: 'SIGNED_OUT_ELSEWHERE' });
        };
        channel?.addEventListener('message', onMessage);
        return () => channel?.removeEventListener('message', onMessage);
      }),
    },
    actions: {
      // A sign-in's tokens. Either way the other tabs hear of it: a guest tab adopts them (a
      // signed-in one ignores it).
      storeTokens: (_, tokens) => {
        storeTokenCookies(tokens);
        tellOtherTabs('signedIn');
      },
      // Renewed tokens were stored by refreshAcrossTabs under the lock (or adopted from the cookies):
      // writing them again here, after the lock is let go, could undo another tab's later refresh.
      shareRenewedTokens: () => tellOtherTabs('signedIn'),
      clearSession: () => {
        clearBrowserSession();
        tellOtherTabs('signedOut');
      },
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
