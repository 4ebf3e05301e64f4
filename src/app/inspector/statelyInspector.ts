import { createBrowserInspector } from '@statelyai/inspect';
import { redactSecrets } from '../../lib/redactSecrets.ts';

// Loaded by inspector.ts only when a developer asked for the Stately inspector.

/** The inspector options that keep secrets in the page (tests add a fake window). */
export function safeInspectorOptions() {
  return {
    serialize: <T>(event: T) => redactSecrets(event) as T,
  };
}

/** The Stately inspector, posting every event and snapshot stripped of secrets. */
export function createSafeInspector() {
  return createBrowserInspector(safeInspectorOptions()).inspect;
}
