import { expect, test } from './fixtures.ts';
import { DEMO_CUSTOMER } from './support/accounts.ts';
import { signInDemo } from './support/aftercare.ts';

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
});
