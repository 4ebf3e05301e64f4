import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  accountMenuButton,
  createCustomer,
  latestMessage,
  newAccount,
  signInWithPassword,
} from './support/accounts.ts';

// Trusted devices and account unlock, against the real reference server: removing a
// device with a code from the outbox signs that browser out at its next request; wrong passwords
// lock password sign-in only in browsers the account has not signed in from, answered
// as wrong passwords, and the e-mailed link (or a code asked for on /unlock) unlocks it.

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

test('a stranger’s wrong passwords never keep the owner out: their browser still signs in; the stranger’s is refused as wrong, and the e-mailed link lets a new browser in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two browsers and seven sign-ins, each a password check on a busy machine
  const customer = account('unlock');
  // Signed up in this browser: a device the account has signed in on.
  await createCustomer(page.request, baseURL ?? '', customer);
  const strangers = await browser.newContext({ baseURL });
  const stranger = await strangers.newPage();
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signInWithPassword(stranger, customer, 'Wrong-pass-2026');
    await expect(stranger.getByRole('alert')).toContainText('incorrect');
  }
  // Locked for new browsers: the right password there is refused as a wrong one, naming no lock.
  await stranger.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await stranger.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(stranger.getByRole('alert')).toContainText('The e-mail, phone or password is incorrect');
  // Nothing says the account is locked (the sign-in form's own "Account locked?" link aside).
  await expect(stranger.getByText(/locked/i).filter({ hasNotText: 'Account locked?' })).toHaveCount(0);

  // The owner's browser signs in with the password as ever.
  await signInWithPassword(page, customer);
  await expect(accountButton(page)).toBeVisible();

  // The lock e-mailed the owner an unlock link; opened in the new browser, it lets it in.
  const notice = await latestMessage(page.request, baseURL ?? '', customer.email);
  expect(notice.link).toMatch(/\/unlock\?token=/);
  await stranger.goto(notice.link ?? '');
  await expect(stranger.getByRole('status').filter({ hasText: 'Your account is unlocked.' })).toBeVisible();
  await stranger.getByRole('link', { name: 'Sign in' }).last().click();
  await signInWithPassword(stranger, customer);
  await expect(accountButton(stranger)).toBeVisible();
  await strangers.close();
});

test('password sign-in locked on a new browser is unlocked with a one-time code asked for on /unlock', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // six password checks on a busy machine
  const customer = account('unlock-code');
  await createCustomer(request, baseURL ?? '', customer);
  const headers = { 'realm-name': 'demo' };
  const statuses: number[] = [];
  const messages = new Set<string>();
  // From this page's browser, which has never signed in to the account: the fifth locks it, and
  // the right password after it is answered exactly as the wrong ones.
  for (const password of [1, 2, 3, 4, 5].map(() => 'Wrong-pass-2026').concat(customer.password)) {
    const answer = await page.request.post('/ums/rest/v3/login', {
      data: { username: customer.email, password },
      headers,
    });
    statuses.push(answer.status());
    messages.add(((await answer.json()) as { response_message: string }).response_message);
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
  expect([...messages]).toEqual(['The e-mail, phone or password is incorrect']);
  // The browser the account was created in still signs in.
  const owner = await request.post('/ums/rest/v3/login', {
    data: { username: customer.email, password: customer.password },
    headers,
  });
  expect(owner.status()).toBe(200);

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
