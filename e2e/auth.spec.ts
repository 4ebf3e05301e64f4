import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createCustomer, DEMO_CUSTOMER, latestMessage, uniqueEmail } from './support/accounts.ts';
import { untilAccessCookieExpires, untilAccessTokenExpires } from './support/tokens.ts';

const SHORT_TOKENS_URL = `http://127.0.0.1:${process.env.E2E_SHORT_TOKENS_PORT}`;

async function signInWithPassword(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const accountButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });

test('a visitor signs up with a one-time code read from the outbox, asking once for a new code', async ({
  page,
  baseURL,
}) => {
  test.slow(); // a long journey (several pages and server round trips): a higher ceiling
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  const first = await latestMessage(page.request, baseURL ?? '', email);

  // The first code is replaced by a new one once the short wait is over.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect
    .poll(async () => (await latestMessage(page.request, baseURL ?? '', email)).code)
    .not.toBe(first.code);
  const second = await latestMessage(page.request, baseURL ?? '', email);

  const codeField = page.getByRole('textbox', { name: 'One-time code' });
  await codeField.pressSequentially('12ab');
  await expect(codeField).toHaveValue('12'); // digits only
  await codeField.fill(second.code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByRole('textbox', { name: 'First name' }).fill('Ravi');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Kumar');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription(
    'The password needs at least 8 characters.',
  );
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ravi');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Sunny-day-42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, 'Ravi Kumar')).toBeVisible();
});

test('on /signup in French, an empty or malformed e-mail and a short password are refused next to the field before anything is sent', async ({
  page,
  baseURL,
}) => {
  test.slow(); // a long journey (several pages and server round trips): a higher ceiling
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/otp/generate') || pathname.endsWith('/customer-signup')) requested.push(pathname);
  });
  await page.goto('/fr/signup');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();

  const email = page.getByRole('textbox', { name: 'Adresse e-mail' });
  const sendCode = page.getByRole('button', { name: 'Envoyer le code' });
  await sendCode.click();
  await expect(email).toHaveAccessibleDescription('Saisissez votre adresse e-mail.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();

  await email.fill('not-an-email');
  await sendCode.click();
  await expect(email).toHaveAccessibleDescription('Saisissez une adresse e-mail comme nom@exemple.com.');
  await expect(email).toHaveValue('not-an-email');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(requested).toEqual([]);

  // A plausible address is sent: one request, and the code form.
  const address = uniqueEmail('checked');
  await email.fill(address);
  await sendCode.click();
  await expect(page.getByText(/Nous avons envoyé un code à 6 chiffres/)).toBeVisible();
  expect(requested).toEqual(['/ums/rest/v3/otp/generate']);
  const { code } = await latestMessage(page.request, baseURL ?? '', address);
  await page.getByRole('textbox', { name: 'Code à usage unique' }).fill(code ?? '');
  await page.getByRole('button', { name: 'Vérifier' }).click();

  const firstName = page.getByRole('textbox', { name: 'Prénom' });
  const lastName = page.getByRole('textbox', { name: 'Nom', exact: true });
  const password = page.getByRole('textbox', { name: 'Mot de passe', exact: true });
  await firstName.fill('Ravi');
  await lastName.fill('Kumar');
  await password.fill('court1');
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(password).toHaveAccessibleDescription('Le mot de passe doit comporter au moins 8 caractères.');
  await expect(password).toBeFocused();
  await expect(firstName).toHaveValue('Ravi');
  await expect(lastName).toHaveValue('Kumar');
  await expect(password).toHaveValue('court1');
  expect(requested).toEqual(['/ums/rest/v3/otp/generate']);
});

test('a wrong code is refused with the server’s message and can be corrected', async ({ page, baseURL }) => {
  const email = uniqueEmail('wrong-code');
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  const { code } = await latestMessage(page.request, baseURL ?? '', email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'One-time code' }).fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is incorrect');
  await page.getByRole('textbox', { name: 'One-time code' }).fill(code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();
});

test('signing in from a protected page returns to it, query string included', async ({ page }) => {
  await page.goto('/userprofile/order?status=open&page=2');
  await expect(page).toHaveURL(/\/signin$/);
  await signInWithPassword(page, DEMO_CUSTOMER.email, 'not-the-password-1');
  await expect(page.getByRole('alert')).toHaveText('The e-mail, phone or password is incorrect');

  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/userprofile\/order\?status=open&page=2$/);
  // A welcome toast, top-right in a left-to-right page.
  const welcome = page.getByRole('alert').filter({ hasText: `Welcome, ${DEMO_CUSTOMER.name}` });
  await expect(welcome).toBeVisible();
  const box = await welcome.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x > viewport.width / 2 && box.y < viewport.height / 3).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(accountButton(page, DEMO_CUSTOMER.name)).toBeVisible();
  // A signed-in customer is sent home from the sign-in page.
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/$/);
});

