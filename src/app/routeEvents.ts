import type { Route } from '../../machines/storefront/pages.ts';

/** The part of a location the machines read: the path, and the query as strings. */
export function currentRoute(location: { pathname: string; search: string }): Route {
  return { path: location.pathname, search: Object.fromEntries(new URLSearchParams(location.search)) };
}

/** The storefront machine's ROUTE_CHANGED for a router location. */
export function routeChanged(location: { pathname: string; searchStr: string }) {
  return {
    type: 'ROUTE_CHANGED' as const,
    ...currentRoute({ pathname: location.pathname, search: location.searchStr }),
  };
}
