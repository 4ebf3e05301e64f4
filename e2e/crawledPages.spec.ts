import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TOKEN_COOKIES } from '../contracts/site.ts';
import { buildInfoOf, routeOfPath } from '../server/page/build-manifest.ts';
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
    // The router's text on both sides: a search the app quotes (123), one it does not (true).
    ['/productListing?q=%22123%22', 'Search: 123 | Demo Store'],
    ['/productListing?q=true', 'Search: true | Demo Store'],
    ['/productListing?q=lamp%00', 'Search: lamp | Demo Store'],
    ['/nope', 'Page not found | Demo Store'],
    ['/vendor?id=abc', 'Vendor not found | Demo Store'],
    ['/hi/ProductDetails?id=999999', 'प्रोडक्ट नहीं मिला | Demo Store'],
    // A category or vendor id that names none of the store's: the listing shows, titled not found.
    ['/productListing?category=999999', 'Category not found | Demo Store'],
    ['/fr/productListing?category=999999', 'Catégorie introuvable | Demo Store'],
    ['/ar/productListing?vendor=999999', 'البائع غير موجود | Demo Store'],
    // One that is not an id is dropped: the listing without it.
    ['/productListing?category=does-not-exist', 'Products | Demo Store'],
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
    // Not product 100: an id is its digits, on the server and in the browser alike.
    ['/ProductDetails?id=1e2', 'Product not found', /\/ProductDetails\?id=1e2$/],
    ['/vendor?id=abc', 'Page not found', /\/vendor\?id=abc$/],
    ['/vendor?id=999999', 'Page not found', /\/vendor\?id=999999$/],
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

/** Every route file under src/routes, as the build names it ("_guest/signin", "policies.$"), and the
 * layouts and the root left out (they serve no path of their own). */
function routeFiles(): string[] {
  const root = join(process.cwd(), 'src', 'routes');
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).replace(/\.tsx$/, ''));
  const layouts = new Set(files.filter((file) => files.some((other) => other.startsWith(`${file}/`))));
  return files.filter((file) => file !== '__root' && !layouts.has(file));
}

/** A path the route file serves: its parameters filled in, `order_` (outside its layout) as `order`. */
function examplePath(routeFile: string): string {
  const segments = routeFile
    .split('/')
    .flatMap((part) => part.split('.'))
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) =>
      segment.startsWith('$') ? (segment === '$' ? 'terms' : '7') : segment.replace(/_$/, ''),
    );
  return `/${segments.join('/')}`;
}

test('the build’s manifest knows every route file: its page is titled as its own before the scripts run', async ({
  request,
}) => {
  // The manifest of the build the server runs (npm start builds it).
  const manifest = JSON.parse(readFileSync(join(process.cwd(), 'dist', '.vite', 'manifest.json'), 'utf8'));
  const info = buildInfoOf(manifest);
  const files = routeFiles();
  expect(files.length).toBeGreaterThan(25);
  const unknown = files.filter((file) => routeOfPath(info, examplePath(file))?.routeFile !== file);
  expect(unknown).toEqual([]);
  // The payment's return, which draws nothing: titled as the storefront titles it, not "Page not found".
  // (A shopper coming back has a session; one only the browser can renew keeps the server from
  // answering for the router.)
  const response = await request.get('/order-status', {
    headers: { Cookie: `${TOKEN_COOKIES.refresh}=renewed-by-the-browser` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  const served = servedTitle(await response.text());
  expect(served).toBe('Order status | Demo Store');
});
