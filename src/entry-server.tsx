// The first screen rendered on the server: the same App as the browser's, from the same served
// answers, so that the browser's first render (a hydration) draws exactly the same page and then goes
// on as the single-page app. Built by `npm run build` into dist/server/ (vite.ssr.config.ts) and
// called by the reference server (server/page/first-screen.ts).
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { Messages } from '@lingui/core';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { waitFor } from 'xstate';
import {
  CUSTOMER_NAME_QUERY_KEY,
  DRAWN_COLOR_SCHEME_QUERY_KEY,
  type FirstScreen,
  type FirstScreenRedirect,
  type FirstScreenRequest,
  GUEST_CART_LINES_QUERY_KEY,
} from '../contracts/first-screen.ts';
import { isResolved, selectAccessToken, selectCustomerName } from '../machines/auth/session.machine.ts';
import { selectCartStatus } from '../machines/cart/cart.machine.ts';
import { selectLanguageStatus } from '../machines/store/language.machine.ts';
import { selectStoreStatus } from '../machines/store/storeBootstrap.machine.ts';
import { aiQueries } from './api/queries/aiConfiguration.ts';
import { wishlistQueries } from './api/queries/wishlist.ts';
import { App } from './app/App.tsx';
import { i18n, toBcp47 } from './app/i18n.ts';
import { loadPageFlows, runsPageFlow } from './app/pageFlows.ts';
import { createQueryClient } from './app/queryClient.ts';
import { currentRoute } from './app/routeEvents.ts';
import { createAppRouter } from './app/router.ts';
import { drawnWhole } from './app/ssr/drawnWhole.ts';
import { differencesFound } from './app/ssr/serializeStylesOnce.ts';
import { type AppSystem, createAppSystem } from './app/system.ts';

/** How long the machines may take to settle from the served answers (they take microtasks). */
const SETTLE_TIMEOUT_MS = 1000;

/**
 * Emotion's plugins that flip left and right, loaded as the browser loads them, once per process:
 * Emotion keeps what it compiled on the server per plugins array and cache key (as it does for its
 * default plugins, which every left-to-right render shares), so one array lets each right-to-left
 * render reuse the rules earlier ones compiled instead of compiling every style again. A rule is
 * kept under its style's name, a hash of the style itself: the rules are the same as compiled anew.
 */
let rtlPlugins: ReturnType<typeof loadRtlStylisPlugins> | undefined;
function rtlStylisPlugins() {
  if (!rtlPlugins) {
    rtlPlugins = loadRtlStylisPlugins();
    // A load that failed is tried again by the next render.
    rtlPlugins.catch(() => {
      rtlPlugins = undefined;
    });
  }
  return rtlPlugins;
}
async function loadRtlStylisPlugins() {
  const [stylis, rtl] = await Promise.all([import('stylis'), import('stylis-plugin-rtl')]);
  return [stylis.prefixer, rtl.default];
}

/** Resolves once no query is being fetched (at most SETTLE_TIMEOUT_MS). */
function settledQueries(queryClient: QueryClient): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, SETTLE_TIMEOUT_MS);
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}

/** Whether the first screen is the store's page, not the loader or an error page. */
function isDrawnAsPage(system: AppSystem): boolean {
  return (
    selectStoreStatus(system.storeBootstrap.getSnapshot()) === 'active' &&
    selectLanguageStatus(system.language.getSnapshot()) === 'ready' &&
    isResolved(system.session.getSnapshot())
  );
}

/**
 * The API as a customer's render calls it: a session is never renewed on the server (a renewal
 * rotates the tokens, which only the browser can keep), and one the API turned down (expired,
 * signed out elsewhere) leaves the page to the browser, which renews it or signs the customer out.
 */
