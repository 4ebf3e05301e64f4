/**
 * Start-up language detection (SPEC section 2): the first path segment, then the language
 * cookie, then local storage, then the html lang attribute. A candidate counts only when it is
 * one of `supportedCodes`; matching ignores case and treats '-' and '_' alike (so 'en-US',
 * 'EN_us' and 'en_US' all match 'en_US'), and the supported code is returned as written there.
 * There is no fallback from a region to its base language ('fr-CA' does not match 'fr'): the
 * caller applies the store's default language when nothing matches.
 */

/** Where each candidate came from, as read by the caller (no DOM access here). */
export interface LanguageSources {
  /** location.pathname, e.g. '/fr/productListing'. */
  pathname?: string | null;
  /** The value of the language cookie (not the whole document.cookie string). */
  cookie?: string | null;
  /** The value stored under the language key in local storage. */
  storage?: string | null;
  /** document.documentElement.lang. */
  htmlLang?: string | null;
}

export type LanguageSource = 'path' | 'cookie' | 'storage' | 'htmlLang';

export type DetectedLanguage = { code: string; source: LanguageSource } | { code: null; source: null };

function comparable(code: string): string {
  return code.trim().toLowerCase().replaceAll('-', '_');
}

/** The supported code that `candidate` names, or null. */
export function matchLanguageCode(
  candidate: string | null | undefined,
  supportedCodes: readonly string[],
): string | null {
  if (candidate == null || candidate.trim() === '') return null;
  const wanted = comparable(candidate);
  return supportedCodes.find((code) => comparable(code) === wanted) ?? null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape cannot be a language code anyway
  }
}

function firstSegment(pathname: string): string | null {
  const segment = pathname.split('/').find((part) => part !== '');
  return segment === undefined ? null : decodeSegment(segment);
}

/** The first supported language among the sources, in SPEC order, and where it was found. */
export function detectLanguage(
  sources: LanguageSources,
  supportedCodes: readonly string[],
): DetectedLanguage {
  const candidates: [LanguageSource, string | null | undefined][] = [
    ['path', sources.pathname == null ? null : firstSegment(sources.pathname)],
    ['cookie', sources.cookie],
    ['storage', sources.storage],
    ['htmlLang', sources.htmlLang],
  ];
  for (const [source, candidate] of candidates) {
    const code = matchLanguageCode(candidate, supportedCodes);
    if (code !== null) return { code, source };
  }
  return { code: null, source: null };
}

/**
 * The path without its leading language segment ('/fr/productListing' → '/productListing',
 * '/fr' and '/fr/' → '/'), or null when the first segment is not a supported language. Pass a
 * pathname only (no query or hash). Leading slashes and backslashes of the rest collapse to one
 * '/', so '/fr//evil.example' can never become a protocol-relative link off the site.
 */
export function stripLanguagePrefix(pathname: string, supportedCodes: readonly string[]): string | null {
  const match = /^\/*([^/]+)(.*)$/s.exec(pathname);
  if (!match || matchLanguageCode(decodeSegment(match[1] ?? ''), supportedCodes) === null) return null;
  const rest = (match[2] ?? '').replace(/^[/\\]+/, '/');
  return rest === '' ? '/' : rest;
}
