import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Language } from '../../contracts/store.ts';
import type { StorefrontConfig } from '../../contracts/storefront-config.ts';
import type { TokenSet } from '../../contracts/ums.ts';
import { languageMachine } from '../../machines/language.machine.ts';
import {
  afterTokenRejected,
  selectAccessToken,
  sessionMachine,
  sessionSettled,
} from '../../machines/session.machine.ts';
import type { RefreshTokensInput, SignOutInput } from '../../machines/session.types.ts';
import { storeBootstrapMachine } from '../../machines/storeBootstrap.machine.ts';
import type { LoadSettingsInput, StoreCheck, StoreContent } from '../../machines/storeBootstrap.types.ts';
import { logout, refreshTokens } from '../api/auth.ts';
import { type ApiClient, createApiClient } from '../api/client.ts';
import { fetchLanguages, loadStoreContent, validateStore } from '../api/store.ts';
import { guestRealmName } from '../lib/realm.ts';
import { refreshAllowedOn } from '../lib/sessionRules.ts';
import type { Inspect } from './inspector.ts';
import { persistLanguage, storedLanguage } from './languagePersistence.ts';
import {
  clearBrowserSession,
  markUser,
  readTokenCookies,
  removeUserMarker,
  storeGuestRealm,
  storeTokenCookies,
  takeReturnPath,
} from './sessionPersistence.ts';

export interface LanguageRequest {
  requested: string | null;
  source: 'path' | 'cookie' | 'storage' | 'html' | null;
}

export interface AppSystemOptions {
  config: StorefrontConfig;
  language: LanguageRequest;
  queryClient: QueryClient;
  /** Client-side navigation (the router's); set once the router exists. */
  navigate: (href: string) => void;
  inspect?: Inspect;
  /** Tests pass a fake; the browser's fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /** Full page loads (tests pass spies); the browser's location otherwise. */
  pageLoads?: { assign: (href: string) => void; reload: () => void };
}

const browserPageLoads = {
  assign: (href: string) => window.location.assign(href),
  reload: () => window.location.reload(),
};

/** Creates the app's root actors once and wires the API client to them. */
export function createAppSystem({
  config,
  language,
  queryClient,
  navigate,
  inspect,
  fetch,
  pageLoads = browserPageLoads,
}: AppSystemOptions) {
  const realm = guestRealmName(config.realmName);

  // The client and the actors refer to each other: the client reports failed statuses and
  // rejected tokens to the actors, and the actors' effects call through the client.
  let reportErrorStatus: (status: number) => void = () => {};
  let refreshAccess: (rejectedToken: string) => Promise<string | null> = async () => null;
  let currentAccessToken: () => string | null = () => null;
  const api: ApiClient = createApiClient({
    baseUrl: config.apiBaseUrl,
    guestRealmName: realm,
    getLanguage: storedLanguage,
    getAccessToken: () => currentAccessToken(),
    onErrorStatus: (status) => reportErrorStatus(status),
    refreshAccess: (rejectedToken) => refreshAccess(rejectedToken),
    // SPEC section 4: a queued request that fails again after the refresh reloads the page.
    onRetryUnauthorized: () => pageLoads.reload(),
    fetch,
  });

  const storeBootstrap = createActor(
    storeBootstrapMachine.provide({
      actors: {
        validateStore: fromPromise<StoreCheck, { realmName: string }>(({ input }) =>
          validateStore(api, guestRealmName(input.realmName)),
        ),
        loadSettings: fromPromise<StoreContent, LoadSettingsInput>(({ input }) =>
          loadStoreContent(api, input.storeId),
        ),
      },
    }),
    { input: { realmName: config.realmName, storeId: config.storeId }, systemId: 'storeBootstrap', inspect },
  );
  reportErrorStatus = (status) => {
    if (status >= 400) storeBootstrap.send({ type: 'STORE_RECHECK' });
  };

  const languageActor = createActor(
    languageMachine.provide({
      actors: {
        loadLanguages: fromPromise<Language[]>(() => fetchLanguages(api, realm)),
      },
      actions: {
        persistLanguage: (_, params) => persistLanguage(params.code, params.direction),
        reloadPage: () => pageLoads.reload(),
      },
    }),
    { input: language, systemId: 'language', inspect },
  );

  const session = createActor(
    sessionMachine.provide({
      actors: {
        refreshTokens: fromPromise<TokenSet, RefreshTokensInput>(async ({ input }) => {
          if (!input.refreshToken) throw new Error('No refresh token is stored');
          return refreshTokens(api, input.refreshToken, input.realmName);
        }),
        signOut: fromPromise<null, SignOutInput>(({ input }) => logout(api, input.idToken ?? '')),
      },
      actions: {
        storeTokens: (_, tokens) => storeTokenCookies(tokens),
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
    }),
    { input: { tokens: readTokenCookies(), realmName: realm }, systemId: 'session', inspect },
  );
  currentAccessToken = () => selectAccessToken(session.getSnapshot());
  // Single flight: every caller with a 401 reports the token it used and waits for the one
  // refresh the session runs; a stale token (already replaced) is retried with the current one.
  refreshAccess = async (rejectedToken) => {
    if (!refreshAllowedOn(window.location.pathname)) return null;
    session.send({ type: 'TOKEN_REJECTED', token: rejectedToken });
    const settled = await waitFor(session, (snapshot) => sessionSettled(snapshot, rejectedToken));
    const next = afterTokenRejected(settled, rejectedToken);
    return next.kind === 'retry' ? next.accessToken : null;
  };

  return { api, config, inspect, storeBootstrap, language: languageActor, session };
}

export type AppSystem = ReturnType<typeof createAppSystem>;
