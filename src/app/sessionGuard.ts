import { waitFor } from 'xstate';
import { isResolved, isSignedIn as isSignedInSnapshot } from '../../machines/auth/session.machine.ts';
import { STORAGE_KEYS, writeStorage } from './storage/storageKeys.ts';
import type { AppSystem } from './system.ts';

/** Whether a customer is signed in, once the session actor has made up its mind. */
export async function isSignedIn(system: AppSystem): Promise<boolean> {
  const snapshot = await waitFor(system.session, isResolved);
  return isSignedInSnapshot(snapshot);
}

/** Remembers where a guest was headed, query string included, so sign-in can return there. */
export function saveReturnPage(href: string): void {
  writeStorage(STORAGE_KEYS.returnPage, href);
}