test('a customer signs in with a one-time code sent to their phone', async ({ page, baseURL }) => {
  test.slow(); // a long journey (several pages and server round trips): a higher ceiling
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'One-time code' }).click();
  await page.getByRole('radio', { name: 'Phone' }).check();
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.pressSequentially('98765 43210x');
  await expect(phone).toHaveValue('9876543210');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  const { code } = await latestMessage(page.request, baseURL ?? '', '+91 9876543210');
  await page.getByRole('textbox', { name: 'One-time code' }).fill(code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, DEMO_CUSTOMER.name)).toBeVisible();
});

test('signing out clears the session and lands home as a guest', async ({ page, context }) => {
  test.slow(); // a long journey (several pages and server round trips): a higher ceiling
  await page.goto('/signin');
  await signInWithPassword(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await accountButton(page, DEMO_CUSTOMER.name).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('access_token');
  expect(names).not.toContain('refresh_token');
  await page.goto('/WishList');
  await expect(page).toHaveURL(/\/signin$/);
});

test('a forgotten password is reset through the e-mailed link', async ({ page, baseURL }) => {
  test.slow(); // a long journey (several pages and server round trips): a higher ceiling
  const email = uniqueEmail('reset');
  await createCustomer(page.request, baseURL ?? '', {
    email,
    password: 'Old-pass-123',
    firstName: 'Meera',
    lastName: 'Iyer',
  });
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link');

  const { link } = await latestMessage(page.request, baseURL ?? '', email);
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('New-pass-456');
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('New-pass-456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await signInWithPassword(page, email, 'New-pass-456');
  await expect(accountButton(page, 'Meera Iyer')).toBeVisible();

  // The link works once.
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page).toHaveURL(/\/$/); // signed in: the guest-only page sends home
});

test.describe('with access tokens that expire in seconds', () => {
  // Each waits out a token's lifetime between pages: a higher ceiling.
  test.slow();

  test('an expired access token is refreshed once, and the page carries on', async ({ page, context }) => {
    // The refresh tokens sent: each refresh rotates it, so a token sent twice is a second refresh
    // of one expired access token.
    const refreshTokens: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/ums/rest/v3/refresh-token')) {
        refreshTokens.push((request.postDataJSON() as { refresh_token: string }).refresh_token);
      }
    });
    await page.goto(`${SHORT_TOKENS_URL}/signin`);
    await signInWithPassword(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(accountButton(page, DEMO_CUSTOMER.name)).toBeVisible();
    await untilAccessTokenExpires(context);

    // Opening Ask AI reads the store's AI configuration with the now expired access token. (On a
    // busy machine the home page's own requests may meet the expiry first: the same refresh.)
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await page.getByRole('link', { name: 'Open the Ask AI page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ask AI' })).toBeVisible();
    await expect(accountButton(page, DEMO_CUSTOMER.name)).toBeVisible();
    expect(refreshTokens.length).toBeGreaterThanOrEqual(1);
    expect(new Set(refreshTokens).size).toBe(refreshTokens.length);

    // After a reload the access cookie has expired too: the refresh token restores the session.
    const refreshesBeforeReload = refreshTokens.length;
    await untilAccessCookieExpires(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ask AI' })).toBeVisible();
    await expect(accountButton(page, DEMO_CUSTOMER.name)).toBeVisible();
    expect(refreshTokens.length).toBeGreaterThan(refreshesBeforeReload);
    expect(new Set(refreshTokens).size).toBe(refreshTokens.length);
  });

  test('two tabs whose tokens expire together make one refresh between them and stay signed in', async ({
    page,
    context,
  }) => {
    // Every refresh token sent by either tab: one sent twice would be taken as stolen, and the
    // server would revoke the session in both.
    const refreshTokens: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('/ums/rest/v3/refresh-token')) {
        refreshTokens.push((request.postDataJSON() as { refresh_token: string }).refresh_token);
      }
    });
    await page.goto(`${SHORT_TOKENS_URL}/signin`);
    await signInWithPassword(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(accountButton(page, DEMO_CUSTOMER.name)).toBeVisible();
    const second = await context.newPage();
    await second.goto(`${SHORT_TOKENS_URL}/`);
    await expect(accountButton(second, DEMO_CUSTOMER.name)).toBeVisible();

    // Both tabs load at the same instant with only the refresh cookie left: each must restore.
    await untilAccessCookieExpires(context);
    await Promise.all([page.reload(), second.reload()]);
    await expect(accountButton(page, DEMO_CUSTOMER.name)).toBeVisible();
    await expect(accountButton(second, DEMO_CUSTOMER.name)).toBeVisible();
    expect(refreshTokens.length).toBeGreaterThanOrEqual(1);
    expect(new Set(refreshTokens).size).toBe(refreshTokens.length);

    // Both tabs meet the expiry of the shared access token at once (each opens Ask AI).
    await untilAccessTokenExpires(context);
    const askAi = async (tab: Page) => {
      await tab.getByRole('button', { name: 'Ask AI' }).click();
      await tab.getByRole('link', { name: 'Open the Ask AI page' }).click();
    };
    await Promise.all([askAi(page), askAi(second)]);
    for (const tab of [page, second]) {
      await expect(tab.getByRole('heading', { level: 1, name: 'Ask AI' })).toBeVisible();
      await expect(accountButton(tab, DEMO_CUSTOMER.name)).toBeVisible();
    }
    expect(new Set(refreshTokens).size).toBe(refreshTokens.length);

    // The session is alive on the server: a reload after the next expiry restores it again.
    await untilAccessCookieExpires(context);
    await second.reload();
    await expect(accountButton(second, DEMO_CUSTOMER.name)).toBeVisible();
    expect(new Set(refreshTokens).size).toBe(refreshTokens.length);
  });

  test('a page reloaded while its refresh is on the way stays signed in', async ({ page, context }) => {
    await page.goto(`${SHORT_TOKENS_URL}/signin`);
    await signInWithPassword(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(accountButton(page, DEMO_CUSTOMER.name)).toBeVisible();
    await untilAccessCookieExpires(context);

    // The restoring page's refresh reaches the server, which rotates the refresh token, but its
    // answer never reaches the page: the shopper reloads first (a dropped connection loses it too).
    // The unloading page must not take the cut-off request for a failed refresh and clear the
    // cookies, and the server must take the old token again as the retry of a lost answer.
    const refreshTokens: string[] = [];
    let rotated: () => void = () => {};
    const firstRefreshRotated = new Promise<void>((resolve) => {
      rotated = resolve;
    });
    await page.route('**/ums/rest/v3/refresh-token*', async (route) => {
      refreshTokens.push((route.request().postDataJSON() as { refresh_token: string }).refresh_token);
      if (refreshTokens.length > 1) return route.continue();
      expect((await route.fetch()).status()).toBe(200);
      rotated(); // its answer is held: the reload below cuts it off
    });
    await page.reload({ waitUntil: 'commit' });
    await firstRefreshRotated;
    await page.reload();

    await expect(accountButton(page, DEMO_CUSTOMER.name)).toBeVisible();
    // The new page asked again with the only refresh token it had, and the session lives on.
    expect(refreshTokens).toHaveLength(2);
    expect(refreshTokens[1]).toBe(refreshTokens[0]);
    await untilAccessCookieExpires(context);
    await page.reload();
    await expect(accountButton(page, DEMO_CUSTOMER.name)).toBeVisible();
    expect(refreshTokens).toHaveLength(3);
  });

  test('when the refresh fails the session is cleared and the shopper lands home as a guest', async ({
    page,
    context,
  }) => {
    await page.goto(`${SHORT_TOKENS_URL}/signin`);
    await signInWithPassword(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(accountButton(page, DEMO_CUSTOMER.name)).toBeVisible();
    // Away from home, so that landing home shows.
    await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
    await expect(page).toHaveURL(`${SHORT_TOKENS_URL}/cart`);
    // The session ends on the server (as a sign-out elsewhere would), so its refresh token dies.
    const idToken = (await context.cookies()).find((cookie) => cookie.name === 'id_token')?.value;
    const ended = await page.request.post(`${SHORT_TOKENS_URL}/ums/rest/v3/session-logout`, {
      data: { id_token_hint: idToken },
      headers: { 'realm-name': 'demo' },
    });
    expect(ended.ok()).toBe(true);
    await untilAccessTokenExpires(context);

    // The shopper's next request (or the page's own, on a busy machine) needs a refresh, which fails.
    await page.getByRole('combobox', { name: 'Search products' }).fill('lamp');
    await expect(page).toHaveURL(`${SHORT_TOKENS_URL}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('refresh_token');
  });
});
