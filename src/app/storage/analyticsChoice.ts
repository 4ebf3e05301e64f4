// This browser's answer to the store's analytics tag (STORAGE_KEYS.analyticsConsent), as a small
// store the footer's link, /preferences and the (lazily loaded) analytics module share: read with
// useAnalyticsChoice, changed with setAnalyticsChoice, and followed across tabs (storage events).
// The banner is asked to show again with reopenAnalyticsChoice. Part of the first render: tiny.
import { useSyncExternalStore } from 'react';
import { type AnalyticsChoice, parseAnalyticsChoice } from '../../lib/analyticsConsent.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storageKeys.ts';

interface ChoiceState {
  choice: AnalyticsChoice;
  /** The shopper asked to see the banner again (the footer's link). */
  reopened: boolean;
}

const listeners = new Set<() => void>();
let state: ChoiceState | null = null;

function current(): ChoiceState {
  state ??= { choice: parseAnalyticsChoice(readStorage(STORAGE_KEYS.analyticsConsent)), reopened: false };
  return state;
}

function update(next: ChoiceState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.analyticsConsent && event.key !== null) return;
    update({ ...current(), choice: parseAnalyticsChoice(readStorage(STORAGE_KEYS.analyticsConsent)) });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAnalyticsChoice(): ChoiceState {
  return useSyncExternalStore(subscribe, current, current);
}

/** Keeps the answer in this browser (null forgets it) and closes the banner. */
export function setAnalyticsChoice(choice: AnalyticsChoice): void {
  if (choice === null) removeStorage(STORAGE_KEYS.analyticsConsent);
  else writeStorage(STORAGE_KEYS.analyticsConsent, choice);
  update({ choice, reopened: false });
}

export function reopenAnalyticsChoice(): void {
  update({ ...current(), reopened: true });
}
