import type { BrowserContext } from '@playwright/test';
import { isApiPath } from '../../server/http/api-paths.ts';

/**
 * The "system" theme in a browser that does not tell the server the device's colour scheme
 * (Firefox, Safari): the server cannot draw its pages, and serves them with their frame for the
 * browser to draw (docs/decisions/0150). Chromium tells it once a page asks (the
 * Sec-CH-Prefers-Color-Scheme client hint): here the context's pages are fetched without the hint and
 * handed over without the headers that ask for it, as those browsers get them. (Chromium adds the
 * hint after a route sees the request, and repeats a first request with it past any route: a route
 * cannot only take the header out.)
 */
export async function withUntoldSystemTheme(context: BrowserContext, baseURL: string): Promise<void> {
  const base = new URL(baseURL);
  await context.addCookies([{ name: 'theme', value: 'system', url: base.href }]);
  await context.route(
    (url) => url.origin === base.origin && isPageAddress(url.pathname),
    async (route) => {
      const headers = { ...route.request().headers() };
      delete headers['sec-ch-prefers-color-scheme'];
      const response = await route.fetch({ headers, maxRedirects: 0 });
      const answer = { ...response.headers() };
      delete answer['accept-ch'];
      delete answer['critical-ch'];
      await route.fulfill({ response, headers: answer });
    },
  );
}

/** A page's address: not a file (an asset, a picture, the configuration) nor the API's. */
function isPageAddress(pathname: string): boolean {
  return !/\.[^/]*$/.test(pathname) && !isApiPath(pathname);
}
