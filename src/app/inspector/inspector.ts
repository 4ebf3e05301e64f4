import type { InspectionEvent, Observer } from 'xstate';

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

// Both inspectors are for developers and the browser suite, never for shoppers: their code loads
// only when one is asked for, so the first render does not carry it.

/**
 * Loads the Stately inspector only when it was asked for (see lib/inspectorAccess.ts), so shoppers
 * never download it, and returns the callback the storefront's actor system reports to. It works in
 * production builds too, for a developer who opted in: every event and snapshot is stripped of
 * tokens, passwords and codes before it is posted (statelyInspector.ts).
 */
export async function loadInspector(): Promise<Inspect> {
  const { createSafeInspector } = await import('./statelyInspector.ts');
  return createSafeInspector();
}

/** The browser suite's transition recorder, loaded when the suite asked for it (else undefined). */
export async function loadTransitionRecorder(): Promise<Inspect | undefined> {
  if (typeof window.__XSTATE_TRANSITIONS__?.push !== 'function') return undefined;
  const { transitionRecorder } = await import('./transitionRecorder.ts');
  return transitionRecorder();
}

/** The Stately inspector and the transition recorder, each when present, as one callback. */
export function combineInspectors(
  inspector: Inspect | undefined,
  record: Inspect | undefined,
): Inspect | undefined {
  if (!inspector || !record) return inspector ?? record;
  return (event: InspectionEvent) => {
    for (const each of [record, inspector]) {
      if (typeof each === 'function') each(event);
      else each.next?.(event);
    }
  };
}
