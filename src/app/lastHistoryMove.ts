import type { RouterHistory } from '@tanstack/react-router';
import { loadedAsReturn, movedAsReturn } from '../lib/historyReturn.ts';

// The last move's kind, kept for the page being shown (src/lib/historyReturn.ts says why). The
// history tells its subscribers before the router renders the page, so a part mounting with the new
// page reads the move that brought it.

let returned = loadedAsReturn(
  (globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)
    ?.type,
);

export function followHistoryMoves(history: RouterHistory): () => void {
  return history.subscribe(({ action }) => {
    returned = movedAsReturn(action.type);
  });
}

/** True while the page shown was returned to (Back, Forward, reload), false after a new visit. */
export function pageWasReturnedTo(): boolean {
  return returned;
}
