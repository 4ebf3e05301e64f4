import type { InspectionEvent, Observer } from 'xstate';
import { transitionRecorder } from './transitionRecorder.ts';

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/** The inspector is off unless asked for with `?inspect` or VITE_INSPECT=true in development. */
export function inspectorRequested(search: string, envFlag: string | undefined): boolean {
  return new URLSearchParams(search).has('inspect') || envFlag === 'true';
}

/**
 * Loads the Stately inspector only when it was asked for, so shoppers never download it, and
 * returns the callback every root actor reports to.
 */
export async function loadInspector(): Promise<Inspect> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return inspector.inspect;
}

/** The Stately inspector (when asked for) and the browser suite's transition recorder (when present). */
export function combineInspectors(inspector: Inspect | undefined): Inspect | undefined {
  const record = transitionRecorder();
  if (!inspector || !record) return inspector ?? record;
  return (event: InspectionEvent) => {
    record(event);
    if (typeof inspector === 'function') inspector(event);
    else inspector.next?.(event);
  };
}
