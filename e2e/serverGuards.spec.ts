import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_CUSTOMER } from './support/accounts.ts';
import { signInDemo } from './support/aftercare.ts';

// The routes' guards answered by the server (docs/decisions/0149): a guest who opens a customer's
// page gets a redirect to sign in as the server's first answer (no page, blank or framed, before
// it), and comes back to that page once signed in; a customer who opens sign-in is sent where the
// app sends them.

/** The documents the tab committed to, in order (a redirect commits none). */
function committedDocuments(page: Page): string[] {
  const committed: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) committed.push(new URL(frame.url()).pathname);
  });
  return committed;
}

/** The redirect that led to `response`, as the server answered it. */
async function redirectBefore(response: Response | null) {
  const first = response?.request().redirectedFrom();
  const answer = await first?.response();
  return {
    from: first ? new URL(first.url()).pathname : null,
    status: answer?.status(),
    headers: answer?.headers(),
  };
}

test('a guest who opens the wish list is sent to sign in by the server, and comes back to it once signed in', async ({
  page,
}) => {
  const committed = committedDocuments(page);
  const response = await page.goto('/WishList');
  const redirect = await redirectBefore(response);
  expect(redirect.from).toBe('/WishList');
  expect(redirect.status).toBe(302);
  expect(redirect.headers?.['cache-control']).toBe('no-store');
  // The sign-in page is the first document the tab shows, drawn on the server.
  expect(committed[0]).toBe('/signin');
  expect(await response?.text()).toContain('data-first-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(DEMO_CUSTOMER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/WishList$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: /wish list/i })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: DEMO_CUSTOMER.name })).toBeVisible();
});

test('in French: /fr/WishList goes to the French sign-in page', async ({ page }) => {
  const response = await page.goto('/fr/WishList');
  expect((await redirectBefore(response)).status).toBe(302);
  // The storefront reads the language from the address, then shows the page at its usual path.
  await expect(page).toHaveURL(/\/signin(\?|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a signed-in customer who opens sign-in is sent home by the server, as the app sends them', async ({
  page,
}) => {
  await signInDemo(page);
  const committed = committedDocuments(page);
  const response = await page.goto('/signin');
  const redirect = await redirectBefore(response);
  expect(redirect.from).toBe('/signin');
  expect(redirect.status).toBe(302);
  expect(committed[0]).toBe('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Store' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: DEMO_CUSTOMER.name })).toBeVisible();
});
