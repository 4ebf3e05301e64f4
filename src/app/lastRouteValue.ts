import { useRef } from 'react';

/**
 * A value a route's component reads from its own match (search, params, context, loader data),
 * given as read with `shouldThrow: false`; kept as last read while the match is gone.
 *
 * Why: leaving a page while React renders concurrently (a click during hydration, or a transition
 * interrupted by another update), React can render the leaving page once more after the router has
 * dropped its match (TanStack/router#8198). The strict hooks throw there; React recovers by drawing
 * the whole page again synchronously, and logs the error. That pass is thrown away, so the page
 * drawn with its last value is right, and nothing is thrown.
 */
export function useLastRouteValue<T>(value: T): Exclude<T, undefined> {
  const last = useRef(value);
  if (value !== undefined) last.current = value;
  // A page first drawn without its match is the router's error, not a page leaving: say so.
  if (last.current === undefined) throw new Error('A route component was drawn without its match');
  return last.current as Exclude<T, undefined>;
}
