import { expect, test, untilStarted } from './fixtures.ts';
import { accountMenuButton, createCustomer, DEMO_CUSTOMER, newAccount } from './support/accounts.ts';
import { signInDemo } from './support/aftercare.ts';
import { holdEntryScript } from './support/heldEntry.ts';

// A signed-in customer's pages are drawn on the server for them (docs/decisions/0148): the header
// shows their name before any script runs, their own pages their data, and the browser hydrates
// what was drawn without redrawing it (the fixture fails any journey on a hydration error).

const PHONE = { width: 390, height: 844 };

/** Whether the document as served was drawn on the server. */
async function drawnOnServer(response: Awaited<ReturnType<import('@playwright/test').Page['goto']>>) {
  return (await response?.text())?.includes('data-first-screen') === true;
}

test.describe('a signed-in customer', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('public and own pages are drawn for them, with their name in the header, and hydrate as drawn', async ({
    page,
  }) => {
    await signInDemo(page);
    const account = page.getByRole('banner').getByRole('button', { name: DEMO_CUSTOMER.name });
    for (const [path, heading] of [
      ['/', 'Welcome to Demo Store'],
      ['/ProductDetails?id=1', 'Astra 5G Smartphone (256 GB, Glacier Blue)'],
      ['/myProfile', 'My profile'],
      ['/userprofile/myOrder', /orders/i],
      ['/WishList', /wish list/i],
      ['/customerAddress', /address/i],
      ['/activeSessions', 'Active sessions'],
      ['/loginSessions', 'Login sessions'],
      ['/userDetails', /./],
      ['/cart', 'Your cart'],
    ] as const) {
      const response = await page.goto(path);
      expect(await drawnOnServer(response), path).toBe(true);
      expect(response?.headers()['cache-control'], path).toBe('private, no-store');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(account).toBeVisible();
    }
  });

  test('without scripts, the header already names them and their profile shows', async ({
    browser,
    page,
  }) => {
    await signInDemo(page);
    const cookies = await page.context().cookies();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    await context.addCookies(cookies);
    const served = await context.newPage();
    await served.goto('/myProfile');
    await expect(served.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(served.getByText(DEMO_CUSTOMER.email).first()).toBeVisible();
    await context.close();
  });

  test('a session renewed between the page’s request and its hydration: drawn as asked, then the new one', async ({
    page,
    baseURL,
  }) => {
    // Another session's tokens stand for the renewed one (its name differs, so a change shows).
    const other = newAccount('renewed', {
      password: 'Renewed-pass-2026',
      firstName: 'Ravi',
      lastName: 'Menon',
    });
    await createCustomer(page.request, baseURL ?? '', other);
    const login = await page.request.post(`${baseURL}/ums/rest/v3/login`, {
      data: { username: other.email, password: other.password },
      headers: { 'realm-name': 'demo' },
    });
    const tokens = ((await login.json()) as { response_body: Record<string, string> }).response_body;
    await signInDemo(page);
    const release = await holdEntryScript(page, page.request, '/');
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('banner').getByRole('button', { name: DEMO_CUSTOMER.name })).toBeVisible();
    await page.context().addCookies(
      (['access_token', 'refresh_token', 'id_token'] as const).map((name) => ({
        name,
        value: tokens[name] ?? '',
        url: baseURL ?? '',
      })),
    );
    release();
    await untilStarted(page);
    await expect(accountMenuButton(page, other)).toBeVisible();
  });
});
