// Paths the API and media routes own. The SPA fallback must never answer for them, and the not-found
// handler answers them with a JSON envelope instead of plain text. /dev (the outbox) exists only
// with DEV_OUTBOX=true, and otherwise is a 404 envelope rather than the SPA.
export const API_PREFIXES = [
  '/ums',
  '/pbs',
  '/cfs',
  '/media',
  '/media-preview',
  '/dev',
  '/payments-sandbox',
  '/fulfilment',
] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
