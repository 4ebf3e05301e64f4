import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { withUntoldSystemTheme } from './support/untoldSystemTheme.ts';

// A page the server does not draw (e2e/firstScreen.spec.ts has those it does) is served with the
// header bar and the store's logo before any script runs (server/page/page-shell.ts), and the
// storefront's first render replaces it without moving the logo: at each width where the header
// changes, in both directions and in the dark theme. The 'system' theme in a browser that does not
// tell the server the device's scheme (Firefox, Safari: no Sec-CH-Prefers-Color-Scheme; Chromium,
// which tells it, gets the page drawn, e2e/firstScreenSystemTheme.spec.ts) is such a page: only the
// device knows whether it is light or dark, so the frame follows the device's scheme in CSS.

type Box = { x: number; y: number; width: number; height: number };

/** The logo link's box and the header's height, in the served frame (no scripts) or the storefront. */
async function measure(page: Page, selector: string): Promise<{ logo: Box; header: Box }> {
  const header = page.locator(selector);
  const logo = await logoBox(header.locator('a[href="/"]').last());
  const headerBox = await header.boundingBox();
  if (!headerBox) throw new Error(`${selector} is not laid out`);
  return { logo, header: headerBox };
}

/** The box of a logo link, once its image has loaded. */
async function logoBox(link: Locator): Promise<Box> {
  await expect(link.locator('img')).toBeVisible();
  await expect
    .poll(() => link.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const box = await link.boundingBox();
  if (!box) throw new Error('The logo is not laid out');
  return box;
}

/** The 'system' theme in a browser that does not tell the device's scheme: pages come with their frame. */
async function withSystemTheme(context: BrowserContext) {
  await withUntoldSystemTheme(context, test.info().project.use.baseURL ?? '');
}

async function framed(browser: Browser, path: string, width: number, scheme?: 'dark', shows = 'header') {
  const options = { viewport: { width, height: 800 }, colorScheme: scheme ?? ('light' as const) };
  const frameOnly = await browser.newContext({ ...options, javaScriptEnabled: false });
  const storefront = await browser.newContext(options);
  for (const context of [frameOnly, storefront]) await withSystemTheme(context);
  const served = await frameOnly.newPage();
  await served.goto(path);
  const page = await storefront.newPage();
  await page.goto(path);
  await expect(
    shows === 'header' ? page.getByTestId('site-header') : page.getByRole('heading', { level: 1 }),
  ).toBeVisible();
  return { served, page, close: () => Promise.all([frameOnly.close(), storefront.close()]) };
}

for (const [language, path] of [
  ['en', '/cart'],
  ['ar', '/ar/cart'],
] as const) {
  for (const width of [360, 600, 900, 1280, 1600]) {
    test(`the served frame's logo is where the header draws it: ${language}, ${width} px`, async ({
      browser,
    }) => {
      const { served, page, close } = await framed(browser, path, width);
      const frame = await measure(served, 'header.sf-shell');
      const header = await measure(page, '[data-testid="site-header"]');
      expect(frame.logo.x).toBeCloseTo(header.logo.x, 0);
      expect(frame.logo.y).toBeCloseTo(header.logo.y, 0);
      expect(frame.logo.width).toBeCloseTo(header.logo.width, 0);
      // Below 1200 px the header is one row: the frame is as tall. Above, the navigation row follows.
      if (width < 1200) expect(frame.header.height).toBeCloseTo(header.header.height, 0);
      await close();
    });
  }
}

for (const [language, path] of [
  ['en', '/signin'],
  ['ar', '/ar/signup'],
] as const) {
  for (const width of [360, 900, 1280]) {
    test(`the sign-in and sign-up frame's logo is where the page draws it: ${path}, ${width} px`, async ({
      browser,
    }) => {
      const { served, page, close } = await framed(browser, path, width, undefined, 'auth');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const frame = await logoBox(served.locator('div.sf-auth > a[href="/"]'));
      const drawn = await logoBox(page.getByRole('link', { name: 'Demo Store', exact: true }));
      expect(frame.x).toBeCloseTo(drawn.x, 0);
      expect(frame.y).toBeCloseTo(drawn.y, 0);
      expect(frame.width).toBeCloseTo(drawn.width, 0);
      expect(frame.height).toBeCloseTo(drawn.height, 0);
      await close();
    });
  }
}

test('the served frame is drawn in the dark scheme the device chose, as the header is', async ({
  browser,
}) => {
  const { served, page, close } = await framed(browser, '/cart', 390, 'dark');
  const colours = (target: Page, selector: string) =>
    target
      .locator(selector)
      .evaluate((element) => [
        getComputedStyle(element).backgroundColor,
        getComputedStyle(document.body).backgroundColor,
      ]);
  expect(await colours(served, 'header.sf-shell')).toEqual(
    await colours(page, '[data-testid="site-header"]'),
  );
  await expect
    .poll(() => served.locator('header.sf-shell img').evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/logo-dark/);
  await close();
});

test('the storefront replaces the frame: one header, and the logo shows at once, with no placeholder', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = { placeholder: false, frame: false };
    (window as unknown as { __frameSeen: typeof seen }).__frameSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('header.sf-shell')) seen.frame = true;
      if (document.querySelector('[data-testid="logo-placeholder"]')) seen.placeholder = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await withSystemTheme(page.context());
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.locator('header.sf-shell')).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { __frameSeen: object }).__frameSeen);
  expect(seen).toEqual({ frame: true, placeholder: false });
  // Choosing a theme keeps it in the cookie the server reads for the next page's frame.
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'theme')?.value)
    .toBe('dark');
});

test('the frame’s logo is asked for before the page’s scripts, not after the route’s chunks', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await withSystemTheme(page.context());
  await page.goto('/cart');
  await expect(page.getByTestId('site-header')).toBeVisible();
  const logo = asked.findIndex((path) => /^\/media\/stores\/\d+\/logo-light\./.test(path));
  const entry = asked.findIndex((path) => /^\/assets\/index-/.test(path));
  expect(logo, asked.join('\n')).toBeGreaterThan(0);
  expect(logo, asked.join('\n')).toBeLessThan(entry);
});

// In Arabic too, for a first-time visitor: the right-to-left styles load before the first render (an
// empty fallback while they did took the frame off the screen).
for (const path of ['/signin', '/ar/signin']) {
  test(`${path} replaces its frame with the page at once: the logo never leaves the screen`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen = { frame: false, gap: false, placeholder: false };
      (window as unknown as { __frameSeen: typeof seen }).__frameSeen = seen;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root?.querySelector('.sf-auth')) seen.frame = true;
        // Once the frame was there, #root never goes without a logo (a loading screen in between).
        if (seen.frame && root && !root.querySelector('img')) seen.gap = true;
        if (document.querySelector('[data-testid="logo-placeholder"]')) seen.placeholder = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await withSystemTheme(page.context());
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.sf-auth')).toHaveCount(0);
    const seen = await page.evaluate(() => (window as unknown as { __frameSeen: object }).__frameSeen);
    expect(seen).toEqual({ frame: true, gap: false, placeholder: false });
  });
}
