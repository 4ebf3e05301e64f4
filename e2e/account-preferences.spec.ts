import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createCustomer, uniqueEmail } from './support/accounts.ts';

// /preferences: language, theme mode and consents saved on the server, applied at once,
// and brought to another browser when the customer signs in there.

const account = () => ({
  email: uniqueEmail('prefs'),
  password: 'Prefs-pass-2026',
  firstName: 'Tara',
  lastName: 'Bose',
});
type Account = ReturnType<typeof account>;

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Tara Bose' });

async function signIn(page: Page, customer: Account) {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(accountButton(page)).toBeVisible();
}

/** The stored theme; null while a reload is under way (its page has no context to read). */
const storedTheme = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('theme')).catch(() => null);

test('preferences are saved, applied at once, kept when a save fails, and follow the customer to another browser', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two browsers, reloads and server round trips
  const customer = account();
  await createCustomer(page.request, baseURL ?? '', customer);
  await signIn(page, customer);
  await page.goto('/preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();

  await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await page.getByRole('checkbox', { name: 'Offers and news by e-mail' }).check();

  // The first save fails: nothing chosen is lost, and it is saved on the next try.
  let refused = false;
  await page.route('**/ums/rest/v3/preferences*', async (route) => {
    if (route.request().method() === 'PUT' && !refused) {
      refused = true;
      await route.abort('connectionfailed');
    } else {
      await route.continue();
    }
  });
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Offers and news by e-mail' })).toBeChecked();
  await page.getByRole('button', { name: 'Save preferences' }).click();

  // Applied at once: the theme, and the language with its reload.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Préférences' })).toBeVisible();
  // Polled: the language's reload may still be under way as the French heading shows.
  await expect.poll(() => storedTheme(page)).toBe('dark');
  await expect(page.getByRole('checkbox', { name: 'Offres et actualités par e-mail' })).toBeChecked();

  // Another browser, light and English, takes them on at sign-in.
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await signIn(other, customer);
  await expect(other.locator('html')).toHaveAttribute('lang', 'fr');
  await expect.poll(() => storedTheme(other)).toBe('dark');
  await other.goto('/preferences');
  await expect(other.getByRole('checkbox', { name: 'Offres et actualités par e-mail' })).toBeChecked();
  await expect(other.getByRole('checkbox', { name: 'Offres et actualités par SMS' })).not.toBeChecked();
  await elsewhere.close();
});
