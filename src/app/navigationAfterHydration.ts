import type { AnyRouter } from '@tanstack/react-router';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';

/**
 * How many times the wait goes to the back of React's idle tasks: once per level of Suspense
 * boundaries nested in the page (each level's hydration is queued when the one around it commits),
 * with room to spare. A round takes microseconds.
 */
const HYDRATION_ROUNDS = 10;

/**
 * Until the page the server drew is hydrated whole, a navigation (a link, a redirect) waits for it,
 * then goes on. Hydration comes in parts: the header is ready before the page's content, which
 * React hydrates in later tasks, and a click on the header's links in between changed the router's
 * address under the content still to hydrate. That content was then hydrated against the next
 * page's matches: TanStack Router threw reading a match it had dropped (React errors 422 and 520,
 * TanStack/router#8198) and its links came out active for the wrong page (TanStack/router#8233).
 * React hydrates a Suspense boundary's content in a task of idle priority on its scheduler, queued
 * when what is around it commits: a task queued behind those, again and again, runs once they are
 * done. Back and Forward are not held (the browser has moved already).
 */
export function holdNavigationsUntilHydrated(router: AnyRouter): void {
  let unblock: (() => void) | undefined;
  const hydrated = new Promise<void>((resolve) => {
    afterReactIdleTasks(HYDRATION_ROUNDS, () => {
      unblock?.();
      resolve();
    });
  });
  unblock = router.history.block({
    blockerFn: async () => {
      await hydrated;
      return false;
    },
    enableBeforeUnload: false,
  });
}

function afterReactIdleTasks(rounds: number, done: () => void): void {
  unstable_scheduleCallback(unstable_IdlePriority, () =>
    rounds > 1 ? afterReactIdleTasks(rounds - 1, done) : done(),
  );
}
