/**
 * SPEC section 2: a page whose code fails to load triggers one automatic full reload (a deploy
 * usually replaced the file), then shows the error if it fails again.
 */

/** The messages browsers give when a dynamically imported module cannot be fetched. */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name}: ${error.message}`;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(text));
}

export const CHUNK_RELOAD_FLAG = 'chunk_reload_attempted';

/** TanStack Router's lazy components reload once under their own key; that reload counts too. */
function routerReloadKey(error: Error): string {
  return `tanstack_router_reload:${error.message}`;
}

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Returns true, and remembers it for this tab, when this chunk error should reload the page:
 * the first time only.
 */
export function claimChunkReload(error: unknown, storage: TabStorage): boolean {
  if (!isChunkLoadError(error) || !(error instanceof Error)) return false;
  if (storage.getItem(CHUNK_RELOAD_FLAG) || storage.getItem(routerReloadKey(error))) return false;
  storage.setItem(CHUNK_RELOAD_FLAG, '1');
  return true;
}

/** After a page has loaded fine, a later failure may reload again. */
export function clearChunkReload(storage: TabStorage): void {
  storage.removeItem(CHUNK_RELOAD_FLAG);
}
