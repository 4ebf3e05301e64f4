import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { accountMenuButton, createCustomer, newAccount, signInWithPassword } from './support/accounts.ts';

// The customer's account: sign-ins and sessions, against the real reference server.

const MIRA = { password: 'Account-pass-2026', firstName: 'Mira', lastName: 'Das' };
const account = () => newAccount('account', MIRA);
const accountButton = (page: Page) => accountMenuButton(page, MIRA);

test('login sessions list the sign-ins, failed ones too, and the account navigation reaches every account page', async ({
  page,
  baseURL,
}) => {
  test.slow(); // several pages and server round trips
  const customer = account();
  await createCustomer(page.request, baseURL ?? '', customer);
  await signInWithPassword(page, customer, 'Wrong-pass-2026');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The e-mail, phone or password is incorrect' }),
  ).toBeVisible();
  await signInWithPassword(page, customer);
  await expect(accountButton(page)).toBeVisible();

  await page.goto('/loginSessions');
  await expect(page.getByRole('heading', { level: 1, name: 'Login sessions' })).toBeVisible();
  const signIns = page.getByRole('list', { name: 'Sign-ins' }).getByRole('listitem');
  // Newest first: this sign-in, the failed one, then the sign-up that made the account.
  await expect(signIns).toHaveCount(3);
  await expect(signIns.nth(0)).toContainText('Signed in');
  await expect(signIns.nth(0)).toContainText('Method: Password');
  await expect(signIns.nth(1)).toContainText('Failed');
  await expect(signIns.nth(2)).toContainText('Method: Sign-up');

  const nav = page.getByRole('navigation', { name: 'Your account' });
  await expect(nav.getByRole('link', { name: 'Login sessions' })).toHaveAttribute('aria-current', 'page');
  for (const [name, path] of [
    ['My profile', '/myProfile'],
    ['User details', '/userDetails'],
    ['Preferences', '/preferences'],
    ['Addresses', '/customerAddress'],
    ['My orders', '/userprofile/myOrder'],
    ['Active sessions', '/activeSessions'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await nav.getByRole('link', { name: 'Active sessions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Active sessions' })).toBeVisible();
});

test('signing out another session from /activeSessions makes that browser a guest at its next request', async ({
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
  await page.goto('/activeSessions');
  const sessions = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  // The sign-up's session, the other browser's and this one's.
  await expect(sessions).toHaveCount(3);
  await expect(sessions.nth(0)).toContainText('This session');
  await expect(sessions.nth(0).getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
  await sessions
    .nth(1)
    .getByRole('button', { name: /^Sign out the session on / })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'The session was signed out.' })).toBeVisible();
  await expect(sessions).toHaveCount(2);

  // The other browser still shows the customer until its next request, which is refused: its
  // refresh fails, and it is a guest with nothing of the customer's left.
  await expect(accountButton(other)).toBeVisible();
  await other.goto('/WishList');
  await expect(other.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(accountButton(other)).toHaveCount(0);
  const names = (await elsewhere.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('access_token');
  expect(names).not.toContain('refresh_token');

  // All others: the sign-up's session goes too; this one stays.
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 other session was signed out.' })).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(accountButton(page)).toBeVisible();
  await elsewhere.close();
});
