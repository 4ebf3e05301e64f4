/**
 * An id the address wrote that names nothing (`?id=abc`, `?id=0`), as the router read it: kept in
 * the route's search, so that the page shows its not-found page at that very address (a 404 the
 * server draws the same) instead of another address the router would write without it. Only a text
 * or a number is written back as it was read; anything else (an object from `?id={"a":1}`) is
 * dropped, and the router writes the address without it.
 */
export function unreadId(value: unknown): string | number | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}
