// media_files paths are stored without a prefix; the API hands them out under /media/ and the client
// prefixes its media base URL.
export const MEDIA_PREFIX = '/media/';

export function mediaUrl(path: string | null): string | null {
  return path === null ? null : `${MEDIA_PREFIX}${path}`;
}
