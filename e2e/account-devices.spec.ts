import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  accountMenuButton,
  createCustomer,
  latestMessage,
  newAccount,
  signInWithPassword,
} from './support/accounts.ts';

// Trusted devices and account unlock (issue 13), against the real reference server: removing a
// device with a code from the outbox signs that browser out at its next request; wrong passwords
// lock the account, and the e-mailed link unlocks it.

const MIRA = { password: 'Account-pass-2026', firstName: 'Mira', lastName: 'Das' };
const account = (label: string) => newAccount(label, MIRA);
const accountButton = (page: Page) => accountMenuButton(page, MIRA);

test('removing a trusted device with a code from the outbox signs that browser out at its next request', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two browsers, several pages and server round trips
  const customer = account('devices');
  await createCustomer(page.request, baseURL ?? '', customer);
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await signInWithPassword(other, customer);
  await expect(accountButton(other)).toBeVisible();

  await signInWithPassword(page, customer);
  await expect(accountButton(page)).toBeVisible();
  await page.goto('/activeSessions');
  const devices = page.getByRole('list', { name: 'Trusted devices' }).getByRole('listitem');
  // This browser (the sign-up and this sign-in) and the other one.
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  const removable = devices.filter({ hasNotText: 'This device' });
  await removable.getByRole('button', { name: /^Remove the device / }).click();
  const confirm = page.getByRole('group', { name: /^Confirm the removal of / });
  await confirm.getByRole('button', { name: 'Send the code' }).click();
  await expect(confirm.getByRole('textbox', { name: 'One-time code' })).toBeVisible();
  const { code } = await latestMessage(page.request, baseURL ?? '', customer.email);
  await confirm.getByRole('textbox', { name: 'One-time code' }).fill(code ?? '');
  await confirm.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The device was removed and signed out.' }),
  ).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(accountButton(page)).toBeVisible();

  // The other browser still shows the customer until its next request, which is refused.
  await expect(accountButton(other)).toBeVisible();
  await other.goto('/WishList');
  await expect(other.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(accountButton(other)).toHaveCount(0);
  await elsewhere.close();
});

test('wrong passwords lock the account; the e-mailed unlock link unlocks it, and the customer signs in', async ({
  page,
  baseURL,
}) => {
  test.slow(); // six sign-ins, each a password check on a busy machine
  const customer = account('unlock');
  await createCustomer(page.request, baseURL ?? '', customer);
  for (let attempt = 1; attempt <= 4; attempt++) {
    await signInWithPassword(page, customer, 'Wrong-pass-2026');
    await expect(page.getByRole('alert')).toContainText('incorrect');
  }
  await signInWithPassword(page, customer, 'Wrong-pass-2026');
  await expect(page.getByRole('alert')).toContainText('Your account is locked');
  // Locked: even the right password is refused, and the form offers the unlock.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Your account is locked');
  await page.getByRole('link', { name: 'Unlock your account' }).click();

  await expect(page.getByRole('heading', { name: 'Unlock your account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail or phone' })).toHaveValue(customer.email);
  expect(page.url()).not.toContain(encodeURIComponent(customer.email));
  await page.getByRole('radio', { name: 'E-mail me an unlock link' }).check();
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/we sent an unlock link to/)).toBeVisible();

  const { link } = await latestMessage(page.request, baseURL ?? '', customer.email);
  expect(link).toMatch(/\/unlock\?token=/);
  await page.goto(link ?? '');
  await expect(page.getByRole('status').filter({ hasText: 'Your account is unlocked.' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await signInWithPassword(page, customer);
  await expect(accountButton(page)).toBeVisible();
});

test('a locked account is unlocked with a one-time code from the outbox', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // five password checks on a busy machine
  const customer = account('unlock-code');
  await createCustomer(request, baseURL ?? '', customer);
  const headers = { 'realm-name': 'demo' };
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = await request.post('/ums/rest/v3/login', {
      data: { username: customer.email, password: 'Wrong-pass-2026' },
      headers,
    });
    statuses.push(answer.status());
  }
  expect(statuses).toEqual([401, 401, 401, 401, 423]);

  await page.goto('/unlock');
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(customer.email);
  await page.getByRole('radio', { name: 'Send me a one-time code' }).check();
  await page.getByRole('button', { name: 'Send the code' }).click();
  const codeField = page.getByRole('textbox', { name: 'One-time code' });
  await expect(codeField).toBeVisible();
  const { code } = await latestMessage(request, baseURL ?? '', customer.email);
  await codeField.fill(code ?? '');
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your account is unlocked.' })).toBeVisible();
  await signInWithPassword(page, customer);
  await expect(accountButton(page)).toBeVisible();
});
