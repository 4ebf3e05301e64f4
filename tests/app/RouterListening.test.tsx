import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadBeforeFirstRender } from '../../src/app/firstLoad.ts';
import { RouterListening } from '../../src/app/RouterListening.tsx';

// The history is handed over to the router (src/app/firstLoad.ts) once it listens itself: a
// navigation made at the hand-over is loaded and shown by the router alone. (With the first load
// following the history through `router.load` itself, the hand-over stopped the router's listener
// too, and this test fails; so it does with RouterListening before RouterProvider.)

function twoPageRouter(homeData: Promise<void>) {
  const rootRoute = createRootRoute();
  const page = (path: string, text: string, loader?: () => Promise<void>) =>
    createRoute({ getParentRoute: () => rootRoute, path, loader, component: () => <h1>{text}</h1> });
  return createRouter({
    routeTree: rootRoute.addChildren([page('/', 'Home', () => homeData), page('/cart', 'Cart')]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
}

/**
 * The app's hand-over (src/main.tsx): the first load, then RouterProvider with RouterListening after
 * it, whose callback hands the history over and, as a Back pressed at that very moment, navigates.
 */
async function renderWithHandOver(router: ReturnType<typeof twoPageRouter>) {
  const handOver = await loadBeforeFirstRender(router, 10);
  render(
    <>
      <RouterProvider router={router} />
      <RouterListening
        onListening={() => {
          handOver();
          router.history.push('/cart');
        }}
      />
    </>,
  );
}

describe('RouterListening', () => {
  it('hands the history over to the router in the commit it starts listening, its first load still under way', async () => {
    let answer = () => {};
    const router = twoPageRouter(new Promise<void>((resolve) => (answer = resolve)));
    await renderWithHandOver(router);
    answer();
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(router.history.location.pathname).toBe('/cart');
  });
});
