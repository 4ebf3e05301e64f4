import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { accountMenuButton, createCustomer, newAccount, signInWithPassword } from './support/accounts.ts';

// /userDetails: the details, and the change of password that signs every other session
// out, against the real reference server.

const KAVI = { password: 'Details-pass-2026', firstName: 'Kavi', lastName: 'Menon' };
const account = () => newAccount('details', KAVI);
const accountButton = (page: Page) => accountMenuButton(page, KAVI);

test('changing the password signs another browser out at its next request; this one stays signed in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two browsers, several pages and server round trips
  const customer = account();
  await createCustomer(page.request, baseURL ?? '', customer);
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await signInWithPassword(other, customer);
  await expect(accountButton(other)).toBeVisible();

  await signInWithPassword(page, customer);
  await expect(accountButton(page)).toBeVisible();
  await page.goto('/userDetails');
  await expect(page.getByRole('heading', { level: 1, name: 'User details' })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();

  const current = page.getByRole('textbox', { name: 'Current password', exact: true });
  const next = page.getByRole('textbox', { name: 'New password', exact: true });
  const again = page.getByRole('textbox', { name: 'Repeat the new password', exact: true });
  const change = page.getByRole('button', { name: 'Change password' });
  // A weak new password is refused before sending; what was typed stays.
  await current.fill(customer.password);
  await next.fill('short');
  await again.fill('short');
  await change.click();
  await expect(page.getByText('The password needs at least 8 characters.')).toBeVisible();
  await expect(next).toBeFocused();
  await expect(current).toHaveValue(customer.password);
  // A wrong current password is refused by the server; the form keeps what was typed.
  await current.fill('Not-my-pass-1');
  await next.fill('Newer-pass-2027');
  await again.fill('Newer-pass-2027');
  await change.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The current password is incorrect' }),
  ).toBeVisible();
  await expect(next).toHaveValue('Newer-pass-2027');
  // Right, with the keyboard.
  await current.fill(customer.password);
  await again.press('Enter');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your password has been changed. Your other sessions were signed out.' }),
  ).toBeVisible();
  await expect(current).toHaveValue('');

  // The other browser still shows the customer until its next request, which is refused.
  await expect(accountButton(other)).toBeVisible();
  await other.goto('/WishList');
  await expect(other.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(accountButton(other)).toHaveCount(0);
  // This one stays signed in, and the new password signs in elsewhere.
  await page.reload();
  await expect(accountButton(page)).toBeVisible();
  await signInWithPassword(other, customer, 'Newer-pass-2027');
  await expect(accountButton(other)).toBeVisible();
  await elsewhere.close();
});

test('the name is editable on /userDetails; the e-mail and phone link to /myProfile', async ({
  page,
  baseURL,
}) => {
  const customer = account();
  await createCustomer(page.request, baseURL ?? '', customer);
  await signInWithPassword(page, customer);
  await expect(accountButton(page)).toBeVisible();
  await page.goto('/userDetails');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Menon-Pillai');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your name has been saved.' })).toBeVisible();
  await page.getByText('change them on').getByRole('link', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Menon-Pillai');
});
