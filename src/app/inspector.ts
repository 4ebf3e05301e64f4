import type { InspectionEvent, Observer } from 'xstate';
import { redactSecrets } from '../lib/redactSecrets.ts';
import { transitionRecorder } from './transitionRecorder.ts';

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/**
 * Loads the Stately inspector only when it was asked for (see lib/inspectorAccess.ts), so shoppers
 * never download it, and returns the callback the storefront's actor system reports to. It works in
 * production builds too, for a developer who opted in: every event and snapshot is stripped of
 * tokens, passwords and codes before it is posted.
 */
export async function loadInspector(): Promise<Inspect> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector(safeInspectorOptions()).inspect;
}

/** The inspector options that keep secrets in the page (tests add a fake window). */
export function safeInspectorOptions() {
  return {
    serialize: <T>(event: T) => redactSecrets(event) as T,
  };
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
