import { expect, test } from './fixtures.ts';

// What a crawler reads of a guest's public page is what the shopper's browser keeps once the page
// is the app (decision 0145): the title the server wrote stays after hydration, in the page's
// language; the listing's pages are links that still turn the page inside the app; an address that
// shows nothing is a 404 with the store's not-found page, hydrated without an error (the fixture
// fails any journey on one).

/** The title in the served HTML, before any script ran. */
function servedTitle(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  return title.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');
}

test.describe('the title the server writes is the one the app keeps', () => {
  for (const [path, title] of [
    ['/productListing', 'Products | Demo Store'],
    ['/productListing?q=lamp', 'Search: lamp | Demo Store'],
    ['/listCategories', 'Categories | Demo Store'],
    ['/policies', 'Policies | Demo Store'],
    ['/fr/productListing', 'Produits | Demo Store'],
    ['/ar/productListing?q=lamp', 'بحث: lamp | Demo Store'],
    ['/nope', 'Page not found | Demo Store'],
    ['/vendor?id=abc', 'Vendor not found | Demo Store'],
  ] as const) {
    test(`${path}: ${title}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(servedTitle((await response?.text()) ?? '')).toBe(title);
      // The app has taken the page over: its head is the app's from here on.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page).toHaveTitle(title);
    });
  }
});

test('an address that shows nothing is a 404 with the store’s not-found page, and its link home works', async ({
  page,
}) => {
  for (const [path, heading, address] of [
    ['/nope', 'Page not found', /\/nope$/],
    ['/ProductDetails?id=abc', 'Product not found', /\/ProductDetails\?id=abc$/],
    ['/vendor?id=abc', 'Page not found', /\/vendor\?id=abc$/],
    // In the language the address names (the app keeps it in a cookie, and the address drops it).
    ['/ar/nope', 'الصفحة غير موجودة', /\/nope$/],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    // The address stays what was asked for: the not-found page is that address's.
    await expect(page).toHaveURL(address);
  }
  await page.getByRole('main').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('the listing’s pages are links: a click turns the page in the app, a crawler follows the address', async ({
  page,
}) => {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  const response = await page.goto('/productListing');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<link rel="next" href="');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  const second = pages.getByRole('link', { name: 'Go to page 2' });
  await expect(second).toHaveAttribute('href', '/productListing?page=2');
  await second.click();
  await expect(page).toHaveURL(/\/productListing\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Back to page 1 by the keyboard: the links are reached and followed as links are.
  await pages.getByRole('link', { name: 'Go to the previous page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/productListing$/);
  expect(documents).toBe(1);
});
