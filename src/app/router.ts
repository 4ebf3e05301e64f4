import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouteErrorPage } from '../features/shell/RouteErrorPage.tsx';
import { clearChunkReload } from '../lib/chunkReload.ts';
import { routeTree } from '../routeTree.gen.ts';
import { followHistoryMoves } from './lastHistoryMove.ts';
import { routeChanged } from './routeEvents.ts';
import type { AppSystem } from './system.ts';

export function createAppRouter(queryClient: QueryClient, system: AppSystem) {
  const router = createRouter({
    routeTree,
    context: { queryClient, system },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness; the router must not cache again.
    defaultPreloadStaleTime: 0,
    // SPEC section 2: scroll restoration is manual; the router restores positions itself.
    scrollRestoration: true,
    // A page that fails shows its error inside the layout: the header stays, to go elsewhere.
    defaultErrorComponent: RouteErrorPage,
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
