import type { QueryClient } from '@tanstack/react-query';
import type { HistoryState } from '@tanstack/react-router';
import { type ActorRefFrom, createActor, waitFor } from 'xstate';
import type { StorefrontBootstrap } from '../../contracts/storefront-bootstrap.ts';
import type { StorefrontConfig } from '../../contracts/storefront-config.ts';
import {
  afterTokenRejected,
  selectAccessToken,
  type sessionMachine,
  sessionSettled,
} from '../../machines/auth/session.machine.ts';
import type { cartMachine } from '../../machines/cart/cart.machine.ts';
import type { languageMachine } from '../../machines/store/language.machine.ts';
import type { LanguageInput } from '../../machines/store/language.types.ts';
import type { storeBootstrapMachine } from '../../machines/store/storeBootstrap.machine.ts';
import type { Route } from '../../machines/storefront/pages.ts';
import type { storefrontMachine } from '../../machines/storefront/storefront.machine.ts';
import { type ApiClient, createApiClient } from '../api/client.ts';
import { guestRealmName } from '../lib/realm.ts';
import { browserPageLoads, type PageLoads } from './actors/pageLoads.ts';
import { storefrontLogic } from './actors/storefront.ts';
import './storage/paymentHandOffState.ts';
import type { SessionTokens } from '../../machines/auth/session.types.ts';
import { loadCatalog } from './catalogs.ts';
import { servedCustomerCart } from './firstScreen.ts';
import { DEFAULT_LOCALE } from './i18n.ts';
import type { Inspect } from './inspector/inspector.ts';
import { seedServedQueries, servedLanguages, servedStore } from './servedData.ts';
import { readCartInput } from './storage/cartStorage.ts';
import { storedLanguage } from './storage/languagePersistence.ts';
import { readTokenCookies } from './storage/sessionPersistence.ts';

export type LanguageRequest = LanguageInput;

export interface AppSystemOptions {
  config: StorefrontConfig;
  language: LanguageRequest;
  queryClient: QueryClient;
  /** The page open when the app starts; the router keeps the storefront machine told afterwards. */
  route?: Route;
  /** Client-side navigation (the router's), with history state when given; the router is made after the system. */
  navigate: (href: string, state?: HistoryState) => void;
  /** Runs the open page's guards again (the router's invalidate). */
  recheckPageAccess?: () => void;
  inspect?: Inspect;
  /** Tests pass a fake; the browser's fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /** Full page loads (tests pass spies); the browser's location otherwise. */
  pageLoads?: PageLoads;
  /** Loads a language's catalog (tests pass a stub); fetched over HTTP otherwise. */
  loadCatalog?: (code: string) => Promise<void>;
  /** The API's answers the page was served with: the app starts from them. */
  served?: StorefrontBootstrap;
  /**
   * The session's tokens, as the request's cookies carry them (the server's render of a customer's
   * page); the browser reads its own cookies otherwise.
   */
  tokens?: SessionTokens;
  /**
   * Told when the system fails (the server's render, src/entry-server.tsx, which must answer the
   * request with the browser's render instead of letting the error end the process).
   */
  onError?: (error: unknown) => void;
}

export interface AppSystem {
  api: ApiClient;
  config: StorefrontConfig;
  /** The root of the one actor system; the router sends it ROUTE_CHANGED. */
  storefront: ActorRefFrom<typeof storefrontMachine>;
  /**
   * The one refresh every 401 waits for (the API client's and Ask AI's stream): the token to retry
   * with, or null when the session could not be refreshed.
   */
  refreshAccess: (rejectedToken: string) => Promise<string | null>;
  storeBootstrap: ActorRefFrom<typeof storeBootstrapMachine>;
  language: ActorRefFrom<typeof languageMachine>;
  session: ActorRefFrom<typeof sessionMachine>;
  cart: ActorRefFrom<typeof cartMachine>;
  /** The inspector the system reports to. */
  inspect?: Inspect;
}

