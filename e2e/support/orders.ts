import type { APIRequestContext, Page } from '@playwright/test';
import type { OrderHistoryPage } from '../../contracts/orders.ts';
import { expect } from '../fixtures.ts';
import { createCustomer, uniqueEmail } from './accounts.ts';
import { expectAddedToCart } from './miniCart.ts';

// Order journeys' shared steps (e2e/orders.spec.ts, e2e/order-actions.spec.ts): a roomy product,
// the signed-in customer's token, a new customer signed in, and an order placed at the checkout.

export interface Product {
  product_id: number;
  product_name: string;
  max_quantity?: number;
}

/** The in-stock physical product with the most stock, read through the real API. */
export async function roomyProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/pbs/rest/v3/products', {
    params: { 'product-type': 'Physical', availability: 'in_stock', 'page-limit': 50, 'page-number': 1 },
    headers: { 'realm-name': 'demo' },
  });
  expect(response.ok()).toBe(true);
  const { products } = ((await response.json()) as { response_body: { products: Product[] } }).response_body;
  const [product] = [...products].sort((x, y) => (y.max_quantity ?? 0) - (x.max_quantity ?? 0));
  if (!product) throw new Error('The seed has no physical product in stock');
  return product;
}

export async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'access_token');
  if (!cookie) throw new Error('Not signed in');
  return cookie.value;
}

/** A new customer, signed in through the sign-in page. */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  first: string,
  last: string,
) {
  const account = {
    email: uniqueEmail('orders'),
    password: 'Orders-pass-2026',
    firstName: first,
    lastName: last,
  };
  await createCustomer(request, baseURL, account);
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: `${first} ${last}` })).toBeVisible({
    timeout: 60_000,
  });
}

/** A new customer signed in, who orders `product` at the checkout (a new address, pay on delivery). */
export async function placeOrderAtCheckout(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  product: Product,
) {
  await signIn(page, request, baseURL, 'Meera', 'Nair');

  await page.goto(`/ProductDetails?id=${product.product_id}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expectAddedToCart(page, product.product_name);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await addFirstAddress(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const placed = page
    .getByRole('heading', { name: 'Order placed' })
    .locator('..')
    .getByText(/Your order ORD-\d+ has been placed\./);
  await expect(placed).toBeVisible();
  const number = /ORD-\d+/.exec((await placed.textContent()) ?? '')?.[0];
  if (!number) throw new Error('No order number shown');
  return number;
}

/** At the checkout's address step: adds the customer's first address (Bengaluru, 560001). */
export async function addFirstAddress(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Meera Nair');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
  await dialog.getByRole('textbox', { name: 'Address line 1' }).fill('4 Residency Road');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
  await dialog.getByRole('textbox', { name: 'State' }).fill('Karnataka');
  await dialog.getByRole('textbox', { name: 'Pincode' }).fill('560001');
  await dialog.getByRole('button', { name: 'Save the address' }).click();
  await expect(dialog).toBeHidden();
}

/** Buy now of `product` to the payment step, the customer's first address added on the way. */
export async function buyNowToPayment(page: Page, product: Product): Promise<void> {
  await page.goto(`/ProductDetails?id=${product.product_id}`);
  await page.getByRole('button', { name: 'Buy now', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await addFirstAddress(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
}

/** The signed-in customer's orders as the API lists them, newest first. */
export async function ordersOf(page: Page): Promise<OrderHistoryPage['orders']> {
  const response = await page.request.get('/cfs/rest/v3/orders-with-items', {
    params: { 'page-number': 1 },
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { response_body: OrderHistoryPage }).response_body.orders;
}
