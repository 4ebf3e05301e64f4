import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoViolations } from './support/axe.ts';
import { expectAddedToCart } from './support/miniCart.ts';
import {
  addFirstAddress,
  type Product,
  placeOrderAtCheckout,
  roomyProduct,
  signIn,
} from './support/orders.ts';

// Every purchase ends on the order's confirmation page: its number, items, the amount paid or due,
// the delivery address, what happens next, and the way to the order and back to the shop. It is the
// customer's own: another customer's order, or an unknown one, is not found.

test.describe.configure({ timeout: 180_000 });

async function expectSummary(page: Page, product: Product, amount: RegExp) {
  await expect(page.getByRole('heading', { name: 'Order placed', level: 1 })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Order number' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^ORD-\d{6,}$/ })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: amount })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Items of order ORD-\d+$/ })).toContainText(
    product.product_name,
  );
  const address = page.getByRole('region', { name: 'Delivery address' });
  await expect(address).toContainText('Meera Nair');
  await expect(address).toContainText('4 Residency Road');
  await expect(address).toContainText('Bengaluru, Karnataka 560001');
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('on its way');
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
}

test('pay on delivery: the checkout ends on the confirmation page, with the amount due', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await roomyProduct(request);
  const number = await placeOrderAtCheckout(page, request, baseURL ?? '', product);
  await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
  const orderId = Number(/\/order-confirmation\/(\d+)$/.exec(page.url())?.[1]);
  await expectSummary(page, product, /^Amount due on delivery$/);
  await expect(page.getByText(`Your order ${number} has been placed. Pay R`)).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'See the order' }).click();
  await expect(page).toHaveURL(new RegExp(`/userprofile/order/${orderId}$`));

  // Another customer (this browser signed in as someone else) finds no such order, nor an unknown one.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, request, baseURL ?? '', 'Arjun', 'Menon');
  for (const id of [orderId, 2_000_000_000]) {
    await page.goto(`/order-confirmation/${id}`);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(page.getByText('This order is not in your account.')).toBeVisible();
    await expect(page.getByText(product.product_name)).toHaveCount(0);
    await expect(page.getByText(number)).toHaveCount(0);
  }
});

test('paid online: the provider’s return ends on the confirmation page, with the amount paid', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await roomyProduct(request);
  await signIn(page, request, baseURL ?? '', 'Meera', 'Nair');
  await page.goto(`/ProductDetails?id=${product.product_id}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expectAddedToCart(page, product.product_name);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await addFirstAddress(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
  await expect(page.getByText(/^Your order ORD-\d+ has been placed and paid\.$/)).toBeVisible();
  await expectSummary(page, product, /^Amount paid$/);
  await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  await expectNoViolations(page);
});
