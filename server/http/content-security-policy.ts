// The page's Content-Security-Policy. Scripts: this origin's files, and the page's inline scripts
// (the run-time configuration, and the API answers it was served with) by their hashes, so that
// injected markup can run nothing. Styles: emotion
// (MUI) inserts them at run time without a nonce, hence 'unsafe-inline' for styles only. Images:
// this origin (/media), MEDIA_BASE_URL and any https address (a store's product pictures); calls: this origin (the API and the /assets catalogs)
// and API_BASE_URL. The Stately inspector (?inspect) opens its own window on stately.ai, which
// this page's policy does not govern, so nothing is allowed for it. No plugins, no <base>, forms
// post only here (or to the API's origin, where the payments sandbox is), and no other site may
// frame the page.
// A store's analytics tag (and only when it has one) adds its script's origin, and for Google's tag
// the collect endpoint's origins; a store with Google's reCAPTCHA on adds its script and frame.
import { createHash } from 'node:crypto';
import { GOOGLE_TAG_SCRIPT_URL, type ServerConfig } from '../config.ts';

/** What the store of the page turns on beyond the storefront itself. */
export interface PageIntegrations {
  /** The store has an analytics tag: its script (ANALYTICS_SCRIPT_URL) may load. */
  analytics: boolean;
  /** The store has reCAPTCHA on with Google's challenge (the server has RECAPTCHA_SECRET). */
  googleRecaptcha: boolean;
}

const NO_INTEGRATIONS: PageIntegrations = { analytics: false, googleRecaptcha: false };

/** Where Google's tag sends its hits (GA4's collect endpoint). */
export const GOOGLE_ANALYTICS_COLLECT_ORIGINS = [
  'https://www.google-analytics.com',
  'https://region1.google-analytics.com',
] as const;
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'] as const;

export function pagePolicy(
  config: ServerConfig,
  inlineScripts: readonly string[],
  integrations: PageIntegrations = NO_INTEGRATIONS,
): string {
  const hashes = inlineScripts.map(
    (code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
  const analyticsScript = integrations.analytics ? otherOrigin(config.analyticsScriptUrl) : [];
  const analyticsCollect =
    integrations.analytics && config.analyticsScriptUrl === GOOGLE_TAG_SCRIPT_URL
      ? GOOGLE_ANALYTICS_COLLECT_ORIGINS
      : [];
  const recaptcha = integrations.googleRecaptcha ? RECAPTCHA_ORIGINS : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes, ...analyticsScript, ...recaptcha],
    ['style-src', "'self'", "'unsafe-inline'"],
    // blob: the preview of a profile picture chosen on this page, before it is uploaded. https:
    // a store's product pictures by address (any https site the store names; /media/products/…
    // sends the browser on to it), docs/decisions/0075-store-product-images.md.
    ['img-src', "'self'", 'blob:', 'https:', ...otherOrigin(config.mediaBaseUrl)],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...otherOrigin(config.apiBaseUrl), ...analyticsCollect],
    ...(integrations.googleRecaptcha ? [['frame-src', 'https://www.google.com'] as [string, string]] : []),
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    // The payment hand-off posts to the payments sandbox: this origin, or the API's when elsewhere.
    ['form-action', "'self'", ...otherOrigin(config.apiBaseUrl)],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((sources) => sources.join(' ')).join('; ');
}

/** The origin of an absolute http(s) base URL; nothing for '' or a path (this origin). */
function otherOrigin(baseUrl: string): string[] {
  try {
    const url = new URL(baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : [];
  } catch {
    return [];
  }
}
