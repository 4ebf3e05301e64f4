import type { Page } from '@playwright/test';
import { expect, test, untilStarted } from './fixtures.ts';
import { servePageWith, withoutStoreAnswers } from './support/servedPage.ts';

/** The seeded demo store's settings, read from the real API so the test follows the seed. */
async function demoSettings(page: Page) {
  const response = await page.request.get(
    '/pbs/rest/v3/content-settings?page-limit=10&page-number=1&store-id=19',
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    response_body: {
      store_settings_data: {
        store_page_settings: { theme_type: string; bg_color: string; fg_color: string }[];
        store_header_settings: { theme_type: string; bg_color: string }[];
      }[];
    };
  };
  const settings = body.response_body.store_settings_data[0];
  if (!settings) throw new Error('The demo store has no settings');
  return settings;
}

/** '#1a2b3c' → 'rgb(26, 43, 60)', the form getComputedStyle reports. */
function rgb(hex: string): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test('the home page opens with the store name in the title, its logo, header and footer', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Demo Store/ })).toBeVisible();
  await expect(page).toHaveTitle('Online store | Demo Store');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const logo = page.getByRole('banner').getByRole('img', { name: 'Demo Store' });
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the light theme uses the store’s light colours and the dark theme its dark colours', async ({
  page,
}) => {
  const settings = await demoSettings(page);
  const light = settings.store_page_settings.find((entry) => entry.theme_type === 'light');
  const dark = settings.store_page_settings.find((entry) => entry.theme_type === 'dark');
  const darkHeader = settings.store_header_settings.find((entry) => entry.theme_type === 'dark');
  if (!light || !dark || !darkHeader) throw new Error('The seed lacks light or dark settings');

  await page.goto('/');
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', rgb(light.bg_color));

  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Dark' });
  await expect(body).toHaveCSS('background-color', rgb(dark.bg_color));
  await expect(body).toHaveCSS('color', rgb(dark.fg_color));
  await expect(page.getByRole('banner')).toHaveCSS('background-color', rgb(darkHeader.bg_color));
  // The logo switches to the dark variant.
  await expect(page.getByRole('banner').getByRole('img', { name: 'Demo Store' })).toHaveAttribute(
    'src',
    /dark/,
  );

  await page.reload();
  await expect(body).toHaveCSS('background-color', rgb(dark.bg_color));
});

test('the system theme follows the device’s colour scheme', async ({ browser, page }) => {
  const settings = await demoSettings(page);
  const dark = settings.store_page_settings.find((entry) => entry.theme_type === 'dark');
  if (!dark) throw new Error('The seed lacks dark settings');
  const context = await browser.newContext({ colorScheme: 'dark' });
  const darkDevice = await context.newPage();
  await darkDevice.goto('/');
  await darkDevice.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'System' });
  await expect(darkDevice.locator('body')).toHaveCSS('background-color', rgb(dark.bg_color));
  await context.close();
});

test('switching to Arabic turns the page right-to-left and translates it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  // The change stores the language and reloads the page.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  expect(await page.evaluate(() => [localStorage.getItem('ln'), localStorage.getItem('direction')])).toEqual([
    'ar',
    'rtl',
  ]);
  // Right-to-left layout: the header's start edge is on the right.
  const logoBox = await page.getByRole('banner').getByRole('link').first().boundingBox();
  const viewport = page.viewportSize();
  expect(logoBox && viewport && logoBox.x > viewport.width / 2).toBe(true);

  // The page the reload brought was drawn on the server: its select works once it is the app.
  await untilStarted(page);
  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a language link such as /fr/cart opens the page in that language', async ({ page }) => {
  await page.goto('/fr/cart');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
});

test('an unknown path shows the page-not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a failure to load the store settings shows the error page, and retry recovers', async ({ page }) => {
  // Served without the store's answers, as from elsewhere: the storefront asks for its settings.
  await servePageWith(page, { answers: withoutStoreAnswers });
  await page.route('**/pbs/rest/v3/content-settings**', (route) =>
    route.fulfill({ status: 500, json: { response_body: null, response_message: 'Database unavailable' } }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.unroute('**/pbs/rest/v3/content-settings**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Demo Store/ })).toBeVisible();
});

test('the header and footer are hidden on /signin', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a signed-in route sends a guest to /signin and saves the return page', async ({ page }) => {
  await page.goto('/userprofile/order?status=open&page=2');
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('page'))).toBe(
    '/userprofile/order?status=open&page=2',
  );
});

test('/amazonPayment without payment data goes to the home page', async ({ page }) => {
  await page.goto('/amazonPayment');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Demo Store/ })).toBeVisible();
});

test('a store that is switched off shows the store-unavailable page', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${process.env.E2E_CLOSED_PORT}/`);
  await expect(page.getByRole('heading', { name: 'This store is under maintenance' })).toBeVisible();
  await expect(page.getByText('The store is not available right now.')).toBeVisible();
  // The store's logo replaces its pulsing placeholder once loaded.
  await expect(page.getByRole('img', { name: 'Closed Store' })).toBeVisible();
  await expect(page.getByTestId('logo-placeholder')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a page whose code fails to load reloads once, then shows the error page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Demo Store/ })).toBeVisible();
  await page.route(/\/assets\/cart-[\w-]+\.js$/, (route) => route.abort());
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  // Exactly one automatic reload: the second failure shows the error instead of looping.
  expect(loads).toBe(1);
});

test('a page whose data fails keeps the header, and Try again loads it once the store answers', async ({
  page,
}) => {
  test.slow(); // the failed listing is retried with back-off before the error shows
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Demo Store/ })).toBeVisible();
  const listingCall = /\/pbs\/rest\/v3\/products(\?|$)/;
  await page.route(listingCall, (route) => route.abort('internetdisconnected'));
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.unroute(listingCall);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
});
