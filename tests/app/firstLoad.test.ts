import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { loadBeforeFirstRender } from '../../src/app/firstLoad.ts';

// The open page loads before the first render (src/main.tsx): a real router on a memory history,
// with a guard that redirects and a loader that the test holds.

function routerAt(path: string, heldLoader: Promise<void>) {
  const rootRoute = createRootRoute();
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/' }),
    createRoute({ getParentRoute: () => rootRoute, path: '/signin' }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/ask-ai',
      beforeLoad: () => {
        throw redirect({ to: '/signin' });
      },
    }),
    createRoute({ getParentRoute: () => rootRoute, path: '/order', loader: () => heldLoader }),
  ]);
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
}

const never = new Promise<void>(() => {});

describe('loadBeforeFirstRender', () => {
  it('loads the open page, so the router has resolved it before anything renders', async () => {
    const router = routerAt('/', never);
    await loadBeforeFirstRender(router, 60_000);
    expect(router.state.resolvedLocation?.pathname).toBe('/');
    expect(router.state.status).toBe('idle');
  });

  it("follows a guard's redirect and loads the page it leads to", async () => {
    const router = routerAt('/ask-ai', never);
    await loadBeforeFirstRender(router, 60_000);
    expect(router.history.location.pathname).toBe('/signin');
    expect(router.state.resolvedLocation?.pathname).toBe('/signin');
    expect(router.state.matches.map((match) => match.routeId)).toEqual(['__root__', '/signin']);
  });

  it('stops waiting after waitMs for a page whose data has not come, and the load goes on', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const router = routerAt('/order', held);
    await loadBeforeFirstRender(router, 10);
    expect(router.state.resolvedLocation?.pathname).not.toBe('/order');

    const resolved = new Promise<void>((resolve) => router.subscribe('onResolved', () => resolve()));
    answer();
    await resolved;
    expect(router.state.resolvedLocation?.pathname).toBe('/order');
  });

  it.each([
    ['the load has settled', '/', 60_000],
    ['the wait is over, the load still under way', '/order', 10],
  ])(
    'follows the history until it is handed over, once %s, and then no more',
    async (_case, path, waitMs) => {
      const router = routerAt(path, never);
      const handOver = await loadBeforeFirstRender(router, waitMs);
      let loads = 0;
      router.subscribe('onBeforeLoad', () => {
        loads += 1;
      });
      // A Back or a redirect between the wait and the router's mount is still loaded.
      router.history.push('/signin');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(loads).toBe(1);
      // From the hand-over on, only the router's own listener may load a navigation (two would load
      // it twice).
      handOver();
      router.history.push('/');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(loads).toBe(1);
    },
  );
});
