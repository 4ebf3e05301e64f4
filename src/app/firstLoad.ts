import type { AnyRouter } from '@tanstack/react-router';

/**
 * Loads the open page before the first render, waiting at most `waitMs`.
 *
 * Loaded before the first render, that render draws the whole page in one transition, which yields
 * to the browser every few milliseconds. A load that ends after mounting redraws the page in one
 * long blocking task instead: the router's state reaches React through useSyncExternalStore, whose
 * updates are never time-sliced (on a phone's CPU, about 200 ms on the home page).
 *
 * While it waits, this one follows the history, so that a guard's redirect (a guest at /ask-ai sent
 * to /signin) is loaded too. It stops when the wait ends, loaded or not: from the render on, the
 * router's own listener follows the history (two listeners would load every later navigation twice,
 * and the two loads could leave the page on the old route). A page whose data is not in the served
 * page (an order) renders after `waitMs` and goes on loading; the router, mounting with that load
 * under way, waits for it.
 */
export async function loadBeforeFirstRender(router: AnyRouter, waitMs: number): Promise<void> {
  const stopFollowing = router.history.subscribe(router.load);
  const loaded = router.load().catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([loaded, waited]);
  clearTimeout(timer);
  stopFollowing();
}
