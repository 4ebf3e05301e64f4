import { hydrate, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_QUERIES_ID } from '../../contracts/first-screen.ts';

// Whether React is drawing the first screen the server rendered: on the server, and in the browser
// while it hydrates that screen. Parts that draw later on the client (AfterShell, WhenNearScreen)
// draw at once then, so that the browser's first render is the server's, content and all.

const noChange = () => () => undefined;

/**
 * True while this component is drawn on the server or hydrated from its HTML, false when the browser
 * draws it itself. React reads the server's value of an external store while it hydrates a
 * component, whenever that happens (a Suspense boundary hydrates after the rest), and the
 * browser's value otherwise.
 */
export function useDrawnFromServer(): boolean {
  return useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
}

/** Whether #root holds a page the server drew (server/page/served-page.ts), for the browser to hydrate. */
export function isDrawnOnServer(document: Document): boolean {
  return document.getElementById('root')?.hasAttribute(FIRST_SCREEN_ATTRIBUTE) === true;
}

/**
 * The page the server drew, with the query cache it was drawn from put into `queryClient`; null
 * for a page the browser draws.
 */
export function readFirstScreen(document: Document, queryClient: QueryClient): { drawn: true } | null {
  if (!isDrawnOnServer(document)) return null;
  const block = document.getElementById(FIRST_SCREEN_QUERIES_ID);
  if (block?.textContent) hydrate(queryClient, JSON.parse(block.textContent));
  return { drawn: true };
}

/**
 * React's report of a first screen it could not hydrate as drawn (it draws that part again): an
 * error, so that it shows in the console of a production build and fails the journeys.
 */
export function reportHydrationError(error: unknown, info: { componentStack?: string }): void {
  console.error('Hydration error', error, info.componentStack ?? '');
}
