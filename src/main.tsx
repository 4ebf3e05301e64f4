import { t } from '@lingui/core/macro';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Pauses in the evaluation of the entry's modules (app/startup): the browser is given the main
// thread between React DOM, the app's components and the rest, rather than one long task.
import './app/startup/pauseAfterReact.ts';
import { LANGUAGE_CODES } from '../contracts/request.ts';
import { isResolved } from '../machines/auth/session.machine.ts';
import { selectStoreStatus } from '../machines/store/storeBootstrap.machine.ts';
import { App } from './app/App.tsx';
import './app/startup/pauseAfterApp.ts';
import { activateStandIn, loadCatalog } from './app/catalogs.ts';
import { loadConfig } from './app/config.ts';
import { keepTextTypedWhileHydrating } from './app/earlyInput.ts';
import { loadBeforeFirstRender } from './app/firstLoad.ts';
import { isDrawnOnServer, readFirstScreen, reportHydrationError } from './app/firstScreen.ts';
import { combineInspectors, loadInspector, loadTransitionRecorder } from './app/inspector/inspector.ts';
import { holdNavigationsUntilHydrated } from './app/navigationAfterHydration.ts';
import { loadPageFlows, runsPageFlow } from './app/pageFlows.ts';
import { createQueryClient } from './app/queryClient.ts';
import { currentRoute } from './app/routeEvents.ts';
import { createAppRouter } from './app/router.ts';
import { readServedData } from './app/servedData.ts';
import { readGuestCart } from './app/storage/cartStorage.ts';
import { loadRtlCache } from './app/storage/directionCache.ts';
import { mirrorGuestCartLines } from './app/storage/guestCartCookie.ts';
import { languageCookie, storedLanguage } from './app/storage/languagePersistence.ts';
import { adoptReturnPageCookie } from './app/storage/returnPageCookie.ts';
import { readStorage, STORAGE_KEYS } from './app/storage/storageKeys.ts';
import { createAppSystem } from './app/system.ts';
import { INSPECT_OPT_IN_KEY, inspectorEnabled } from './lib/inspectorAccess.ts';
import { detectLanguage, stripLanguagePrefix } from './lib/languageDetection.ts';
import { silenceConsole } from './lib/silenceConsole.ts';
import { startsRightToLeft } from './lib/startDirection.ts';
import { yieldToBrowser } from './lib/yieldToBrowser.ts';

// SPEC section 9: production builds do not log to the console (errors still show).
if (import.meta.env.PROD) silenceConsole(console);

/** How long the first render waits for the open page to load (firstLoad.ts). */
const FIRST_LOAD_WAIT_MS = 300;

async function start() {
  // A page the server drew is read in the language it was drawn in (the address's or the cookie's,
  // as the server chose): a language kept only in storage is not one the server could see.
  const drawnOnServer = isDrawnOnServer(document);
  const detected = detectLanguage(
    {
      pathname: window.location.pathname,
      cookie: languageCookie(),
      storage: drawnOnServer ? null : storedLanguage(),
      htmlLang: document.documentElement.lang,
    },
    LANGUAGE_CODES,
  );
  // A link such as /fr/productListing picks the language, then the page lives at its usual path.
  const unprefixed = stripLanguagePrefix(window.location.pathname, LANGUAGE_CODES);
  if (unprefixed !== null) {
    window.history.replaceState(null, '', `${unprefixed}${window.location.search}${window.location.hash}`);
  }
  // A guest the server sent to sign in (a page behind the guard) returns to that page afterwards.
  adoptReturnPageCookie();
  const inspect = inspectorEnabled({
    search: window.location.search,
    envFlag: import.meta.env.VITE_INSPECT,
    production: import.meta.env.PROD,
    optIn: readStorage(INSPECT_OPT_IN_KEY),
  });
  // The configuration, the likely catalog, the open page's flow and (when asked) the inspector load
  // side by side. A catalog that fails here is not fatal: the language machine loads (and retries) it.
  const [config, , inspector, recorder] = await Promise.all([
    loadConfig(),
    loadCatalog(detected.code ?? 'en').catch(() => activateStandIn(detected.code ?? 'en')),
    inspect ? loadInspector() : Promise.resolve(undefined),
    loadTransitionRecorder(),
    startsRightToLeft(readStorage(STORAGE_KEYS.direction), document.documentElement.dir)
      ? loadRtlCache()
      : undefined,
    // A page that runs a page flow (sign-in…) has it invoked as the system starts.
    runsPageFlow(window.location.pathname) ? loadPageFlows() : undefined,
  ]);

  // The detector names the html attribute 'htmlLang'; the language machine calls that source 'html'.
  const source = detected.source === 'htmlLang' ? 'html' : detected.source;
  const queryClient = createQueryClient();
  // The page the server drew, with the queries it was drawn from (src/app/firstScreen.ts).
  const firstScreen = drawnOnServer ? readFirstScreen(document, queryClient) : null;
  // The router is made after the system (its guards read the session); until then nothing navigates.
  let router: ReturnType<typeof createAppRouter> | undefined;
  const system = createAppSystem({
    config,
    language: { requested: detected.code, source },
    queryClient,
    route: currentRoute(window.location),
    navigate: (href, state) => router?.history.push(href, state),
    recheckPageAccess: () => void router?.invalidate(),
    inspect: combineInspectors(inspector, recorder),
    served: readServedData(),
  });
  router = createAppRouter(queryClient, system);
  // Starting the machines and the router is one long task on a phone; loading the page is another.
  await yieldToBrowser();
  // A guest cart kept before its cookie existed: the next page the server draws shows it.
  mirrorGuestCartLines(readGuestCart().length);

  // The open page loads before the first render (see firstLoad.ts) when nothing else shows first.
  // A page the server drew is hydrated once its route is loaded whole (its data is in the cache):
  // the first render must be the server's. It is on screen meanwhile.
  const handOverHistory =
    selectStoreStatus(system.storeBootstrap.getSnapshot()) === 'active' &&
    isResolved(system.session.getSnapshot())
      ? await loadBeforeFirstRender(router, firstScreen ? Number.POSITIVE_INFINITY : FIRST_LOAD_WAIT_MS)
      : undefined;

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  if (firstScreen) {
    // The router draws its matches as its server render did (no Suspense around the root match).
    router.ssr = { manifest: undefined };
    // As a transition, hydration yields to the browser every few milliseconds (the page is on screen
    // meanwhile); a click or a key on a part not yet hydrated hydrates that part first and is replayed.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App
            system={system}
            queryClient={queryClient}
            router={router}
            onRouterListening={handOverHistory}
          />
        </StrictMode>,
        { onRecoverableError: reportHydrationError },
      );
    });
    holdNavigationsUntilHydrated(router);
    keepTextTypedWhileHydrating();
    return;
  }
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for one long task (on a phone's CPU, about 200 ms) before the first paint.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App system={system} queryClient={queryClient} router={router} onRouterListening={handOverHistory} />
      </StrictMode>,
    );
  });
}

start().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = t`The storefront could not start. Please reload the page.`;
});
