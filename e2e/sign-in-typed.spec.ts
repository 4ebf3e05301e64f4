import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createCustomer, uniqueEmail } from './support/accounts.ts';
import { expectAddedToCart } from './support/miniCart.ts';

// What a shopper types as their e-mail or phone on the sign-in page survives the form being drawn
// again: the page's flow starting afresh, or the page itself mounted again. Here the page is drawn
// again the way a shopper does it on purpose (to "Forgot your password?" and Back), on the way from
// the cart's "Proceed to checkout"; the password is never kept.

interface Product {
  product_id: number;
  product_name: string;
}

async function physicalProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/pbs/rest/v3/products', {
    params: { 'product-type': 'Physical', availability: 'in_stock', 'page-limit': 5, 'page-number': 1 },
    headers: { 'realm-name': 'demo' },
  });
  expect(response.ok()).toBe(true);
  const [product] = ((await response.json()) as { response_body: { products: Product[] } }).response_body
    .products;
  if (!product) throw new Error('The seed has no physical product in stock');
  return product;
}

async function guestProceedsToCheckout(page: Page, product: Product) {
  await page.goto(`/ProductDetails?id=${product.product_id}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expectAddedToCart(page, product.product_name);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/signin');
}

test('the e-mail typed on sign-in is there again when the form is drawn again; the password is not', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const product = await physicalProduct(page.request);
  const account = {
    email: uniqueEmail('sign-in-typed'),
    password: 'Typed-pass-2026',
    firstName: 'Ira',
    lastName: 'Sen',
  };
  await createCustomer(page.request, baseURL ?? '', account);

  await guestProceedsToCheckout(page, product);
  const email = page.getByRole('textbox', { name: 'E-mail or phone' });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await email.pressSequentially(account.email);
  await password.pressSequentially(account.password);

  // Away and back: the sign-in page (its form and its flow) is drawn anew.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(email).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await expect(email).toHaveValue(account.email);
  await expect(password).toHaveValue('');
  await password.pressSequentially(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Step 1 of 3/ })).toBeVisible();
});
