/**
 * The address of an image or media file (SPEC section 3: paths are prefixed with the service
 * host base URL). Joins `base` and `path` with exactly one '/' between them; an empty base gives
 * a root-relative path ('/media/logo.png') served by the same origin. URLs with a scheme
 * (http:, https:, data:, blob:) are returned unchanged. A path starting with '//' is read as a
 * path with a doubled slash, not as a protocol-relative URL: the API sends paths relative to the
 * media base. A missing or blank path gives null. Paths are not re-encoded.
 */
export function mediaUrl(base: string | null | undefined, path: string | null | undefined): string | null {
  const target = path?.trim() ?? '';
  if (target === '') return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(target)) return target;
  const prefix = (base?.trim() ?? '').replace(/\/+$/, '');
  return `${prefix}/${target.replace(/^\/+/, '')}`;
}
