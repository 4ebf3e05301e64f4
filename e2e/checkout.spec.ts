import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createCustomer, uniqueEmail } from './support/accounts.ts';

// Checkout and payment as shoppers go through them, against the real reference server and its
// payments sandbox (issue 11).

test.describe.configure({ timeout: 120_000 });

interface Product {
  product_id: number;
  product_name: string;
}

/** An in-stock physical product, read through the real API so the journeys follow the seed. */
async function physicalProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/pbs/rest/v3/products', {
    params: { 'product-type': 'Physical', availability: 'in_stock', 'page-limit': 20, 'page-number': 1 },
    headers: { 'realm-name': 'demo' },
  });
  expect(response.ok()).toBe(true);
  const { products } = ((await response.json()) as { response_body: { products: Product[] } }).response_body;
  const product = products[0];
  if (!product) throw new Error('The seed has no physical product in stock');
  return product;
}

/** A new customer (no address yet), signed in through the sign-in page. */
async function signedInCustomer(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  const account = {
    email: uniqueEmail('checkout'),
    password: 'Checkout-pass-2026',
    firstName: 'Ravi',
    lastName: 'Iyer',
  };
  await createCustomer(request, baseURL ?? '', account);
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signing in hashes the password: slow on a busy machine.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ravi Iyer' })).toBeVisible({
    timeout: 60_000,
  });
}

async function addToCart(page: Page, product: Product) {
  await page.goto(`/ProductDetails?id=${product.product_id}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `${product.product_name} was added to your cart.` }),
  ).toBeVisible();
}

/** Fills the address dialog with an address in a pincode the store delivers to, and saves it. */
async function addAddress(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ravi Iyer');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
  await dialog.getByRole('textbox', { name: 'Address line 1' }).fill('12 MG Road');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
  await dialog.getByRole('textbox', { name: 'State' }).fill('Karnataka');
  await dialog.getByRole('textbox', { name: 'Pincode' }).fill('560001');
  await dialog.getByRole('button', { name: 'Save the address' }).click();
  await expect(dialog).toBeHidden();
}

/** From the cart to the checkout's first step, adding the customer's first address there. */
async function checkoutWithNewAddress(page: Page) {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Add an address' }).click();
  await addAddress(page);
  await expect(page.getByRole('status').filter({ hasText: 'We deliver to pincode 560001.' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Step 2 of 3/ })).toBeVisible();
}

async function cartQuantities(page: Page): Promise<number> {
  const response = await page.request.get('/cfs/rest/v3/customer-cart', {
    params: { page_number: -1 },
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  const body = (await response.json()) as { response_body: { Products: unknown[] } };
  return body.response_body.Products.length;
}

async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'access_token');
  if (!cookie) throw new Error('Not signed in');
  return cookie.value;
}

test('cart → checkout → pay on delivery: the order is placed and the cart is empty', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await physicalProduct(request);
  await signedInCustomer(page, request, baseURL);
  await addToCart(page, product);
  await checkoutWithNewAddress(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: /^Step 3 of 3/ })).toBeVisible();
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Cash on delivery' }).check();
  // A double click places one order: the button is busy from the first click.
  await place.dblclick();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  await expect(page.getByText(/Your order ORD-\d+ has been placed\. Pay R/)).toBeVisible();
  expect(await cartQuantities(page)).toBe(0);
});

test('online payment declined in the sandbox: the failure toast, and the cart is kept', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await physicalProduct(request);
  await signedInCustomer(page, request, baseURL);
  await addToCart(page, product);
  await checkoutWithNewAddress(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('checkbox', { name: 'Wallet' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your payment did not go through, so the order was not placed.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: product.product_name })).toBeVisible();
  expect(await cartQuantities(page)).toBe(1);
});

test('online payment approved in the sandbox: the success toast', async ({ page, request, baseURL }) => {
  const product = await physicalProduct(request);
  await signedInCustomer(page, request, baseURL);
  await addToCart(page, product);
  await checkoutWithNewAddress(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('checkbox', { name: 'Amazon Payment Services' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your order has been placed.' })).toBeVisible();
  await expect.poll(() => cartQuantities(page)).toBe(0);
});

test('a 100% coupon makes the order free: two steps, placed from the summary', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await physicalProduct(request);
  await signedInCustomer(page, request, baseURL);
  await addToCart(page, product);
  await checkoutWithNewAddress(page);
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('FREE ORDER');
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('FREEORDER');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText(/Coupon FREEORDER applied/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Step 2 of 2/ })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  expect(await cartQuantities(page)).toBe(0);
});

test('an address added at /customerAddress is listed, flagged when not delivered to', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInCustomer(page, request, baseURL);
  await page.goto('/customerAddress');
  await expect(page.getByText('You have no saved addresses yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ravi Iyer');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('98765 43210');
  await dialog.getByRole('textbox', { name: 'Address line 1' }).fill('1 Far Lane');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Leh');
  await dialog.getByRole('textbox', { name: 'State' }).fill('Ladakh');
  await dialog.getByRole('textbox', { name: 'Pincode' }).fill('194101');
  await dialog.getByRole('button', { name: 'Save the address' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem', { name: 'Ravi Iyer' });
  await expect(card).toContainText('Default delivery');
  await expect(card).toContainText('+91 9876543210');
  await expect(card).toContainText('We do not deliver to pincode 194101 yet.');
});
