import { type DehydratedState, hydrate, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import {
  CUSTOMER_NAME_QUERY_KEY,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_QUERIES_ID,
  GUEST_CART_LINES_QUERY_KEY,
} from '../../contracts/first-screen.ts';
import type { CartLine } from '../../machines/cart/cart.types.ts';

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

/**
 * How many lines the guest's cart had when the server drew the page (its cookie's mirror), for the
 * parts that draw the cart while they hydrate; null when the server drew none (a customer's page,
 * or a page the browser draws).
 */
export function useServedGuestCartLines(): number | null {
  const value = useQueryClient().getQueryData<number>(GUEST_CART_LINES_QUERY_KEY);
  return typeof value === 'number' ? value : null;
}

/**
 * The query the server's render puts a signed-in customer's cart under, as it read it for the page
 * (src/features/cart/actors/cart.ts): the browser's cart starts from it, and the parts that draw the
 * cart draw it while they hydrate.
 */
export const CUSTOMER_CART_QUERY_KEY = ['firstScreen', 'customerCart'] as const;

/** The customer's cart the page was drawn with; null when the server drew none (a guest's page…). */
export function servedCustomerCart(queryClient: QueryClient): CartLine[] | null {
  const lines = queryClient.getQueryData<CartLine[]>(CUSTOMER_CART_QUERY_KEY);
  return Array.isArray(lines) ? lines : null;
}

/**
 * The customer's cart as the page was drawn with it, for the parts that draw the cart while they
 * hydrate (the browser's cart may have read a newer one by then, and shows it right after); null
 * when the page was not drawn with it, and once the part is the browser's own.
 */
export function useDrawnCustomerCart(): CartLine[] | null {
  const drawnFromServer = useDrawnFromServer();
  const served = servedCustomerCart(useQueryClient());
  return drawnFromServer ? served : null;
}

/**
 * The customer's name as the header shows it: while a screen the server drew is hydrated, the name
 * it was drawn with (the cookies may carry a newer session by then), the session's otherwise.
 */
export function useShownCustomerName(sessionName: string): string {
  const drawnFromServer = useDrawnFromServer();
  const served = useQueryClient().getQueryData<string>(CUSTOMER_NAME_QUERY_KEY);
  return drawnFromServer && typeof served === 'string' ? served : sessionName;
}

/** Whether #root holds a page the server drew (server/page/served-page.ts), for the browser to hydrate. */
export function isDrawnOnServer(document: Document): boolean {
  return document.getElementById('root')?.hasAttribute(FIRST_SCREEN_ATTRIBUTE) === true;
}

/**
 * The page the server drew, with the query cache it was drawn from put into `queryClient`; null
 * for a page the browser draws. Its answers count as read now: the server serves a page it kept
 * only while what it shows is unchanged (server/page/first-screen-cache.ts), so a page kept for two
 * minutes is as current as one drawn for this visit, and its answers must not be read again at
 * once as older than the app's freshness (a burst of calls from every guest served a kept page).
 */
export function readFirstScreen(
  document: Document,
  queryClient: QueryClient,
  now = Date.now(),
): { drawn: true } | null {
  if (!isDrawnOnServer(document)) return null;
  const block = document.getElementById(FIRST_SCREEN_QUERIES_ID);
  if (block?.textContent)
    hydrate(queryClient, readNow(JSON.parse(block.textContent) as DehydratedState, now));
  return { drawn: true };
}

function readNow(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}

/**
 * React's report of an error it recovered from by drawing again: a first screen it could not
 * hydrate as drawn, or a concurrent render that threw. An error, so that it shows in the console
 * of a production build and fails the journeys.
 */
export function reportHydrationError(error: unknown, info: { componentStack?: string }): void {
  // React wraps what was thrown in its own error: the cause says what went wrong.
  const cause = error instanceof Error ? error.cause : undefined;
  console.error(
    'Hydration error',
    error,
    ...(cause === undefined ? [] : ['caused by', cause]),
    info.componentStack ?? '',
  );
}
