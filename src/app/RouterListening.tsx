import { useLayoutEffect } from 'react';

/**
 * Rendered right after RouterProvider: its layout effect runs after the router's own (which
 * subscribes the router to the history), in the same commit, so `onListening` hands the history
 * over with no moment where nobody, or two, follow it (firstLoad.ts).
 */
export function RouterListening(props: { onListening?: () => void }) {
  const { onListening } = props;
  useLayoutEffect(() => {
    onListening?.();
  }, [onListening]);
  return null;
}