/**
 * Starts the storefront's one actor system: the storefront machine and, under it, every machine
 * the app runs, all reporting to one inspector. The API client reads the session's token and tells
 * the machines about failed responses by system id; it is the one piece outside the system that
 * talks to it.
 */
export function createAppSystem(options: AppSystemOptions): AppSystem {
  const { config, queryClient, pageLoads = browserPageLoads } = options;
  const guestRealm = guestRealmName(config.realmName);

  // The client and the system need each other: the client reports failed statuses and rejected
  // tokens to the system's actors, and the actors' calls go through the client. The actors are
  // found by system id, so that calls made while the system starts (a restored customer's cart)
  // already carry the session's token.
  let storefront: ActorRefFrom<typeof storefrontMachine> | undefined;
  const sessionNow = () => storefront?.system.get('session') as AppSystem['session'] | undefined;
  // Single flight: every caller with a 401 reports the token it used and waits for the one
  // refresh the session runs; a stale token (already replaced) is retried with the current one.
  const refreshAccess = async (rejectedToken: string): Promise<string | null> => {
    const session = sessionNow();
    if (!session) return null;
    session.send({ type: 'TOKEN_REJECTED', token: rejectedToken });
    const settled = await waitFor(session, (snapshot) => sessionSettled(snapshot, rejectedToken));
    const next = afterTokenRejected(settled, rejectedToken);
    return next.kind === 'retry' ? next.accessToken : null;
  };
  const accessToken = () => {
    const session = sessionNow();
    return session ? selectAccessToken(session.getSnapshot()) : null;
  };
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    guestRealmName: guestRealm,
    // SPEC section 7: every call names the language: the stored one, else the detected one, else en.
    getLanguage: () => storedLanguage() ?? options.language.requested ?? DEFAULT_LOCALE,
    getAccessToken: accessToken,
    // SPEC section 8: any status >= 400 makes the store bootstrap validate the store again.
    onErrorStatus: (status) => {
      if (status >= 400) storefront?.system.get('storeBootstrap')?.send({ type: 'STORE_RECHECK' });
    },
    refreshAccess,
    // SPEC section 4: a queued request that fails again after the refresh reloads the page.
    onRetryUnauthorized: () => pageLoads.reload(),
    fetch: options.fetch,
  });

  const served = options.served ?? {};
  seedServedQueries(queryClient, api, served);
  const logic = storefrontLogic({
    api,
    queryClient,
    navigate: options.navigate,
    goToPayment: (handOff) => options.navigate(handOff.payment_page, { paymentHandOff: handOff.hand_off }),
    pageLoads,
    guestRealm,
    recheckPageAccess: () => options.recheckPageAccess?.(),
    loadCatalog: options.loadCatalog ?? ((code) => loadCatalog(code)),
    askAi: {
      baseUrl: config.apiBaseUrl,
      accessToken,
      refreshAccess,
      currentRoute: () => storefront?.getSnapshot().context.route ?? { path: '/', search: {} },
      fetch: options.fetch,
    },
  });
  storefront = createActor(logic, {
    systemId: 'storefront',
    inspect: options.inspect,
    input: {
      store: { realmName: config.realmName, storeId: config.storeId, served: servedStore(served) },
      language: { ...options.language, servedLanguages: servedLanguages(served) },
      session: { tokens: options.tokens ?? readTokenCookies(), realmName: guestRealm },
      // A customer's page drawn on the server: the cart starts from the cart it was drawn with.
      cart: { ...readCartInput(), served: servedCustomerCart(queryClient) },
      route: options.route ?? { path: '/', search: {} },
    },
  });
  if (options.onError) storefront.subscribe({ error: options.onError });
  storefront.start();
  const { children } = storefront.getSnapshot();
  if (!children.storeBootstrap || !children.language || !children.session || !children.cart) {
    throw new Error('The storefront machine did not start its children');
  }
  return {
    api,
    config,
    inspect: options.inspect,
    storefront,
    refreshAccess,
    storeBootstrap: children.storeBootstrap,
    language: children.language,
    session: children.session,
    cart: children.cart,
  };
}
