import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { controlBoxes, overlapsOf } from './support/overlaps.ts';

/**
 * Layout: screenshots of the main pages at a phone, a tablet and a desktop width in English and
 * Arabic, compared with the committed baselines (e2e/layout.spec.ts-snapshots/, made with Debian
 * Chromium as in CI: `npx playwright test e2e/layout.spec.ts --update-snapshots` after a deliberate
 * change, then look at them). Each page loads once per language and is resized through the widths.
 * The header is also checked in figures (no two controls overlap, phones get a compact header) in
 * English, French and Arabic, and the phone menu for the keyboard.
 */

const WIDTHS = [360, 768, 1280] as const;
const HEIGHT = 800;
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/productListing' },
  // The seed's first product: discounted, with "5% off" as its discount details.
  { name: 'product', path: '/ProductDetails?id=1' },
  { name: 'signin', path: '/signin' },
] as const;

/**
 * Waits until what the viewport shows is final: fonts loaded, no skeleton on screen, every image
 * on screen loaded (below the fold, lazy images may stay unloaded: they are not in the picture).
 */
async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(() => {
        const onScreen = (element: Element) => {
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
          );
        };
        const images = [...document.images].filter(
          (image) => onScreen(image) && !(image.complete && image.naturalWidth > 0),
        );
        const skeletons = [...document.querySelectorAll('.MuiSkeleton-root')].filter(onScreen);
        return images.length + skeletons.length;
      }),
    )
    .toBe(0);
}

for (const { name, path } of PAGES) {
  for (const language of ['en', 'ar'] as const) {
    test(`the ${name} page looks as before at ${WIDTHS.join(', ')} px in ${language}`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await page.goto(`/${language}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await settled(page);
        // Nothing wider than the screen (a page that scrolls sideways on a phone).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expect(page).toHaveScreenshot(`${name}-${language}-${width}.png`, {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          maxDiffPixelRatio: 0.002,
        });
      }
    });
  }
}

for (const language of ['en', 'fr', 'ar'] as const) {
  test(`no two header controls overlap from 360 to 1280 px in ${language}, and phones get a compact header`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: HEIGHT });
    await page.goto(`/${language}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The storefront's header, not the served frame it replaces (e2e/servedFrame.spec.ts).
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link').first()).toBeVisible();
    for (const width of [360, 390, 430, 768, 900, 1024, 1200, 1280]) {
      await page.setViewportSize({ width, height: HEIGHT });
      const boxes = await controlBoxes(header);
      expect(overlapsOf(boxes), `overlapping header controls at ${width} px`).toEqual([]);
      for (const box of boxes)
        expect(box.right, `${box.label} within ${width} px`).toBeLessThanOrEqual(width);
      const height = (await header.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
      // Phones: one row (logo, search button, cart, menu), a tenth of the screen at most.
      if (width < 600) expect(height, `header height at ${width} px`).toBeLessThanOrEqual(HEIGHT / 10);
    }
  });
}

test('on a phone the menu opens from the keyboard, holds the navigation and settings, and gives the focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: HEIGHT });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const nav = menu.getByRole('navigation', { name: 'Main' });
  for (const link of ['Products', 'Categories', 'Wish list'])
    await expect(nav.getByRole('link', { name: link })).toBeVisible();
  await expect(menu.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(menu.getByRole('combobox', { name: 'Theme' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // The close button closes it too; a link in it goes to its page.
  await menuButton.click();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await menu.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/productListing/);
  await expect(menu).toBeHidden();

  // The search folds behind a button: it opens the field with the focus in it.
  await page.getByRole('button', { name: 'Search products' }).click();
  const search = page.getByRole('combobox', { name: 'Search products' });
  await expect(search).toBeFocused();
  await search.fill('phone');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=phone/);
  await expect(search).toBeHidden();
});

test('in Arabic the phone menu opens from the right', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: HEIGHT });
  await page.goto('/ar/');
  await page.getByRole('button', { name: 'القائمة', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'القائمة' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  // Settled at the right edge (the drawer slides in).
  await expect.poll(async () => Math.round((await menu.boundingBox())?.x ?? 0)).toBe(390 - 300);
});
