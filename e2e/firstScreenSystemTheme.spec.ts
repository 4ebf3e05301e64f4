import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The 'system' theme drawn on the server (docs/decisions/0150). Chromium tells the server the
// device's colour scheme (the Sec-CH-Prefers-Color-Scheme client hint) once a page asked for it
// (Accept-CH), and asks for the very first page again with it when the page says it depends on it
// (Critical-CH, sent to a shopper in the 'system' theme): the page comes drawn in that scheme and the
// browser hydrates it as drawn (the fixture fails a journey on a hydration error). Firefox and Safari
// send no hint and keep the frame (e2e/servedFrame.spec.ts).

/** The colour scheme the served HTML's own styles give the page (CssBaseline's), before any script. */
async function drawnScheme(response: Response | null): Promise<string | null> {
  const html = (await response?.text()) ?? '';
  if (!html.includes('data-first-screen')) return null;
  return /html\{[^}]*color-scheme:(light|dark)/.exec(html)?.[1] ?? null;
}

/** The scheme the page shows now. */
function shownScheme(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
}

test.describe('a device in the dark scheme, the theme "system"', () => {
  test.use({ colorScheme: 'dark' });

  test('its pages come drawn dark, the theme still "system", and hydrate as drawn', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'theme', value: 'system', url: baseURL ?? '' }]);
    // The first visit: Chromium's first request carries no hint; the page's Critical-CH has it asked
    // for again with one, so the page shown is drawn, not its frame (the server draws a "system"
    // page only in the scheme a hint named). Playwright does not report the hint among the request's
    // headers: Chromium adds it below what Playwright sees.
    const first = await page.goto('/');
    expect(await drawnScheme(first)).not.toBeNull();
    // The device's scheme once the storefront runs.
    await expect.poll(() => shownScheme(page)).toBe('dark');

    for (const path of ['/ProductDetails?id=1', '/productListing', '/cart']) {
      const response = await page.goto(path);
      expect(await drawnScheme(response), path).toBe('dark');
      expect(await shownScheme(page), path).toBe('dark');
      await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('system');
    }
  });
});

test.describe('a device in the light scheme, the theme "system"', () => {
  test.use({ colorScheme: 'light' });

  test('its first page already comes drawn light, and hydrates as drawn', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'theme', value: 'system', url: baseURL ?? '' }]);
    const first = await page.goto('/ProductDetails?id=1');
    expect(await drawnScheme(first)).toBe('light');
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('system');
    expect(await shownScheme(page)).toBe('light');
  });
});
