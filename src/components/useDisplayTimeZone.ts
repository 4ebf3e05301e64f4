import { useSyncExternalStore } from 'react';

/**
 * The zone a page was drawn in on the server, whoever it was drawn for: the server does not know
 * the shopper's zone, and a review written at 20:00 UTC is the next day in Kolkata.
 */
export const SERVER_TIME_ZONE = 'UTC';

const unsubscribe = () => undefined;
const subscribe = () => unsubscribe;
/** The browser's own zone (the date formatters' default). */
const browserZone = (): string | undefined => undefined;
const serverZone = (): string => SERVER_TIME_ZONE;

/**
 * The time zone to show instants in (a review's day, an order's time): the shopper's own, except
 * while the browser hydrates a page drawn on the server, which shows them in SERVER_TIME_ZONE as
 * the server drew them; React then draws them again in the shopper's zone (`useSyncExternalStore`
 * with a server snapshot: no hydration error, only those texts change). A page the browser draws
 * itself shows the shopper's zone from the start.
 */
export function useDisplayTimeZone(): string | undefined {
  return useSyncExternalStore(subscribe, browserZone, serverZone);
}
