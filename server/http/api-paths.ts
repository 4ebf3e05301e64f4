// Paths the API and media routes own. The SPA fallback must never answer for them, and the not-found
// handler answers them with a JSON envelope instead of plain text.
export const API_PREFIXES = ['/ums', '/pbs', '/cfs', '/media'] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
