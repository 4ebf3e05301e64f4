import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createCustomer, uniqueEmail } from './support/accounts.ts';

// A guest who presses a heart is asked to sign in, told why, and finds the product in the wish list
// afterwards: the add waits for the sign-in, as the cart's pending add does.

interface Product {
  product_id: number;
  product_name: string;
}

async function physicalProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/pbs/rest/v3/products', {
    params: { 'product-type': 'Physical', availability: 'in_stock', 'page-limit': 20, 'page-number': 1 },
    headers: { 'realm-name': 'demo' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { response_body: { products: Product[] } }).response_body.products;
}

test("a guest's heart asks to sign in, says why, and the product is in the wish list after it", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const [kettle] = await physicalProducts(page.request);
  if (!kettle) throw new Error('a product');
  const account = {
    email: uniqueEmail('guest-wish'),
    password: 'Wish-pass-2026',
    firstName: 'Isha',
    lastName: 'Bose',
  };
  await createCustomer(page.request, baseURL ?? '', account);

  await page.goto('/productListing?type=Physical&inStock=true');
  await page.getByRole('button', { name: `Add ${kettle.product_name} to the wish list` }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/signin');
  await expect(
    page.getByRole('alert').filter({
      hasText: `Sign in to add ${kettle.product_name} to your wish list: it is added as soon as you are signed in.`,
    }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Back on the product's page, the product added and the shopper told.
  await expect(page).toHaveURL((url) => url.pathname === '/ProductDetails');
  await expect(
    page.getByRole('alert').filter({ hasText: `${kettle.product_name} was added to your wish list.` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from wish list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/WishList');
  await expect(page.getByRole('link', { name: kettle.product_name })).toBeVisible();

  // Added once: signing in again later adds nothing more (the pending product was forgotten).
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  const response = await page.request.get('/cfs/rest/v3/customer-wishlist', {
    params: { 'page-number': -1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { response_body: { Products: Array<{ product_id: number }> } };
  expect(body.response_body.Products.map((item) => item.product_id)).toEqual([kettle.product_id]);
  expect(await page.evaluate(() => localStorage.getItem('pending_wishlist_item'))).toBeNull();
});
