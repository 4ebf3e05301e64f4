/**
 * The address the storefront loads a media path from: MEDIA_BASE_URL and the path joined by one
 * slash, an address with a scheme as it is, a blank path null (as src/lib/mediaUrl.ts does in the
 * browser, which the served page must agree with).
 */
export function mediaAddress(mediaBaseUrl: string, path: string | null | undefined): string | null {
  const trimmed = path?.trim();
  if (!trimmed) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return `${mediaBaseUrl.replace(/\/+$/, '')}/${trimmed.replace(/^\/+/, '')}`;
}