function customerSession(fetch: typeof globalThis.fetch) {
  let turnedDown = false;
  let tellTurnedDown = () => {};
  /** Settles when the API turns the session down: the render ends then, not at its deadline. */
  const whenTurnedDown = new Promise<void>((resolve) => {
    tellTurnedDown = resolve;
  });
  const guarded: typeof globalThis.fetch = async (input, init) => {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(address, 'http://storefront.invalid').pathname.endsWith('/refresh-token')) {
      turnedDown = true;
      tellTurnedDown();
      throw new Error('A session is renewed by the browser, not by the server’s render');
    }
    const response = await fetch(input, init);
    // Not handed on: the app would ask the session to renew it, and wait for that.
    if (response.status === 401) {
      turnedDown = true;
      tellTurnedDown();
      throw new Error('The API turned the session down');
    }
    return response;
  };
  return {
    fetch: guarded,
    whenTurnedDown,
    /** Whether the page is still the customer's, as the cookies the browser reads name them. */
    accepted: (system: AppSystem, access: string | undefined) =>
      !turnedDown && selectAccessToken(system.session.getSnapshot()) === access,
  };
}

/** Resolves once the customer's cart has been read, or could not be (at most SETTLE_TIMEOUT_MS). */
async function customerCartRead(system: AppSystem): Promise<void> {
  await waitFor(system.cart, (snapshot) => !['starting', 'loading'].includes(selectCartStatus(snapshot)), {
    timeout: SETTLE_TIMEOUT_MS,
  }).catch(() => undefined);
}

/** The colour scheme the page's styles give the document (CssBaseline's `color-scheme`), if any. */
function drawnColorScheme(styles: string): string | null {
  return /html\{[^}]*color-scheme:\s*(light|dark)/.exec(styles)?.[1] ?? null;
}

/**
 * Where a guard's redirect sends the visitor (the router's own address for it), or null for a
 * redirect that keeps the page (an address the router writes otherwise, `?page=1`) or leaves the
 * site: the browser, which replaces the address with the router's, draws those.
 */
function guardRedirect(href: unknown, asked: URL): FirstScreenRedirect | null {
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return null;
  const to = new URL(href, asked);
  if (to.origin !== asked.origin || to.pathname === asked.pathname) return null;
  return { redirectTo: `${to.pathname}${to.search}` };
}

/**
 * Renders the page at `href` for a guest, or for the customer whose session the request carries;
 * where a route's guard sends the visitor elsewhere (a guest on a customer's page, a customer on
 * sign-in), the router's address for it; null when its first screen is not the page itself (an
 * address the router writes otherwise, the store or its texts not ready, the API turned the session
 * down): the browser draws those.
 */
