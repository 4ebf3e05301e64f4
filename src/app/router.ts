import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
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
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness; the router must not cache again.
    defaultPreloadStaleTime: 0,
    // SPEC section 2: scroll restoration is manual; the router restores positions itself.
    scrollRestoration: true,
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

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
