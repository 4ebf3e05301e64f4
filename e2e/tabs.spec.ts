import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createCustomer, uniqueEmail } from './support/accounts.ts';
import { expectAddedToCart } from './support/miniCart.ts';

// Two tabs of one browser share the token cookies and local storage: a sign-in or a sign-out in
// one is followed by the other at once, without a reload.

interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

async function newCustomer(request: APIRequestContext, baseURL: string | undefined, label: string) {
  const account = {
    email: uniqueEmail(label),
    password: 'Tabs-pass-2026',
    firstName: 'Noor',
    lastName: 'Iyer',
  };
  await createCustomer(request, baseURL ?? '', account);
  return account;
}

const fullName = (account: Account) => `${account.firstName} ${account.lastName}`;
const accountButton = (page: Page, account: Account) =>
  page.getByRole('banner').getByRole('button', { name: fullName(account) });
const signInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Sign in' });
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });

async function signIn(page: Page, account: Account) {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(accountButton(page, account)).toBeVisible();
}

/** In-stock physical products, read through the real API so the journey follows the seed. */
async function physicalProducts(request: APIRequestContext, count: number) {
  const response = await request.get('/pbs/rest/v3/products', {
    params: { 'product-type': 'Physical', availability: 'in_stock', 'page-limit': 20, 'page-number': 1 },
    headers: { 'realm-name': 'demo' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    response_body: { products: Array<{ product_id: number; product_name: string }> };
  };
  return body.response_body.products.slice(0, count);
}

/** The server cart as the customer's own API call sees it: product id → quantity. */
async function serverCart(page: Page): Promise<Record<number, number>> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  const response = await page.request.get('/cfs/rest/v3/customer-cart', {
    params: { page_number: -1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    response_body: { Products: Array<{ product: number; cart_quantity: number }> };
  };
  return Object.fromEntries(body.response_body.Products.map((item) => [item.product, item.cart_quantity]));
}

test('a guest tab sees the sign-in of another tab, and the guest cart is merged once', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // two tabs, several pages and server round trips
  const account = await newCustomer(page.request, baseURL, 'tabs-in');
  const [kettle, lamp] = await physicalProducts(page.request, 2);
  if (!kettle || !lamp) throw new Error('two products');

  for (const product of [kettle, lamp]) {
    await page.goto(`/ProductDetails?id=${product.product_id}`);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expectAddedToCart(page, product.product_name);
  }
  const other = await context.newPage();
  await other.goto('/');
  await expect(signInLink(other)).toBeVisible();
  await expect(cartLink(other)).toHaveAccessibleName('Cart, 2 products');

  await signIn(page, account);
  // The other tab follows without a reload: its header names the customer, its cart is the server's.
  await expect(accountButton(other, account)).toBeVisible();
  await expect(signInLink(other)).toHaveCount(0);
  await expect.poll(() => serverCart(page)).toEqual({ [kettle.product_id]: 1, [lamp.product_id]: 1 });
  await expect(cartLink(other)).toHaveAccessibleName('Cart, 2 products');

  // Another page in the other tab (without a reload) would merge a guest cart it still held: it
  // holds none, so each quantity stays 1.
  await cartLink(other).click();
  await expect(other).toHaveURL(/\/cart$/);
  await other.goBack();
  await expect(other).toHaveURL(/\/$/);
  await expect(cartLink(other)).toHaveAccessibleName('Cart, 2 products');
  expect(await serverCart(page)).toEqual({ [kettle.product_id]: 1, [lamp.product_id]: 1 });
  expect(await other.evaluate(() => localStorage.getItem('cart_merge'))).toBeNull();
});

test('signing out in one tab makes the others guests, and a signed-in-only page is left', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // two tabs, several pages and server round trips
  const account = await newCustomer(page.request, baseURL, 'tabs-out');
  await signIn(page, account);
  const home = await context.newPage();
  await home.goto('/');
  await expect(accountButton(home, account)).toBeVisible();
  const wishList = await context.newPage();
  await wishList.goto('/WishList');
  await expect(accountButton(wishList, account)).toBeVisible();

  await accountButton(page, account).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(signInLink(page)).toBeVisible();

  // The other tabs follow at once, without a reload.
  await expect(signInLink(home)).toBeVisible();
  await expect(accountButton(home, account)).toHaveCount(0);
  await expect(home).toHaveURL(/\/$/);
  // The signed-in-only page is left at once (home: its wish-list request, sent again as a guest
  // after the cache was cleared, is refused, and a guest's 401 goes home), and nothing of the
  // customer's shows there.
  await expect(wishList).not.toHaveURL(/\/WishList/);
  await expect(accountButton(wishList, account)).toHaveCount(0);
  // Home shows the header's Sign in link; the sign-in page (where the route guard may send it when
  // it wins the race) shows its heading instead.
  await expect(
    wishList
      .getByRole('link', { name: 'Sign in' })
      .or(wishList.getByRole('heading', { level: 1, name: 'Sign in' }))
      .first(),
  ).toBeVisible();
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('access_token');
  expect(names).not.toContain('refresh_token');
});
