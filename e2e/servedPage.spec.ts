import type { Envelope } from '../contracts/envelope.ts';
import type { ProductDetails, ProductPage } from '../contracts/pbs.ts';
import { expect, test } from './fixtures.ts';

// In the browser: the page the server serves carries the store's answers,
// so the home page's first content waits on no request for them; and a product's page carries its
// name and Product JSON-LD for whoever fetches it without running scripts.

/** The calls the store bootstrap and language machines make on start, and the home page's first. */
const SERVED_CALLS =
  /\/(ums\/rest\/v3\/validate-store|pbs\/rest\/v3\/(content-settings|store-images|languages|banners))(\?|$)/;

test('loading / asks for none of the store data the server wrote into the page', async ({ page }) => {
  const asked: string[] = [];
  const blocked: string[] = [];
  page.on('request', (request) => {
    if (SERVED_CALLS.test(request.url())) asked.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const response = await page.goto('/');
  expect(await response?.text()).toContain('window.__STOREFRONT_BOOTSTRAP__=');

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Store' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Demo Store' })).toBeVisible();
  const firstBanner = page.getByRole('region', { name: 'Offers' }).locator('img').first();
  await expect
    .poll(() => firstBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page).toHaveTitle('Online store | Demo Store');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  expect(asked).toEqual([]);
  // The inline scripts ran: their hashes are in the page's policy.
  expect(blocked).toEqual([]);
});

test('a page the server kept for minutes asks for none of its data again once it is the app', async ({
  page,
}) => {
  // The browser three minutes after the page was drawn and kept (a kept page lives five).
  await page.clock.install({ time: Date.now() + 3 * 60_000 });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (SERVED_CALLS.test(request.url()) || LISTING_CALLS.test(request.url())) asked.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Store' })).toBeVisible();
  // Every part hydrated and every read it would start started.
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

/** The listing's first calls: page 1 of the products, the orders, the categories and the vendors. */
const LISTING_CALLS =
  /\/pbs\/rest\/v3\/(products\?(.*&)?page-number=1(&|$)|(sorting-elements|categories|vendors)(\?|$))/;

test('loading the listing asks for none of its first calls, and its first image is preloaded', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (LISTING_CALLS.test(request.url())) asked.push(request.url());
  });
  const response = await page.goto('/productListing');
  const html = (await response?.text()) ?? '';
  // The page's own first image (the frame's logo, the store's, is asked for before it).
  const preloaded =
    /<link rel="preload" as="image" fetchpriority="high" href="(\/media\/products\/[^"]+)">/.exec(html)?.[1];
  expect(preloaded).toBeDefined();

  const api = await page.request.get('/pbs/rest/v3/products?page-limit=10&page-number=1', {
    headers: { 'realm-name': 'demo' },
  });
  const [first] = ((await api.json()) as Envelope<ProductPage>).response_body.products;
  if (!first) throw new Error('The seed has no products');
  await expect(page.getByRole('main').getByRole('link', { name: first.product_name }).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  const firstImage = page.locator(`main img[src="${preloaded}"]`).first();
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(asked).toEqual([]);

  // A choice the page was not served with asks the API as ever.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ index: 1 });
  await expect.poll(() => asked.length).toBeGreaterThan(0);
});

test('a product page’s HTML names the product for crawlers and shared links, and the tab follows', async ({
  page,
}) => {
  const api = await page.request.get('/pbs/rest/v3/product-description/7', {
    headers: { 'realm-name': 'demo' },
  });
  const product = ((await api.json()) as Envelope<ProductDetails>).response_body;

  const served = await page.request.get('/ProductDetails?id=7');
  expect(served.ok()).toBe(true);
  const html = await served.text();
  const og = /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1];
  expect(og).toBe(`${product.product_name} | Demo Store`);
  const ldText = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  const ld = JSON.parse(ldText ?? 'null') as Record<string, unknown>;
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    sku: '7',
    offers: { '@type': 'Offer', price: product.final_price.toFixed(2), priceCurrency: 'ZAR' },
  });

  // In the browser the page keeps the product's title, and the tab follows the shopper's navigation.
  await page.goto('/ProductDetails?id=7');
  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.product_name} | Demo Store`);
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveTitle('Cart | Demo Store');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Demo Store/);
});