export async function renderFirstScreen(
  request: FirstScreenRequest,
  /** Calls the API in the server's own process (no network). */
  fetch: typeof globalThis.fetch,
): Promise<FirstScreen | FirstScreenRedirect | null> {
  const url = new URL(request.href, 'http://storefront.invalid');
  // The page's flow (sign-in, sign-up…) starts with the system, as it does in the browser, which
  // loads its code before it hydrates: the form is drawn as the flow's first state draws it.
  if (runsPageFlow(url.pathname)) await loadPageFlows();
  i18n.loadAndActivate({
    locale: request.language.code,
    locales: [toBcp47(request.language.code)],
    messages: request.language.messages as Messages,
  });
  const queryClient = createQueryClient();
  let failure: unknown;
  let router: ReturnType<typeof createAppRouter> | undefined;
  const session = request.session ? customerSession(fetch) : null;
  const system = createAppSystem({
    config: request.config,
    language: { requested: request.language.code, source: 'html' },
    queryClient,
    route: currentRoute(url),
    navigate: () => undefined,
    served: request.served,
    fetch: session?.fetch ?? fetch,
    tokens: request.session,
    // The request's catalog is active already.
    loadCatalog: async () => undefined,
    onError: (error) => {
      failure = error;
    },
  });
  try {
    // The machines settle from the served answers at once; the language's catalog load is the one
    // step that waits (a resolved promise).
    await waitFor(system.language, (snapshot) => selectLanguageStatus(snapshot) !== 'loading', {
      timeout: SETTLE_TIMEOUT_MS,
    });
    if (!isDrawnAsPage(system)) return null;
    // The device's scheme a "system" page is drawn in, for the theme and the browser's hydration.
    if (request.themeMode === 'system' && request.colorScheme) {
      queryClient.setQueryData(DRAWN_COLOR_SCHEME_QUERY_KEY, request.colorScheme);
    }
    // The guest cart's size, for the parts that draw it (the browser reads it back from the cache).
    if (request.guestCartLines !== undefined) {
      queryClient.setQueryData(GUEST_CART_LINES_QUERY_KEY, request.guestCartLines);
    }
    const history = createMemoryHistory({ initialEntries: [`${url.pathname}${url.search}`] });
    router = createAppRouter(queryClient, system, history);
    // A customer's render ends as soon as the API turns the session down (a forged or signed-out
    // token): waiting on would hold the line of renders for the queries' retries.
    const turnedDown = session?.whenTurnedDown ?? new Promise<void>(() => {});
    // The Ask AI button shows for a customer whose store turns it on: its configuration is read
    // beside the route's data, so that the button is drawn, as the browser hydrates it.
    if (session) void queryClient.prefetchQuery(aiQueries.configuration(system.api));
    // So is their wish list: the hearts are drawn as theirs, not flipped once the browser reads it.
    if (session) void queryClient.prefetchQuery(wishlistQueries.list(system.api));
    await Promise.race([router.load(), turnedDown]);
    // What the loaders started without waiting for (a section's list) is drawn too, as the browser,
    // starting from this cache, draws it.
    await Promise.race([settledQueries(queryClient), turnedDown]);
    // The customer's cart is read with the session too: a page whose queries need no session (the
    // cart page's are the cart machine's) is drawn only once the API has taken the session.
    if (session) await Promise.race([customerCartRead(system), turnedDown]);
    if (failure !== undefined) throw failure;
    // A session the API turned down is the browser's to renew (the renewal rotates the cookies).
    if (session && !session.accepted(system, request.session?.access)) return null;
    // A guard's redirect (after the API took a customer's session, above): the server sends the
    // visitor where the router would. An address the router would write otherwise (`?page=1`, an id
    // it reads as another): the router renders nothing on the server, and the browser, which goes
    // to the address the router writes, draws it (as it does without a server).
    const result = router._serverResult;
    if (result?.type === 'redirect') return guardRedirect(result.redirect.options.href, url);
    if (result?.type !== 'render' || request.onlyRedirect) return null;
    const location = router.state.location;
    if (`${location.pathname}${location.searchStr}` !== `${url.pathname}${url.search}`) return null;
    // The name the header is drawn with, for the browser's hydration (contracts/first-screen.ts).
    if (session)
      queryClient.setQueryData(CUSTOMER_NAME_QUERY_KEY, selectCustomerName(system.session.getSnapshot()));
    const rtl = request.language.direction === 'rtl';
    const stylisPlugins = rtl ? await rtlStylisPlugins() : undefined;
    const drawnRouter = router;
    const { html, aside: emotion } = await drawnWhole(() => {
      // The browser's caches' keys (src/app/storage/directionCache.ts), so that it adopts these styles.
      const cache = rtl ? createCache({ key: 'muirtl', stylisPlugins }) : createCache({ key: 'mui' });
      const page = (
        <StrictMode>
          <App
            system={system}
            queryClient={queryClient}
            router={drawnRouter}
            emotionCache={cache}
            themeMode={request.themeMode}
          />
        </StrictMode>
      );
      return { page, aside: createEmotionServer(cache) };
    });
    if (failure !== undefined) throw failure;
    // Where they are checked (the journeys' server), kept styles that ever differed fail every page.
    if (differencesFound() > 0)
      throw new Error('Styles kept for the server’s render differed from Emotion’s');
    if (session && !session.accepted(system, request.session?.access)) return null;
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
    // A "system" page is served only as drawn in the device's scheme, the one the browser hydrates
    // it in (its theme reads the scheme from the cache): else the browser draws it (the frame).
    if (request.themeMode === 'system' && drawnColorScheme(styles) !== (request.colorScheme ?? 'light'))
      return null;
    // The route's status: a product or vendor not found is a 404 to a crawler too.
    return { html, styles, queries: dehydrate(queryClient), status: result.status };
  } finally {
    system.storefront.stop();
    queryClient.clear();
  }
}
