import type { QueryClient } from '@tanstack/react-query';
import {
  createRouter,
  parseSearchWith,
  type RouterHistory,
  stringifySearchWith,
} from '@tanstack/react-router';
import { parseExactJson } from '../../machines/shared/searchValue.ts';
import { Loader } from '../components/Loader.tsx';
import { RouteErrorPage } from '../features/shell/RouteErrorPage.tsx';
import { clearChunkReload } from '../lib/chunkReload.ts';
import { routeTree } from '../routeTree.gen.ts';
import { followHistoryMoves } from './lastHistoryMove.ts';
import { routeChanged } from './routeEvents.ts';
import type { AppSystem } from './system.ts';

/** `history`: the browser's unless given (a test's memory history). */
export function createAppRouter(queryClient: QueryClient, system: AppSystem, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, system },
    // '1e2' stays the text it is, not the number 100: the server reads ids as written (decision 0165).
    parseSearch: parseSearchWith(parseExactJson),
    stringifySearch: stringifySearchWith(JSON.stringify, parseExactJson),
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness; the router must not cache again.
    defaultPreloadStaleTime: 0,
    // SPEC section 2: scroll restoration is manual; the router restores positions itself, but not
    // over where a shopper scrolled a page the server drew before it became the app.
    scrollRestoration: keepsScrollAtStart(),
    // A page that fails shows its error inside the layout: the header stays, to go elsewhere. Pages
    // with a frame of their own (the account pages) give their own errorComponent; a part of a page
    // that fails alone shows its error in its place (src/components/QueryBoundary.tsx).
    defaultErrorComponent: RouteErrorPage,
    // A page whose data takes long (over the router's pendingMs) shows the loader in its place;
    // data already cached never shows it. Pages with a frame give their own pendingComponent.
    defaultPendingComponent: Loader,
  });
  // Back and Forward draw the page whole, so that its scroll position can be put back.
  followHistoryMoves(router.history);
  // A page that loaded fine ends the "one reload for a failed chunk" allowance.
  router.subscribe('onResolved', () => clearChunkReload(window.sessionStorage));
  // The machines that care which page is open hear it before the page renders.
  router.subscribe('onBeforeRouteMount', ({ toLocation }) =>
    system.storefront.send(routeChanged(toLocation)),
  );
  return router;
}

/**
 * The router's scroll restoration, asked at each page it draws: on for every page, except the first
 * when the window is scrolled already. A page the server drew is on screen before the scripts run, and a
 * shopper on a slow phone scrolls it; the router's first draw (the hydration) would put it back at
 * the top. A window scrolled at the first draw was scrolled by the shopper, or by the page's own
 * restore of a reload (the same place): either way it stays. Always on for the server's render.
 */
export function keepsScrollAtStart(): () => boolean {
  let first = true;
  return () => {
    if (typeof window === 'undefined') return true;
    const scrolled = first && (window.scrollX !== 0 || window.scrollY !== 0);
    first = false;
    return !scrolled;
  };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
