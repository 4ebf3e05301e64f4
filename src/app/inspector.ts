import type { InspectionEvent, Observer } from 'xstate';

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
