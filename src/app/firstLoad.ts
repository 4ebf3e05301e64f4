import type { AnyRouter } from '@tanstack/react-router';

/**
 * Loads the open page before the first render, waiting at most `waitMs`; resolves with the hand-over:
 * the function to call once the router's own history listener is in place (RouterListening).
 *
 * Loaded before the first render, that render draws the whole page in one transition, which yields
 * to the browser every few milliseconds. A load that ends after mounting redraws the page in one
 * long blocking task instead: the router's state reaches React through useSyncExternalStore, whose
 * updates are never time-sliced (on a phone's CPU, about 200 ms on the home page).
 *
 * Until the hand-over, this one follows the history, so that a guard's redirect (a guest sent to
 * /signin) and a Back pressed before the first render are loaded too. It stops when the router's
 * listener starts, in the same commit: with both listening, every navigation would load twice; with
 * neither, a Back pressed in the gap would change the address and leave the page as it was. A page
 * whose data is not in the served page (an order) renders after `waitMs` and goes on loading; the
 * router, mounting with that load under way, waits for it.
 */
export async function loadBeforeFirstRender(router: AnyRouter, waitMs: number): Promise<() => void> {
  // A listener of its own: the router subscribes `router.load` itself, and the history keeps its
  // listeners in a Set, so stopping a `router.load` subscription would stop the router's too.
  const stopFollowing = router.history.subscribe(() => void router.load().catch(() => undefined));
  const loaded = router.load().catch(() => undefined);
  // Without a limit (a page the server drew, on screen meanwhile), the load is waited for whole.
  if (waitMs === Number.POSITIVE_INFINITY) {
    await loaded;
    return stopFollowing;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([loaded, waited]);
  clearTimeout(timer);
  return stopFollowing;
}
