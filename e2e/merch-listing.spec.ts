import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoViolations } from './support/axe.ts';

/**
 * The merchandising parts of the shell and the listing: filter chips with counts, the filters that
 * are on as removable chips with "Clear all", the Vendors link (desktop header and phone menu) and
 * the footer's links, as journeys against the real server; and screenshots of the listing with its
 * chips, the header and the footer at a phone, a tablet and a desktop width in English and Arabic,
 * compared with e2e/merch-listing.spec.ts-snapshots/ (Debian Chromium as in CI:
 * `npx playwright test e2e/merch-listing.spec.ts --update-snapshots` after a deliberate change).
 */

const WIDTHS = [360, 768, 1280] as const;
const HEIGHT = 800;

/** The number a chip's or an option's "(n)" gives. */
function countIn(text: string | null): number {
  const match = /\((\d+)\)\s*$/.exec(text ?? '');
  if (!match) throw new Error(`no count in “${text}”`);
  return Number(match[1]);
}

/** The listing's "Showing 1–10 of N products" total. */
async function shownTotal(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /of \d+ products?/ });
  await expect(status).toBeVisible();
  const match = /of (\d+) product/.exec((await status.textContent()) ?? '');
  return Number(match?.[1]);
}

/** Waits until what the viewport shows is final: fonts, no skeleton, images on screen loaded. */
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
        const busy = [...document.querySelectorAll('.MuiSkeleton-root, [aria-busy="true"]')].filter(onScreen);
        return images.length + busy.length;
      }),
    )
    .toBe(0);
}

test('filter chips show their counts, apply, and come off one by one or all at once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await page.goto('/productListing');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const types = filters.getByRole('group', { name: 'Product type' });
  const physical = types.getByRole('button', { name: /^Physical \(\d+\)$/ });
  await expect(physical).toHaveAttribute('aria-pressed', 'false');
  const physicalCount = countIn(await physical.textContent());
  expect(physicalCount).toBeGreaterThan(0);
  expect(physicalCount).toBeLessThan(await shownTotal(page));

  // Choosing a value shows exactly the products its chip counted, and the address says so.
  await physical.click();
  await expect(page).toHaveURL(/[?&]type=Physical/);
  await expect(physical).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => shownTotal(page)).toBe(physicalCount);

  // The other facets now count within Physical products: "In stock only" then shows its number.
  const inStock = filters.getByRole('checkbox', { name: 'In stock only' });
  const inStockCount = countIn(await filters.getByText(/^\s*\(\d+\)$/).textContent());
  await inStock.check();
  await expect(page).toHaveURL(/inStock=true/);
  await expect.poll(() => shownTotal(page)).toBe(inStockCount);

  const applied = page.getByRole('list', { name: 'Filters applied' });
  await expect(applied.getByRole('button', { name: 'Remove filter: Type: Physical' })).toBeVisible();
  await expect(applied.getByRole('button', { name: 'Remove filter: In stock only' })).toBeVisible();
  // The chips, pressed and applied, as assistive technology meets them.
  await expectNoViolations(page);

  // A chip removes its own filter only.
  await applied.getByRole('button', { name: 'Remove filter: Type: Physical' }).click();
  await expect(page).not.toHaveURL(/type=/);
  await expect(page).toHaveURL(/inStock=true/);
  await expect(applied.getByRole('button', { name: 'Remove filter: Type: Physical' })).toHaveCount(0);

  // A category chosen from the select (its options counted too) joins the chips; Clear all ends them.
  const category = filters.getByRole('combobox', { name: 'Category' });
  const option = category.getByRole('option', { name: /^Electronics \(\d+\)$/ });
  // Chosen by its value: its label's count follows the other filters, and may still be changing
  // after the chip above came off. Once chosen, the listing shows the number its option says.
  await category.selectOption((await option.getAttribute('value')) ?? '');
  await expect.poll(async () => (await shownTotal(page)) === countIn(await option.textContent())).toBe(true);
  await expect(applied.getByRole('button', { name: 'Remove filter: Category: Electronics' })).toBeVisible();
  await applied.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/productListing$/);
  await expect(applied).toHaveCount(0);
  await expect.poll(() => shownTotal(page)).toBe(300);
});

test('no product name is cut short on a tablet or a desktop: each fits its lines, whole in its link', async ({
  page,
}) => {
  for (const path of ['/productListing', '/productListing?category=1', '/']) {
    // A small tablet's window too, where a grid of three narrow cards cut names of two lines.
    for (const width of [600, 700, 768, 900, 1280]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto(path);
      const names = page.getByRole('listitem').getByRole('heading', { level: 3 });
      await expect(names.first()).toBeVisible();
      const cut = await names.evaluateAll((headings) =>
        headings
          .filter((heading) => heading.scrollHeight > heading.clientHeight + 1)
          .map((heading) => heading.textContent),
      );
      expect(cut, `names cut at ${width} px on ${path}`).toEqual([]);
      // The link's name and title are the whole name.
      const link = names.first().getByRole('link');
      expect(await link.getAttribute('title')).toBe(await link.textContent());
    }
  }
});

test('the header leads to the vendors on a desktop and from the phone menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await page.goto('/');
  const header = page.getByTestId('site-header');
  await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vendors' }).click();
  await expect(page).toHaveURL(/\/vendor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();

  await page.setViewportSize({ width: 360, height: HEIGHT });
  await page.goto('/productListing');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vendors' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
});

test("the footer's links lead to the store's policies", async ({ page }) => {
  await page.goto('/productListing');
  const footer = page.getByRole('contentinfo');
  const policies = footer.getByRole('navigation', { name: 'Policies' });
  await expect(policies.getByRole('link')).toHaveText([
    'Privacy policy',
    'Terms of use',
    'Returns and refunds',
    'All policies',
  ]);
  await policies.getByRole('link', { name: 'Returns and refunds' }).click();
  await expect(page).toHaveURL(/\/policies\/returns$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'All policies' }).click();
  await expect(page).toHaveURL(/\/policies\/?$/);
});

for (const language of ['en', 'ar'] as const) {
  test(`the listing's chips, the header and the footer look as before at ${WIDTHS.join(', ')} px in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    // A type and a rating on: their chips show above the results at every width.
    await page.goto(`/${language}/productListing?type=Physical&rating=3`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const options = {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixelRatio: 0.002,
    } as const;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.evaluate(() => window.scrollTo(0, 0));
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expect(page).toHaveScreenshot(`listing-chips-${language}-${width}.png`, options);
      await expect(page.getByTestId('site-header')).toHaveScreenshot(
        `header-${language}-${width}.png`,
        options,
      );
      const footer = page.getByTestId('site-footer');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toHaveScreenshot(`footer-${language}-${width}.png`, options);
    }
  });
}
